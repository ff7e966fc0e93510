import { describe, expect, it } from "vitest";
import { formatQuantity, haulTotals, tonsOf } from "./loads.js";

describe("load units", () => {
  it("turns pounds into tons by dividing by 2000 and leaves cubic yards out of tonnage", () => {
    expect(tonsOf(5000, "pounds")).toBe(2.5);
    expect(tonsOf(12, "tons")).toBe(12);
    expect(tonsOf(8, "cubic_yards")).toBe(0);
    expect(tonsOf(null, "tons")).toBe(0);
  });

  it("totals loads, tons and cubic yards, rounded to 2 decimals", () => {
    expect(
      haulTotals([
        { quantity: 10.333, unit: "tons" },
        { quantity: 1001, unit: "pounds" },
        { quantity: 3.456, unit: "cubic_yards" },
        { quantity: null, unit: "tons" },
      ]),
    ).toEqual({ totalLoads: 4, totalTons: 10.83, totalCubicYards: 3.46 });
    expect(haulTotals([])).toEqual({ totalLoads: 0, totalTons: 0, totalCubicYards: 0 });
  });

  it("shows quantities with two decimals and the unit, tons by default", () => {
    expect(formatQuantity(12.5, "tons")).toBe("12.50 tons");
    expect(formatQuantity(3, "cubic_yards")).toBe("3.00 cubic yards");
    expect(formatQuantity(4, "")).toBe("4.00 tons");
    expect(formatQuantity(null, "tons")).toBe("N/A");
  });
});
