import { describe, expect, it } from "vitest";
import { formatPriceCents, nextPlanOf, PLANS, visibleDriverCount } from "./plans.js";

describe("plans", () => {
  it("price the specification's plans, yearly about 20% below twelve months", () => {
    expect(formatPriceCents(PLANS.pro.priceCents.monthly)).toBe("$9.99");
    expect(formatPriceCents(PLANS.pro.priceCents.yearly ?? 0)).toBe("$95.88");
    expect(formatPriceCents(PLANS.business.priceCents.yearly ?? 0)).toBe("$287.88");
    expect(formatPriceCents(PLANS.free.priceCents.monthly)).toBe("$0");
    for (const plan of [PLANS.pro, PLANS.business]) {
      const saving = 1 - (plan.priceCents.yearly ?? 0) / (plan.priceCents.monthly * 12);
      expect(Math.round(saving * 100)).toBe(20);
    }
  });

  it("lead from free to pro to business", () => {
    expect(nextPlanOf("free")).toBe("pro");
    expect(nextPlanOf("pro")).toBe("business");
    expect(nextPlanOf("business")).toBeNull();
  });

  it("show at most the truck limit of drivers, or all when unlimited", () => {
    expect(visibleDriverCount(4, PLANS.free.truckLimit)).toBe(3);
    expect(visibleDriverCount(2, 3)).toBe(2);
    expect(visibleDriverCount(400, PLANS.business.truckLimit)).toBe(400);
  });
});
