import { describe, expect, it } from "vitest";
import {
  DayRangeQuerySchema,
  daysInRange,
  formatQuantity,
  haulTotals,
  jobLabelOf,
  RecordLoadInputSchema,
  rangeSubtitle,
  tonsOf,
} from "./loads.js";
import { DailyMetricsFormSchema, dailyMetricsDefaults } from "./metrics.js";

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

describe("load tickets and ranges", () => {
  const ticket = { jobId: "j1", quantity: 10 };

  it("refuses quantities above what a truck carries in each unit, and units outside the three", () => {
    expect(RecordLoadInputSchema.safeParse({ ...ticket, quantity: 100 }).success).toBe(true);
    expect(
      RecordLoadInputSchema.safeParse({ ...ticket, quantity: 100.01 }).error?.issues[0]?.message,
    ).toBe("A load can be at most 100 tons. Check the quantity.");
    expect(
      RecordLoadInputSchema.safeParse({ ...ticket, quantity: 60.5, quantityUnit: "cubic_yards" })
        .error?.issues[0]?.message,
    ).toBe("A load can be at most 60 cubic yards. Check the quantity.");
    expect(
      RecordLoadInputSchema.safeParse({ ...ticket, quantity: 200_000, quantityUnit: "pounds" })
        .success,
    ).toBe(true);
    expect(
      RecordLoadInputSchema.safeParse({ ...ticket, quantityUnit: "tonnes" }).error?.issues[0]
        ?.message,
    ).toBe("Choose tons, cubic yards or pounds");
  });

  it("reads quantities typed as text, and refuses text that is not a number", () => {
    expect(RecordLoadInputSchema.parse({ ...ticket, quantity: "12.5" }).quantity).toBe(12.5);
    expect(
      RecordLoadInputSchema.safeParse({ ...ticket, quantity: "12,5 t" }).error?.issues[0]?.message,
    ).toBe("Quantity must be a number");
    expect(RecordLoadInputSchema.parse({ jobId: "j1", stage: "started" }).quantity).toBeUndefined();
  });

  it("refuses a range whose end comes before its start, and days that do not exist", () => {
    expect(DayRangeQuerySchema.safeParse({ from: "2024-01-05", to: "2024-01-05" }).success).toBe(
      true,
    );
    expect(
      DayRangeQuerySchema.safeParse({ from: "2024-01-09", to: "2024-01-05" }).error?.issues[0]
        ?.message,
    ).toBe("The end date must be on or after the start date");
    expect(DayRangeQuerySchema.safeParse({ from: "2023-02-29" }).success).toBe(false);
    expect(DayRangeQuerySchema.safeParse({ from: "2024-02-29" }).success).toBe(true);
    expect(daysInRange("2024-01-01", "2024-12-31")).toBe(366);
  });

  it("says which days a summary shows, with dates like Jan 05, 2024", () => {
    const format = (day: string) =>
      new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
        month: "short",
        day: "2-digit",
        year: "numeric",
        timeZone: "UTC",
      });
    const today = "2024-01-09";
    expect(rangeSubtitle({ from: today, to: today, today }, format)).toBe("Today's loads");
    expect(rangeSubtitle({ from: "2024-01-05", to: "2024-01-05", today }, format)).toBe(
      "Loads for Jan 05, 2024",
    );
    expect(rangeSubtitle({ from: "2024-01-05", to: "2024-01-09", today }, format)).toBe(
      "Loads from Jan 05, 2024 to Jan 09, 2024",
    );
  });

  it("labels a job by name and number, with the specification's fallbacks", () => {
    expect(jobLabelOf("Riverside haul", "JOB-123456")).toBe("Riverside haul (JOB-123456)");
    expect(jobLabelOf(null, null)).toBe("Unknown Job (N/A)");
  });
});

describe("the Submit Daily Metrics form", () => {
  const valid = { jobId: "j1", loads: 3, hours: 7.5, miles: 120, fuelUsed: 30.2, notes: "" };
  const messageOf = (change: object) =>
    DailyMetricsFormSchema.safeParse({ ...valid, ...change }).error?.issues[0]?.message;

  it("gives the specification's messages", () => {
    expect(messageOf({ jobId: "" })).toBe("Please select a job");
    expect(messageOf({ loads: -1 })).toBe("Loads must be 0 or greater");
    expect(messageOf({ hours: -1 })).toBe("Hours must be 0 or greater");
    expect(messageOf({ miles: -1 })).toBe("Miles must be 0 or greater");
    expect(messageOf({ fuelUsed: -0.1 })).toBe("Fuel used must be 0 or greater");
  });

  it("coerces numbers from text, an empty box being 0", () => {
    expect(
      DailyMetricsFormSchema.parse({ ...valid, loads: "4", hours: "", fuelUsed: "1.5" }),
    ).toMatchObject({ loads: 4, hours: 0, fuelUsed: 1.5 });
    expect(messageOf({ loads: "2.5" })).toBe("Loads must be a whole number");
    expect(messageOf({ hours: "lots" })).toBe("Hours must be a number");
  });

  it("starts at 0 with no job and no notes", () => {
    expect(dailyMetricsDefaults).toEqual({
      jobId: "",
      loads: 0,
      hours: 0,
      miles: 0,
      fuelUsed: 0,
      notes: "",
    });
  });
});
