import { type Cycle, type CycleTimes, messages } from "@haulwise/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clock } from "@/lib/clock";
import { makeJob, mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { JobCyclesTab } from "./job-cycles-tab";
import { timelineOf } from "./timeline";

const c = messages.cycleScreens;
const stats = (count: number, median: number | null, p90: number | null, max: number | null) => ({
  count,
  medianSeconds: median,
  p90Seconds: p90,
  maxSeconds: max,
});
const times = (atLoadMax: number): CycleTimes => ({
  atLoad: stats(3, 360, 600, atLoadMax),
  haul: stats(3, 900, 1200, 1300),
  atDump: stats(3, 120, 180, 200),
  return: stats(2, 840, 900, 950),
  cycle: stats(2, 2400, 2700, 2800),
});
const at = (hh: string) => `2026-11-27T${hh}:00.000Z`;
const cycle = (
  id: string,
  driverId: string,
  [la, ld, da, dd]: string[],
  loadId: string | null,
): Cycle => ({
  id,
  jobId: "j1",
  driverId,
  load: { siteId: "pit", arrivedAt: at(la!), departedAt: at(ld!) },
  dump: { siteId: "fill", arrivedAt: at(da!), departedAt: at(dd!) },
  inferred: false,
  loadId,
});
const cycles = [
  cycle("c1", "d1", ["08:00", "08:10", "08:25", "08:28"], "l1"),
  cycle("c2", "d1", ["08:45", "08:52", "09:07", "09:10"], null),
  cycle("c3", "d2", ["08:05", "08:30", "08:45", "08:48"], "l2"),
];
const summary = {
  from: at("00:00"),
  to: "2026-11-28T00:00:00.000Z",
  timeZone: "UTC",
  counts: { cycles: 3, ticketed: 2, inferred: 0 },
  times: times(1500),
  days: [],
  drivers: [
    {
      driverId: "d1",
      name: "Nia Diaz",
      truck: "12 · Kenworth T880",
      counts: { cycles: 2, ticketed: 1, inferred: 0 },
      times: times(600),
    },
    {
      driverId: "d2",
      name: "Sam Ortiz",
      truck: null,
      counts: { cycles: 1, ticketed: 1, inferred: 0 },
      times: times(1500),
    },
  ],
  route: {
    loadSite: { id: "pit", name: "North pit" },
    dumpSite: { id: "fill", name: "Maple Street fill" },
  },
};
const reconciliation = {
  jobId: "j1",
  from: summary.from,
  to: summary.to,
  timeZone: "UTC",
  days: [
    {
      date: "2026-11-27",
      cycles: 3,
      tickets: 3,
      matched: 2,
      cyclesWithoutTicket: [cycles[1]],
      ticketsWithoutCycle: [
        {
          id: "l9",
          loadNumber: 9,
          ticketNumber: "T-553",
          driverId: "d2",
          driverName: "Sam Ortiz",
          completedAt: at("11:00"),
          quantity: 18,
          quantityUnit: "tons",
        },
      ],
    },
  ],
  totals: { cycles: 3, tickets: 3, matched: 2, cyclesWithoutTicket: 1, ticketsWithoutCycle: 1 },
};

afterEach(() => vi.restoreAllMocks());

describe("a job's load cycles", () => {
  it("shows counted loads beside ticketed ones, the longest wait at the pit, and what to reconcile", async () => {
    const { calls } = mockApi({
      "GET /api/jobs/j1/cycles": { status: 200, body: { cycles, summary } },
      "GET /api/jobs/j1/reconciliation": { status: 200, body: reconciliation },
    });
    renderRoute(<JobCyclesTab job={makeJob({ id: "j1" })} />, { path: "/jobs/j1" });
    // The first render in the file waits for its modules to compile on a busy machine.
    expect(await screen.findByText(c.counted, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText(c.notTicketed).nextSibling).toHaveTextContent("1");
    expect(screen.getByTestId("longest-wait")).toHaveTextContent(
      "Longest wait at North pit: Sam Ortiz, 25 min in one visit.",
    );
    const unbilled = await screen.findByRole("list", { name: c.cyclesWithoutTicket(1) });
    expect(unbilled).toHaveTextContent("Nia Diaz: loaded");
    expect(screen.getByRole("list", { name: c.ticketsWithoutCycle(1) })).toHaveTextContent(
      "Load #9 (ticket T-553), Sam Ortiz",
    );
    const perTruck = screen.getByRole("table", { name: c.perTruck });
    expect(within(perTruck).getByRole("rowheader", { name: /Nia Diaz/ })).toBeVisible();
    expect(screen.getByRole("img", { name: c.timelineLabel(2, 3) })).toBeVisible();
    // Both reads ask for the same day, as instants.
    const ranges = calls.map((call) => call.url.searchParams.get("from"));
    expect(new Set(ranges).size).toBe(1);
    expect(screen.getByRole("link", { name: c.downloadCsv })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/api\/jobs\/j1\/cycles\.csv\?from=/),
    );
  });
});

describe("the day shown", () => {
  it("runs midnight to midnight in the company's zone, wherever the reader is", async () => {
    // 03:30 UTC on the 28th is still the evening of the 27th in Chicago.
    vi.spyOn(clock, "nowMs").mockReturnValue(Date.parse("2026-11-28T03:30:00.000Z"));
    const { calls } = mockApi({
      "GET /api/jobs/j1/cycles": { status: 200, body: { cycles, summary } },
      "GET /api/jobs/j1/reconciliation": { status: 200, body: reconciliation },
    });
    renderRoute(<JobCyclesTab job={makeJob({ id: "j1" })} timeZone="America/Chicago" />, {
      path: "/jobs/j1",
    });
    expect(await screen.findByLabelText(c.day)).toHaveValue("2026-11-27");
    await screen.findByText(c.counted);
    const read = calls.find((call) => call.key === "GET /api/jobs/j1/cycles");
    expect(read?.url.searchParams.get("from")).toBe("2026-11-27T06:00:00.000Z");
    expect(read?.url.searchParams.get("to")).toBe("2026-11-28T06:00:00.000Z");
    // The lists read times in that zone too: Nia loaded at 08:45 UTC, 02:45 in Chicago.
    expect(await screen.findByRole("list", { name: c.cyclesWithoutTicket(1) })).toHaveTextContent(
      "Nia Diaz: loaded 02:45, dumped by 03:10",
    );
  });
});

describe("the timeline", () => {
  it("draws each truck's legs, the return only up to its next load", () => {
    const from = Date.parse(at("00:00"));
    const rows = timelineOf(cycles, from, from + 86_400_000);
    const nia = rows.find((row) => row.driverId === "d1");
    expect(nia?.segments.map((segment) => segment.kind)).toEqual([
      "atLoad",
      "haul",
      "atDump",
      "return",
      "atLoad",
      "haul",
      "atDump",
    ]);
    const back = nia?.segments[3];
    expect(back && (back.end - back.start) / 60_000).toBe(17);
  });
});

describe("a busy day's loads without a ticket", () => {
  it("shows the first twenty, and all of them on request", async () => {
    const many = Array.from({ length: 27 }, (_, i) =>
      cycle(`u${i}`, "d1", ["08:00", "08:10", "08:25", "08:28"], null),
    );
    mockApi({
      "GET /api/jobs/j1/cycles": { status: 200, body: { cycles, summary } },
      "GET /api/jobs/j1/reconciliation": {
        status: 200,
        body: {
          ...reconciliation,
          days: [{ ...reconciliation.days[0], cyclesWithoutTicket: many }],
        },
      },
    });
    const { user } = renderRoute(<JobCyclesTab job={makeJob({ id: "j1" })} />, {
      path: "/jobs/j1",
    });
    const list = await screen.findByRole("list", { name: c.cyclesWithoutTicket(27) });
    expect(within(list).getAllByRole("listitem")).toHaveLength(20);
    await user.click(screen.getByRole("button", { name: c.showAll(27) }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(27);
    expect(screen.getByRole("button", { name: c.showFewer })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
});

describe("a counted load's evidence", () => {
  it("shows each visit, the fixes that placed it and whether it has a ticket", async () => {
    const fix = (inside: boolean, ignored = false) => ({
      latitude: 36.8,
      longitude: -119.8,
      accuracy: ignored ? 80 : 6,
      speed: 0,
      recordedAt: at("08:50"),
      inside,
      ignored,
    });
    const evidence = {
      cycle: cycles[1],
      driver: { driverId: "d1", name: "Nia Diaz", truck: null },
      visits: [
        {
          role: "load",
          siteId: "pit",
          siteName: "North pit",
          arrivedAt: at("08:45"),
          departedAt: at("08:52"),
          inferred: false,
          minDwellSeconds: 120,
          dwellSeconds: 420,
          fixes: [fix(false), fix(true), fix(true), fix(false, true)],
        },
        {
          role: "dump",
          siteId: "fill",
          siteName: "Maple Street fill",
          arrivedAt: at("09:07"),
          departedAt: at("09:10"),
          inferred: true,
          minDwellSeconds: 60,
          dwellSeconds: 180,
          fixes: [],
        },
      ],
      ticket: null,
    };
    const { calls } = mockApi({
      "GET /api/jobs/j1/cycles": { status: 200, body: { cycles, summary } },
      "GET /api/jobs/j1/reconciliation": { status: 200, body: reconciliation },
      "GET /api/jobs/j1/cycles/c2": { status: 200, body: evidence },
    });
    const { user } = renderRoute(
      <JobCyclesTab
        job={makeJob({ id: "j1" })}
        evidenceMap={(shown) => <p>Map of {shown.visits.length} visits</p>}
      />,
      { path: "/jobs/j1" },
    );
    const unbilled = await screen.findByRole("list", { name: c.cyclesWithoutTicket(1) });
    expect(calls.some((call) => call.key === "GET /api/jobs/j1/cycles/c2")).toBe(false);
    await user.click(
      within(unbilled).getByRole("button", { name: /^Evidence for Nia Diaz's load/ }),
    );
    const dialog = await screen.findByRole("dialog", { name: c.evidenceTitle("Nia Diaz") });
    expect(await within(dialog).findByText(/^Loaded at North pit: arrived/)).toHaveTextContent(
      "stayed 7 min (at least 2 min counts)",
    );
    expect(within(dialog).getByText(c.visitFixes(4, 2, 1))).toBeVisible();
    expect(within(dialog).getByText(c.visitInferred)).toBeVisible();
    expect(within(dialog).getByText(c.evidenceNoTicket)).toBeVisible();
    expect(within(dialog).getByText("Map of 2 visits")).toBeVisible();
  });

  it("stays one tap away once the load has its ticket", async () => {
    const evidence = {
      cycle: cycles[2],
      driver: { driverId: "d2", name: "Sam Ortiz", truck: null },
      visits: [],
      ticket: { id: "l2", loadNumber: 2, ticketNumber: "T-102", completedAt: at("08:50") },
    };
    mockApi({
      "GET /api/jobs/j1/cycles": { status: 200, body: { cycles, summary } },
      "GET /api/jobs/j1/reconciliation": { status: 200, body: reconciliation },
      "GET /api/jobs/j1/cycles/c3": { status: 200, body: evidence },
    });
    const { user } = renderRoute(<JobCyclesTab job={makeJob({ id: "j1" })} />, {
      path: "/jobs/j1",
    });
    const ticketed = await screen.findByRole("list", { name: c.cyclesWithTicket(2) });
    expect(within(ticketed).getAllByRole("listitem")).toHaveLength(2);
    await user.click(
      within(ticketed).getByRole("button", { name: /^Evidence for Sam Ortiz's load/ }),
    );
    const dialog = await screen.findByRole("dialog", { name: c.evidenceTitle("Sam Ortiz") });
    expect(await within(dialog).findByText(c.evidenceTicket(2, "T-102"))).toBeVisible();
  });
});
