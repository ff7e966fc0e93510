import { type LoadRow, type LoadSummary, messages } from "@haulwise/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { DailyLoadSummary } from "./daily-load-summary";

afterEach(() => {
  vi.restoreAllMocks();
});

const row = (overrides: Partial<LoadRow>): LoadRow => ({
  id: "l1",
  jobId: "j1",
  jobTitle: "Riverside haul",
  jobNumber: "JOB-123456",
  loadNumber: 1,
  driverId: "d1",
  driverName: "Ivy Cole",
  status: "completed",
  materialType: "Gravel",
  quantity: 12.5,
  quantityUnit: "tons",
  ticketNumber: null,
  startedAt: "2024-01-05T14:00:00.000Z",
  completedAt: "2024-01-05T15:30:00.000Z",
  approval: "pending",
  ...overrides,
});

const summary = (overrides: Partial<LoadSummary> = {}): LoadSummary => ({
  range: { from: "2024-01-05", to: "2024-01-09", timeZone: "UTC", today: "2024-01-09" },
  totals: { totalLoads: 3, totalTons: 15, totalCubicYards: 8 },
  loads: [
    row({ id: "l3", loadNumber: 3, quantity: 8, quantityUnit: "cubic_yards", materialType: null }),
    row({ id: "l2", loadNumber: 2, quantity: 5000, quantityUnit: "pounds", completedAt: null }),
    row({}),
  ],
  nextCursor: null,
  ...overrides,
});

// Rendering the table and its pages takes a few seconds when the machine is busy.
describe("DailyLoadSummary", { timeout: 15_000 }, () => {
  it("shows the range, the rows with the specification's fallbacks and totals with cubic yards apart", async () => {
    const api = mockApi({ "GET /api/loads": { status: 200, body: summary() } });
    renderRoute(<DailyLoadSummary scope={{ from: "2024-01-05", to: "2024-01-09" }} />, {
      path: "/",
    });
    expect(screen.getByText(messages.loads.loading)).toBeInTheDocument();
    expect(await screen.findByText("Loads from Jan 05, 2024 to Jan 09, 2024")).toBeInTheDocument();
    await screen.findByText("12.50 tons");
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Ivy ColeRiverside haul (JOB-123456)N/A8.00 cubic yards");
    expect(rows[2]).toHaveTextContent("Gravel5000.00 poundsN/A");
    expect(rows[3]).toHaveTextContent("Gravel12.50 tonsJan 05, 2024, 15:30");
    expect(rows[4]).toHaveTextContent("Total: 3 loads15.00 tons8.00 cubic yards");
    expect(api.calls[0]?.key).toBe("GET /api/loads");
  });

  it("puts the loads the trucks' GPS counted beside the ticketed ones", async () => {
    mockApi({
      "GET /api/loads": {
        status: 200,
        body: summary({ counted: { counted: 5, ticketed: 3 } }),
      },
    });
    renderRoute(<DailyLoadSummary scope={{ from: "2024-01-05", to: "2024-01-09" }} />, {
      path: "/",
    });
    expect(await screen.findByTestId("counted-loads")).toHaveTextContent(
      "Counted by GPS: 5 loads, 3 of them ticketed, 2 not yet ticketed.",
    );
  });

  it("says nothing of counted loads where the GPS counted none", async () => {
    mockApi({
      "GET /api/loads": { status: 200, body: summary({ counted: { counted: 0, ticketed: 0 } }) },
    });
    renderRoute(<DailyLoadSummary scope={{ from: "2024-01-05", to: "2024-01-09" }} />, {
      path: "/",
    });
    await screen.findByText("12.50 tons");
    expect(screen.queryByTestId("counted-loads")).not.toBeInTheDocument();
  });

  it("says when the range has no loads", async () => {
    mockApi({
      "GET /api/loads": {
        status: 200,
        body: summary({
          range: { from: "2024-01-09", to: "2024-01-09", timeZone: "UTC", today: "2024-01-09" },
          loads: [],
          totals: { totalLoads: 0, totalTons: 0, totalCubicYards: 0 },
        }),
      },
    });
    renderRoute(<DailyLoadSummary scope={{}} />, { path: "/" });
    expect(await screen.findByText(messages.loads.noneFound)).toBeInTheDocument();
    expect(screen.getByText("Today's loads")).toBeInTheDocument();
    expect(screen.getByText("Total: 0 loads")).toBeInTheDocument();
  });

  it("on a failure empties the list and zeroes the totals, and offers to try again", async () => {
    mockApi({
      "GET /api/loads": { status: 500, body: { error: { code: "INTERNAL", message: "x" } } },
    });
    renderRoute(<DailyLoadSummary scope={{ from: "2024-01-05" }} />, { path: "/" });
    expect(await screen.findByText(messages.dashboard.failedToFetchLoads)).toBeInTheDocument();
    expect(screen.getByText("Loads for Jan 05, 2024")).toBeInTheDocument();
    expect(screen.getByText("Total: 0 loads")).toBeInTheDocument();
    expect(screen.getByText("0.00 tons")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows further pages on request", async () => {
    let call = 0;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      call++;
      const cursor = new URL(String(input), "http://localhost").searchParams.get("cursor");
      const body = cursor
        ? summary({ loads: [row({ id: "l0", loadNumber: 0, materialType: "Sand" })] })
        : summary({ nextCursor: "next" });
      return new Response(JSON.stringify(body), { status: 200 });
    });
    const { user } = renderRoute(<DailyLoadSummary scope={{}} />, { path: "/" });
    await user.click(await screen.findByRole("button", { name: "Show more loads" }));
    expect(await screen.findByText("Sand")).toBeInTheDocument();
    expect(call).toBe(2);
    expect(screen.queryByRole("button", { name: "Show more loads" })).not.toBeInTheDocument();
  });
});
