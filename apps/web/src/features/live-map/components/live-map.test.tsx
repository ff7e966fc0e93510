import { type Basemap, type LivePosition, messages } from "@haulwise/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/fixtures";
import { renderWithRouter } from "@/test/render";
import type { MapEngine } from "../map/engine";
import { isStalePosition, markerLookOf, markerPathOptions } from "../map/marker-style";
import { type EngineModule, LiveMap, type LiveMapProps } from "./live-map";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function position(overrides: Partial<LivePosition> = {}): LivePosition {
  return {
    driverId: "d1",
    name: "Sam Ortiz",
    latitude: 37.77,
    longitude: -122.41,
    accuracy: 8,
    speed: 12,
    heading: 90,
    recordedAt: minutesAgo(1),
    state: "moving",
    idleSince: null,
    truck: { id: "t1", name: "T-12", number: "12" },
    ...overrides,
  };
}

/** The map code never arrives: what a slow connection shows. */
const pending = () => new Promise<EngineModule>(() => {});

function renderMap(props: Partial<LiveMapProps> = {}) {
  return renderWithRouter(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <LiveMap label="Live map of your drivers" positions={[]} engineLoader={pending} {...props} />
    </QueryClientProvider>,
  );
}

const OUTLINES: Basemap = { kind: "outlines" };
const STREETS: Basemap = {
  kind: "pmtiles",
  url: "/api/map/basemap.pmtiles?v=abc",
  attribution: [{ text: "© OpenStreetMap", href: "https://openstreetmap.org/copyright" }],
  tiles: "vector",
  minZoom: 0,
  maxZoom: 15,
  bounds: { west: -123, south: 37, east: -122, north: 38 },
};

/** A map engine that records what the screen asks of it. */
function recordingEngine() {
  const engine = Object.fromEntries(
    [
      "setBasemap",
      "setPositions",
      "setSites",
      "setFences",
      "setDraftFence",
      "setTrail",
      "setSelected",
      "setPicking",
      "setDraft",
      "showPoint",
      "setDark",
      "setNow",
      "fitAll",
      "destroy",
    ].map((name) => [name, vi.fn()]),
  ) as unknown as MapEngine;
  const loader = () =>
    Promise.resolve({ createMapEngine: () => engine } as unknown as EngineModule);
  return { engine, loader };
}

beforeEach(() => {
  mockApi({ "GET /api/map-config": { status: 200, body: { basemap: OUTLINES } } });
});

