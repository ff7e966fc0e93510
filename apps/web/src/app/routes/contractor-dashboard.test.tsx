import { DEFAULT_SUBSCRIPTION_STATUS, messages } from "@haulwise/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { makeMe, mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { ContractorDashboardPage } from "./contractor-dashboard";

afterEach(() => {
  vi.restoreAllMocks();
});

const range = { from: "2024-01-09", to: "2024-01-09", timeZone: "UTC", today: "2024-01-09" };
const fleet = {
  activeVehicles: 1,
  totalVehicles: 2,
  driversOnDuty: 1,
  totalDrivers: 3,
  activeTrendPercent: null,
  recentActivity: [],
};
const empty = {
  range,
  totals: { totalLoads: 0, totalTons: 0, totalCubicYards: 0 },
  loads: [],
  nextCursor: null,
};

// Three tabs of figures and a map take a few seconds to render when the machine is busy.
describe("/contractor-dashboard", { timeout: 15_000 }, () => {
  it("opens on the overview with the stat cards and the fleet's figures", async () => {
    mockApi({
      "GET /api/session": { status: 200, body: { me: makeMe("contractor") } },
      "GET /api/dashboard/stats": {
        status: 200,
        body: {
          range,
          activeJobs: 3,
          todaysLoads: 2,
          todaysCounted: { counted: 5, ticketed: 2 },
          totalQuantityTons: 15,
          totalCubicYards: 0,
        },
      },
      "GET /api/loads": { status: 200, body: empty },
      "GET /api/dashboard/fleet": { status: 200, body: fleet },
      "GET /api/subscription": {
        status: 200,
        body: { ...DEFAULT_SUBSCRIPTION_STATUS, plan: "pro", truckLimit: 20 },
      },
    });
    renderRoute(<ContractorDashboardPage />, { path: "/contractor-dashboard" });
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Tracking" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Loads" })).toBeInTheDocument();
    const card = (label: string) =>
      screen.getByRole("heading", { name: label }).closest("[data-slot=card]") as HTMLElement;
    expect(await screen.findByText("15.00")).toBeInTheDocument();
    expect(card("Total Quantity")).toHaveTextContent("15.00 tons");
    expect(within(card("Active Jobs")).getByText("3")).toBeInTheDocument();
    expect(within(card("Today's Loads")).getByText("2")).toBeInTheDocument();
    // The loads the trucks' GPS counted, beside the ticketed ones.
    expect(card("Today's Loads")).toHaveTextContent(
      `Loads delivered today; ${messages.cycleScreens.countedToday(5, 2)}`,
    );
    expect(await screen.findByText("1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Fleet overview" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(screen.getByRole("button", { name: "Date range: Today" })).toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: messages.subscription.upgradeTo("Business") }),
    ).toHaveAttribute("href", "/subscription");
  });

  it("reports a data error in one banner whose Retry says 'Retrying data fetch...', with zeros meanwhile", async () => {
    const info = vi.spyOn(toast, "info");
    let failing = true;
    mockApi({
      "GET /api/session": { status: 200, body: { me: makeMe("contractor") } },
      "GET /api/dashboard/stats": () =>
        failing
          ? { status: 500, body: { error: { code: "INTERNAL", message: "boom" } } }
          : {
              status: 200,
              body: {
                range,
                activeJobs: 1,
                todaysLoads: 4,
                totalQuantityTons: 9,
                totalCubicYards: 0,
              },
            },
      "GET /api/loads": { status: 200, body: empty },
      "GET /api/dashboard/fleet": {
        status: 500,
        body: { error: { code: "INTERNAL", message: "x" } },
      },
      // The plan check failing never stops the dashboard: the card shows the defaults.
      "GET /api/subscription": {
        status: 500,
        body: { error: { code: "INTERNAL", message: "x" } },
      },
    });
    const { user } = renderRoute(<ContractorDashboardPage />, {
      path: "/contractor-dashboard",
      initialEntry: "/contractor-dashboard?from=2024-01-05&to=2024-01-09",
    });
    expect(await screen.findByText(messages.dashboard.failedToFetchActiveJobs)).toBeInTheDocument();
    expect(screen.getByText("0.00")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Date range: Jan 05, 2024 – Jan 09, 2024" }),
    ).toBeInTheDocument();
    failing = false;
    const banner = screen
      .getByText(messages.dashboard.failedToFetchActiveJobs)
      .closest("[role=alert]") as HTMLElement;
    await user.click(within(banner).getByRole("button", { name: "Retry" }));
    expect(info).toHaveBeenCalledWith(messages.dashboard.retrying, expect.anything());
    expect(await screen.findByText("9.00")).toBeInTheDocument();
    expect(screen.queryByText(messages.dashboard.failedToFetchActiveJobs)).not.toBeInTheDocument();
    expect(screen.getByText(messages.subscription.tracksUpTo(3))).toBeInTheDocument();
  });

  it("shows the company's live map on the Tracking tab", async () => {
    mockApi({
      "GET /api/session": { status: 200, body: { me: makeMe("contractor") } },
      "GET /api/loads": { status: 200, body: empty },
      "GET /api/dashboard/stats": {
        status: 200,
        body: { range, activeJobs: 0, todaysLoads: 0, totalQuantityTons: 0, totalCubicYards: 0 },
      },
      "GET /api/tracking/positions": {
        status: 200,
        body: { positions: [], total: 0, limit: 3 },
      },
      "GET /api/tracking/alerts": { status: 200, body: { alerts: [] } },
    });
    renderRoute(<ContractorDashboardPage />, {
      path: "/contractor-dashboard",
      initialEntry: "/contractor-dashboard?tab=tracking",
    });
    expect(screen.getByRole("tab", { name: "Tracking" })).toHaveAttribute("aria-selected", "true");
    expect(
      await screen.findByRole("region", { name: "Live map of your drivers" }),
    ).toBeInTheDocument();
  });
});
