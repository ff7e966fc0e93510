import { format, formatDistanceToNow, parseISO } from "date-fns";
import { afterEach, describe, expect, it, vi } from "vitest";
import { englishDate, formatDate, parseIsoDate, timeAgo } from "./format";
import { ALL_PARTS, activateLanguage } from "./i18n";

afterEach(async () => {
  vi.useRealTimers();
  await activateLanguage("en", ALL_PARTS);
});

describe("englishDate", () => {
  // Every pattern the app writes English dates in, on days of both one and two digits.
  const patterns = [
    "EEEE d MMMM yyyy",
    "EEEE, MMM dd",
    "EEEE, MMM dd, yyyy",
    "HH:mm",
    "MMM dd, HH:mm",
    "MMM dd, yyyy",
    "d MMM yyyy",
    "d MMMM yyyy",
    "yyyy-MM-dd",
    "EEE",
  ];
  const dates = [new Date(2026, 0, 5, 7, 3), new Date(2030, 10, 28, 23, 59)];

  it.each(patterns)("writes %s as date-fns does", (pattern) => {
    for (const date of dates) expect(englishDate(date, pattern)).toBe(format(date, pattern));
  });
});

describe("parseIsoDate", () => {
  it("reads a calendar date as that day where the viewer is, and a time as that instant", () => {
    for (const iso of ["2026-12-01", "2026-12-01T10:00:00Z", "2026-12-01T10:00:00-06:00"]) {
      expect(parseIsoDate(iso).getTime()).toBe(parseISO(iso).getTime());
    }
    expect(formatDate("2026-12-01")).toBe("Dec 01, 2026");
    expect(formatDate("not a date")).toBe("not a date");
  });
});

describe("timeAgo", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it("says how long ago in English as it always has, and in Spanish", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    expect(timeAgo(before(12))).toBe("less than a minute ago");
    expect(timeAgo(before(-5))).toBe("less than a minute ago");
    for (const seconds of [60, 100, 5 * 60, 44 * 60]) {
      expect(timeAgo(before(seconds))).toBe(
        formatDistanceToNow(new Date(before(seconds)), { addSuffix: true }),
      );
    }
    expect(timeAgo(before(3 * 3600))).toBe("3 hours ago");
    expect(timeAgo(before(-2 * 86400))).toBe("in 2 days");
    expect(timeAgo("")).toBe("");

    await activateLanguage("es", ALL_PARTS);
    expect(timeAgo(before(12))).toBe("hace menos de un minuto");
    expect(timeAgo(before(5 * 60))).toBe("hace 5 minutos");
  });
});