describe("the live map", () => {
  it("says 'Loading map...' while the map code arrives, inside its labelled region", () => {
    renderMap();
    const region = screen.getByRole("region", { name: "Live map of your drivers" });
    expect(within(region).getByRole("status")).toHaveTextContent("Loading map...");
  });

  it("says 'Error loading map' when the map code cannot load, and tries again on request", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const loader = vi.fn(() => Promise.reject(new Error("chunk failed")));
    const { user } = renderMap({ engineLoader: loader, positions: [position()] });
    expect(await screen.findByRole("alert")).toHaveTextContent("Error loading map");
    // The drivers stay readable as a list meanwhile.
    expect(screen.getByRole("list", { name: "Drivers on the map" })).toHaveTextContent("Sam Ortiz");

    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("counts the drivers on the map: n drivers, or n/total drivers when the plan shows fewer", () => {
    const { unmount } = renderMap({ positions: [position()], total: 1, limit: 3 });
    expect(screen.getByTestId("driver-count")).toHaveTextContent(/^1 driver$/);
    expect(screen.getByText("1 driver", { ignore: "[aria-hidden=true]" })).toHaveClass("sr-only");
    unmount();

    const shown = ["a", "b", "c"].map((id) => position({ driverId: id, name: `Driver ${id}` }));
    renderMap({ positions: shown, total: 4, limit: 3 });
    expect(screen.getByTestId("driver-count")).toHaveTextContent(/^3\/4 drivers$/);
    expect(screen.getByText("3 of 4 drivers")).toHaveClass("sr-only");
  });

  it("shows the plan banner with Upgrade Plan only while the plan hides drivers", () => {
    const shown = ["a", "b", "c"].map((id) => position({ driverId: id }));
    const { unmount } = renderMap({ positions: shown, total: 4, limit: 3 });
    expect(screen.getByText("Showing 3 of 4 drivers. Upgrade to see all.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upgrade Plan" })).toHaveAttribute(
      "href",
      "/subscription",
    );
    unmount();

    const { unmount: again } = renderMap({ positions: shown, total: 3, limit: 3 });
    expect(screen.queryByRole("link", { name: "Upgrade Plan" })).not.toBeInTheDocument();
    again();
    renderMap({ positions: shown, total: 40, limit: null });
    expect(screen.queryByText(/Upgrade to see all/)).not.toBeInTheDocument();
  });

  it("says how many drivers are inactive, and how long each has been idle", () => {
    renderMap({
      positions: [
        position({ driverId: "a", name: "Ana", state: "idle", idleSince: minutesAgo(14) }),
        position({ driverId: "b", name: "Ben", state: "idle", idleSince: minutesAgo(31) }),
        position({ driverId: "c", name: "Cy", state: "paused" }),
      ],
    });
    expect(screen.getByText("2 driver(s) inactive for over 10 mins")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Drivers on the map" });
    expect(within(list).getByText(/Idle for 14 minutes/)).toBeInTheDocument();
    expect(within(list).getByText(/Idle for 31 minutes/)).toBeInTheDocument();
    expect(within(list).getByText(/Tracking paused/)).toBeInTheDocument();
  });

  it("says nothing about inactivity when everyone is moving", () => {
    renderMap({ positions: [position()] });
    expect(screen.queryByText(/inactive for over 10 mins/)).not.toBeInTheDocument();
    expect(screen.getByText(/Moving · 27 mph/)).toBeInTheDocument();
  });

  it("selects a driver from the list, for keyboards and screen readers", async () => {
    const onSelectDriver = vi.fn();
    const { user } = renderMap({ positions: [position()], onSelectDriver });
    await user.click(screen.getByRole("button", { name: "Show Sam Ortiz on the map" }));
    expect(onSelectDriver).toHaveBeenCalledWith("d1");
  });

  it("keeps a big fleet's list closed until asked", async () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      position({ driverId: `d${i}`, name: `D${i}` }),
    );
    const { user } = renderMap({ positions: many });
    const toggle = screen.getByRole("button", { name: "Drivers on the map (40)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getAllByRole("button", { name: /on the map$/ })).toHaveLength(40);
  });

  it("reports a failed read of the positions over the map, with a retry", async () => {
    const onRetry = vi.fn();
    const { user } = renderMap({ error: new Error("offline"), onRetry });
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch driver locations");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe("an open map as time passes", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ticks its times and fades a position grown old, though nothing new arrives", async () => {
    // Only the clock and its interval are faked: promises and the test library's waits run.
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(new Date("2026-11-28T14:00:30Z"));
    const { engine, loader } = recordingEngine();
    renderMap({
      engineLoader: loader,
      positions: [position({ recordedAt: "2026-11-28T13:59:30Z" })],
    });
    // The map code arrives (a resolved import) and its effects run.
    await act(async () => {});
    expect(engine.setPositions).toHaveBeenCalled();
    const list = screen.getByRole("list", { name: "Drivers on the map" });
    expect(within(list).getByText(/Last update/)).toHaveTextContent("(1 minute ago)");
    const dot = list.querySelector("li > span[aria-hidden]");
    expect(dot).not.toHaveAttribute("data-stale");

    // The dispatcher's connection is gone: no position arrives for three minutes.
    act(() => {
      vi.advanceTimersByTime(3 * 60_000);
    });
    expect(within(list).getByText(/Last update/)).toHaveTextContent("(4 minutes ago)");
    expect(dot).toHaveAttribute("data-stale", "true");
    expect(engine.setNow).toHaveBeenLastCalledWith(Date.parse("2026-11-28T14:03:30Z"));
    expect(screen.getByRole("list", { name: "Map legend" })).toHaveTextContent(
      "Faded: no new position for 3 minutes",
    );
  });

  it("counts a position as old from three minutes on, when tracking would read paused", () => {
    const at = Date.parse("2026-11-28T14:00:00Z");
    const recorded = (msAgo: number) => ({ recordedAt: new Date(at - msAgo).toISOString() });
    expect(isStalePosition(recorded(179_000), at)).toBe(false);
    expect(isStalePosition(recorded(180_000), at)).toBe(true);
    expect(isStalePosition({ recordedAt: "not a time" }, at)).toBe(true);
    expect(markerPathOptions("moving", false, false, true)).toMatchObject({
      fillColor: "#dc2626",
      fillOpacity: 0.35,
      opacity: 0.35,
    });
    expect(markerPathOptions("moving", false, false)).toMatchObject({ fillOpacity: 1, opacity: 1 });
  });
});

describe("the map under the trucks", () => {
  it("is the server's street map when it has one, and then says nothing of outlines", async () => {
    mockApi({ "GET /api/map-config": { status: 200, body: { basemap: STREETS } } });
    const { engine, loader } = recordingEngine();
    renderMap({ engineLoader: loader });
    await waitFor(() => expect(engine.setBasemap).toHaveBeenCalledWith(STREETS));
    expect(screen.queryByText(messages.map.outlinesOnly)).not.toBeInTheDocument();
  });

  it("says there are no streets, and how whoever runs Haulwise adds them", async () => {
    const { engine, loader } = recordingEngine();
    const { user } = renderMap({ engineLoader: loader });
    await waitFor(() => expect(engine.setBasemap).toHaveBeenCalledWith(OUTLINES));
    const notice = screen.getByText(messages.map.outlinesOnly);
    expect(screen.getByText(messages.map.streetsHelp)).not.toBeVisible();
    await user.click(notice);
    expect(screen.getByText(messages.map.streetsHelp)).toBeVisible();
  });

  it("draws the outlines when the server cannot say, without claiming it has no streets", async () => {
    mockApi({});
    const { engine, loader } = recordingEngine();
    renderMap({ engineLoader: loader });
    await waitFor(() => expect(engine.setBasemap).toHaveBeenCalledWith(OUTLINES));
    expect(screen.queryByText(messages.map.outlinesOnly)).not.toBeInTheDocument();
  });
});

describe("marker colours", () => {
  it("are red when moving, orange when idle and grey when paused or stopped", () => {
    expect(markerLookOf("moving").fill).toBe("#dc2626");
    expect(markerLookOf("idle").fill).toBe("#f97316");
    expect(markerLookOf("paused").fill).toBe("#78716c");
    expect(markerLookOf("stopped").fill).toBe("#78716c");
    expect(markerPathOptions("idle", false, false)).toMatchObject({
      fillColor: "#f97316",
      radius: 7,
    });
    expect(markerPathOptions("idle", true, true)).toMatchObject({ radius: 10, color: "#0c0a09" });
  });

  it("are explained in words by the legend", () => {
    renderMap();
    const legend = screen.getByRole("list", { name: "Map legend" });
    expect(legend).toHaveTextContent("Moving");
    expect(legend).toHaveTextContent("Idle");
    expect(legend).toHaveTextContent("Paused or stopped sharing");
  });
});
