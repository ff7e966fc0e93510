import { describe, expect, it } from "vitest";
import { navItemsFor } from "./nav-items";

describe("the sidebar", () => {
  it("leaves Subscription out where no plans are sold", () => {
    const labels = (sellsPlans: boolean) =>
      navItemsFor("contractor", { sellsPlans }).map((item) => item.label());
    expect(labels(true)).toContain("Subscription");
    expect(labels(false)).not.toContain("Subscription");
    expect(labels(false)).toContain("Trucks");
  });
});
