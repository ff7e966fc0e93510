import { describe, expect, it } from "vitest";
import { dayInZone, isTimeZone, localDayOf, wallClockIn, zonedDayBounds } from "./time.js";

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

describe("wallClockIn", () => {
  it("reads the zone's wall clock, across a daylight-saving change, as Intl does", () => {
    const format = new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Chicago",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    const pad = (n: number) => String(n).padStart(2, "0");
    // Every 7 minutes over the night the clocks went back in Chicago, and a day in March.
    for (const start of [Date.parse("2024-11-03T04:00:00Z"), Date.parse("2024-03-10T06:00:00Z")]) {
      for (let t = start; t < start + 6 * 3_600_000; t += 7 * 60_000) {
        const wall = wallClockIn(t, "America/Chicago");
        const parts = Object.fromEntries(
          format.formatToParts(new Date(t)).map((part) => [part.type, part.value]),
        );
        expect(
          `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}`,
        ).toBe(`${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`);
      }
    }
    expect(wallClockIn("2024-01-05T23:30:00Z", "Asia/Kolkata")).toEqual({
      year: 2024,
      month: 1,
      day: 6,
      hour: 5,
      minute: 0,
    });
  });
});

describe("dayInZone", () => {
  it("gives the day localDayOf gives, around midnights and daylight-saving changes", () => {
    const zones = ["UTC", "America/Chicago", "Europe/Madrid", "Australia/Adelaide"];
    const start = Date.parse("2030-03-08T00:00:00Z");
    for (const zone of zones) {
      for (let minutes = 0; minutes < 4 * 24 * 60; minutes += 37) {
        const at = start + minutes * 60_000;
        expect(dayInZone(at, zone), `${zone} ${new Date(at).toISOString()}`).toBe(
          localDayOf(new Date(at), zone),
        );
      }
    }
  });
});
