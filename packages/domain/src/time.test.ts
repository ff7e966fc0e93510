import { describe, expect, it } from "vitest";
import { isTimeZone, localDayOf, zonedDayBounds } from "./time.js";

describe("days in a time zone", () => {
  it("gives the UTC bounds of a day in the zone", () => {
    expect(zonedDayBounds("2030-01-15", "America/Chicago")).toEqual({
      from: "2030-01-15T06:00:00.000Z",
      to: "2030-01-16T06:00:00.000Z",
    });
    expect(zonedDayBounds("2030-07-15", "Europe/Berlin")).toEqual({
      from: "2030-07-14T22:00:00.000Z",
      to: "2030-07-15T22:00:00.000Z",
    });
    expect(zonedDayBounds("2030-12-31", "UTC")).toEqual({
      from: "2030-12-31T00:00:00.000Z",
      to: "2031-01-01T00:00:00.000Z",
    });
  });

  it("makes the days of daylight-saving changes 23 and 25 hours long", () => {
    const hours = ({ from, to }: { from: string; to: string }) =>
      (Date.parse(to) - Date.parse(from)) / 3_600_000;
    // US clocks go forward on 10 March 2030 and back on 3 November 2030.
    expect(zonedDayBounds("2030-03-10", "America/Chicago")).toEqual({
      from: "2030-03-10T06:00:00.000Z",
      to: "2030-03-11T05:00:00.000Z",
    });
    expect(hours(zonedDayBounds("2030-03-10", "America/Chicago"))).toBe(23);
    expect(hours(zonedDayBounds("2030-11-03", "America/Chicago"))).toBe(25);
    expect(hours(zonedDayBounds("2030-11-04", "America/Chicago"))).toBe(24);
  });

  it("names the local day an instant falls on, and agrees with the bounds", () => {
    expect(localDayOf("2030-01-16T05:59:59.999Z", "America/Chicago")).toBe("2030-01-15");
    expect(localDayOf("2030-01-16T06:00:00.000Z", "America/Chicago")).toBe("2030-01-16");
    expect(localDayOf("2030-07-14T22:30:00.000Z", "Europe/Berlin")).toBe("2030-07-15");
    const { from, to } = zonedDayBounds("2030-11-03", "America/Chicago");
    expect(localDayOf(from, "America/Chicago")).toBe("2030-11-03");
    expect(localDayOf(new Date(Date.parse(to) - 1), "America/Chicago")).toBe("2030-11-03");
  });

  it("refuses what is not a day, and tells real zones from typos", () => {
    expect(() => zonedDayBounds("15/01/2030", "UTC")).toThrow(RangeError);
    expect(isTimeZone("America/Chicago")).toBe(true);
    expect(isTimeZone("America/Chicgo")).toBe(false);
  });
});
