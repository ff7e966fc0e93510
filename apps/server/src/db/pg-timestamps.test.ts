import { describe, expect, it } from "vitest";
import { isoOfPgTimestamptz } from "./pg-timestamps.js";

describe("isoOfPgTimestamptz", () => {
  it("writes UTC values as the application's ISO strings, milliseconds always present", () => {
    expect(isoOfPgTimestamptz("2026-11-28 09:01:02+00")).toBe("2026-11-28T09:01:02.000Z");
    expect(isoOfPgTimestamptz("2026-11-28 09:01:02.5+00")).toBe("2026-11-28T09:01:02.500Z");
    expect(isoOfPgTimestamptz("2026-11-28 09:01:02.123+00")).toBe("2026-11-28T09:01:02.123Z");
  });

  it("drops microseconds as a Date would", () => {
    expect(isoOfPgTimestamptz("2026-11-28 09:01:02.123456+00")).toBe(
      new Date("2026-11-28T09:01:02.123456Z").toISOString(),
    );
  });

  it("turns a session in another zone into the same instant in UTC", () => {
    expect(isoOfPgTimestamptz("2026-11-28 03:01:02.25-06")).toBe("2026-11-28T09:01:02.250Z");
    expect(isoOfPgTimestamptz("2026-11-28 14:31:02+05:30")).toBe("2026-11-28T09:01:02.000Z");
  });

  it("leaves what is not an instant as PostgreSQL wrote it", () => {
    expect(isoOfPgTimestamptz("infinity")).toBe("infinity");
  });
});
