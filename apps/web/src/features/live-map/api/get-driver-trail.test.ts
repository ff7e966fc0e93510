import type { Trail } from "@haulwise/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type * as React from "react";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { extendTrail, useDriverTrail } from "./get-driver-trail";

afterEach(() => {
  vi.restoreAllMocks();
});

const point = (minute: number) => ({
  latitude: 37.77 + minute / 1000,
  longitude: -122.42,
  recordedAt: `2030-03-01T08:${String(minute).padStart(2, "0")}:00.000Z`,
});
const trailOf = (...minutes: number[]): Trail => ({
  driverId: "d1",
  date: "2030-03-01",
  points: minutes.map(point),
});

describe("extendTrail", () => {
  it("adds only points newer than the trail's end, in order", () => {
    const trail = trailOf(1, 2);
    expect(extendTrail(trail, trailOf(2, 3, 4)).points).toEqual(trailOf(1, 2, 3, 4).points);
    expect(extendTrail(trail, trailOf(1))).toBe(trail);
    expect(extendTrail(trailOf(), trailOf(5)).points).toEqual([point(5)]);
  });

  it("starts afresh when the answer is a new day's", () => {
    const nextDay = { ...trailOf(7), date: "2030-03-02" };
    expect(extendTrail(trailOf(1, 2), nextDay)).toBe(nextDay);
  });
});

describe("useDriverTrail", () => {
  it("reads the day once, then only what follows its end as the driver moves", async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = new URL(String(input), "http://localhost");
      asked.push(`${url.pathname}${url.search}`);
      const after = url.searchParams.get("after");
      // The driver's phone delivered minutes 3 to 5 at once, after a dead zone.
      const body = after ? trailOf(3, 4, 5) : trailOf(1, 2);
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    });
    const client = createQueryClient({ retry: false });
    const wrapper = ({ children }: { children: React.ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { result, rerender } = renderHook(({ latest }) => useDriverTrail("d1", latest), {
      wrapper,
      initialProps: { latest: { driverId: "d1", recordedAt: point(2).recordedAt } },
    });
    await waitFor(() => expect(result.current.data?.points).toHaveLength(2));
    expect(asked).toEqual(["/api/drivers/d1/trail"]);

    rerender({ latest: { driverId: "d1", recordedAt: point(5).recordedAt } });
    await waitFor(() => expect(result.current.data?.points).toHaveLength(5));
    expect(asked[1]).toBe(`/api/drivers/d1/trail?after=${encodeURIComponent(point(2).recordedAt)}`);
    // Another driver's move, or the same position again, reads nothing more.
    rerender({ latest: { driverId: "d2", recordedAt: point(9).recordedAt } });
    rerender({ latest: { driverId: "d1", recordedAt: point(5).recordedAt } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(2);
  });
});
