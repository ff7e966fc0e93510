import { describe, expect, it } from "vitest";
import { applyServerIssues } from "./form-issues";

type Values = { email: string; phone: string };

describe("applyServerIssues", () => {
  it("puts route and service refusals under their fields, and leaves other issues alone", () => {
    const placed: [string, string | undefined][] = [];
    applyServerIssues<Values>(
      (name, error) => placed.push([name, error.message]),
      [
        { path: "body.email", message: "Valid email required" },
        { path: "phone", message: "Phone is required" },
        { path: "body.unknown", message: "Not a field here" },
        { path: "", message: "Something about the whole request" },
      ],
      ["email", "phone"],
    );
    expect(placed).toEqual([
      ["email", "Valid email required"],
      ["phone", "Phone is required"],
    ]);
  });
});
