import type { FleetSummary } from "@haulwise/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeMe, mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { DashboardRoute } from "./dashboard";

const empty: FleetSummary = {
  activeVehicles: 0,
  totalVehicles: 0,
  driversOnDuty: 0,
  totalDrivers: 0,
  activeTrendPercent: null,
  recentActivity: [],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/dashboard", () => {
  it("prompts an empty fleet to add a vehicle, with no made-up trend", async () => {
    mockApi({
      "GET /api/session": { status: 200, body: { me: makeMe("contractor") } },
      "GET /api/dashboard/fleet": { status: 200, body: empty },
    });
    renderRoute(<DashboardRoute />, { path: "/dashboard" });
    expect(await screen.findByRole("link", { name: "Add Vehicle" })).toHaveAttribute(
      "href",
      "/vehicles/new",
    );
    expect(screen.getAllByText("0 of 0")).toHaveLength(2);
    expect(screen.getByText("No driver activity yesterday to compare with")).toBeInTheDocument();
  });

  it("shows the figures, the trend and recent activity with an ETA only where there is one", async () => {
    mockApi({
      "GET /api/session": { status: 200, body: { me: makeMe("contractor") } },
      "GET /api/dashboard/fleet": {
        status: 200,
        body: {
          activeVehicles: 2,
          totalVehicles: 3,
          driversOnDuty: 1,
          totalDrivers: 4,
          activeTrendPercent: -25,
          recentActivity: [
            {
              truckId: "t1",
              truckName: "#1 Volvo VNL",
              plate: "8ABC123",
              type: "truck",
              tracking: "moving",
              driverName: "Ana Ruiz",
              driverAvatarUrl: null,
              lastSeenAt: new Date().toISOString(),
              jobTitle: "North pit",
              etaMinutes: 10,
            },
            {
              truckId: "t2",
              truckName: "#2 Volvo VNL",
              plate: "Unknown",
              type: "truck",
              tracking: "paused",
              driverName: "Ben Ode",
              driverAvatarUrl: null,
              lastSeenAt: null,
              jobTitle: null,
              etaMinutes: null,
            },
          ],
        } satisfies FleetSummary,
      },
    });
    renderRoute(<DashboardRoute />, { path: "/dashboard" });
    expect(await screen.findByText("2 of 3")).toBeInTheDocument();
    expect(screen.getByText("1 of 4")).toBeInTheDocument();
    expect(screen.getByText("-25%")).toBeInTheDocument();
    expect(screen.getByText("Ana Ruiz")).toBeInTheDocument();
    expect(screen.getByText("North pit")).toBeInTheDocument();
    expect(screen.getAllByText(/ETA/)).toHaveLength(1);
    expect(screen.getByText("ETA 10 min")).toBeInTheDocument();
    expect(screen.getByText("No position shared yet")).toBeInTheDocument();
    // Each driver as the live map shows them; a paused one is not called active.
    const activity = screen.getByRole("list", { name: "Recent activity" });
    expect(within(activity).getByText("Moving")).toBeInTheDocument();
    expect(within(activity).getByText("Tracking paused")).toBeInTheDocument();
    expect(within(activity).queryByText("Active")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add Vehicle" })).not.toBeInTheDocument();
  });

  it("tells someone without a fleet where their own dashboard is, without asking for one", async () => {
    const api = mockApi({ "GET /api/session": { status: 200, body: { me: makeMe("driver") } } });
    renderRoute(<DashboardRoute />, { path: "/dashboard" });
    expect(await screen.findByText("No fleet on this account")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute(
      "href",
      "/driver-dashboard",
    );
    expect(api.calls.map((call) => call.key)).not.toContain("GET /api/dashboard/fleet");
  });

  it("offers no link to the page itself to someone whose dashboard this is", async () => {
    const api = mockApi({ "GET /api/session": { status: 200, body: { me: makeMe("admin") } } });
    renderRoute(<DashboardRoute />, { path: "/dashboard" });
    expect(await screen.findByText("No fleet on this account")).toBeInTheDocument();
    expect(screen.queryByText(/Your own work is on your dashboard/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Go to your dashboard" })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).not.toContain("GET /api/dashboard/fleet");
  });
});
