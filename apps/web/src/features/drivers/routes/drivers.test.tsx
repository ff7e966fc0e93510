import { messages } from "@haulwise/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientErrors } from "@/lib/api-error";
import { driverList, makeDriverCard, mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { DriversRoute } from "./drivers";

const ivy = makeDriverCard({
  email: "ivy@example.com",
  phone: "555 0101",
  status: "active",
  tracking: "idle",
  vehicle: { id: "t1", name: "#12 Kenworth T880" },
  rating: 4.5,
  ratingCount: 2,
  myRating: 5,
  tripsCompleted: 14,
  hoursLogged: 31.5,
  lastActiveAt: new Date(Date.now() - 5 * 60_000).toISOString(),
});
const sam = makeDriverCard({
  id: "d2",
  name: "Sam Reed",
  email: "sam@example.com",
  status: "off_duty",
  tracking: "off_duty",
});

const listOf = (...drivers: ReturnType<typeof makeDriverCard>[]) => ({
  status: 200,
  body: driverList(drivers),
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("/drivers", () => {
  it("shows three placeholders while loading", () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise(() => {}));
    renderRoute(<DriversRoute />, { path: "/drivers" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading drivers...");
    expect(screen.getAllByTestId("list-placeholder")).toHaveLength(3);
  });

  it("says an unreadable answer plainly and offers to try again, instead of breaking", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/drivers": { status: 200, body: { drivers: [{ ...ivy, rating: "4.5" }] } },
    });
    renderRoute(<DriversRoute />, { path: "/drivers" });
    expect(await screen.findByRole("alert")).toHaveTextContent(clientErrors.invalidResponse);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Drivers", level: 1 })).toBeVisible();
  });

  it("shows the spec's empty state with a way to invite", async () => {
    mockApi({ "GET /api/drivers": listOf() });
    renderRoute(<DriversRoute />, { path: "/drivers" });
    expect(await screen.findByText(messages.drivers.noneFound)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Your First Driver" })).toHaveAttribute(
      "href",
      "/drivers/invite",
    );
    expect(screen.getByRole("button", { name: "Add Driver" })).toHaveAttribute(
      "href",
      "/drivers/invite",
    );
  });

  it("says when a driver's tracker app last reported", async () => {
    const tracked = makeDriverCard({
      tracking: "moving",
      status: "active",
      trackerReportAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    });
    mockApi({ "GET /api/drivers": listOf(tracked, sam) });
    renderRoute(<DriversRoute />, { path: "/drivers" });
    expect(
      await screen.findByText(messages.tracking.trackerReportShort("3 minutes ago")),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/^Tracker app/)).toHaveLength(1);
  });

  it("shows the error text when the drivers cannot load", async () => {
    mockApi({
      "GET /api/drivers": { status: 500, body: { error: { code: "INTERNAL", message: "boom" } } },
    });
    renderRoute(<DriversRoute />, { path: "/drivers" });
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.drivers.failedToLoad);
  });

  it("counts who is on duty and draws each row from the server's figures", async () => {
    mockApi({
      "GET /api/drivers": {
        status: 200,
        body: driverList([ivy, sam], { counts: { total: 40, onDuty: 12 } }),
      },
    });
    renderRoute(<DriversRoute />, { path: "/drivers" });
    const table = await screen.findByRole("table", { name: "Drivers" });
    expect(screen.getByText(messages.lists.driversCount(40, 12))).toBeVisible();

    const ivyRow = within(within(table).getByRole("row", { name: /Ivy Cole/ }));
    expect(ivyRow.getByText("Active")).toBeInTheDocument();
    expect(ivyRow.getByText("Idle")).toBeInTheDocument();
    expect(ivyRow.getByText("Driving: #12 Kenworth T880")).toBeInTheDocument();
    expect(ivyRow.getByRole("link", { name: "555 0101" })).toHaveAttribute("href", "tel:555 0101");
    expect(ivyRow.getByRole("link", { name: "ivy@example.com" })).toHaveAttribute(
      "href",
      "mailto:ivy@example.com",
    );
    expect(ivyRow.getByText("4.5")).toBeInTheDocument();
    expect(ivyRow.getByText("14")).toBeInTheDocument();
    expect(ivyRow.getByText("5 minutes ago")).toBeInTheDocument();

    const samRow = within(within(table).getByRole("row", { name: /Sam Reed/ }));
    expect(samRow.getByText(messages.drivers.notAssigned)).toBeInTheDocument();
    expect(samRow.getByText(messages.drivers.noRatings)).toBeInTheDocument();
    // Off Duty, said once; never "Inactive", which read as a driver who had left.
    expect(samRow.getAllByText("Off Duty")).toHaveLength(1);
    expect(samRow.queryByText("Inactive")).toBeNull();
  });

  it("filters on duty and by tracking state through the address", async () => {
    const api = mockApi({ "GET /api/drivers": listOf(ivy) });
    const { user, router } = renderRoute(<DriversRoute />, { path: "/drivers" });
    await screen.findByRole("table", { name: "Drivers" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Duty" }), "On duty");
    await user.selectOptions(screen.getByRole("combobox", { name: "Tracking" }), "Idle");
    expect(router.state.location.search).toBe("?duty=on&tracking=idle");
    await waitFor(() =>
      expect(api.calls.at(-1)?.url.search).toBe("?duty=on&pageSize=50&tracking=idle"),
    );
    // Figures sort best first the first time.
    await user.click(screen.getByRole("button", { name: "Rating" }));
    expect(router.state.location.search).toBe("?duty=on&tracking=idle&sort=rating&dir=desc");
  });

  it("on a phone opens a row to the driver's card: contact, rating bar and figures", async () => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn(() => ({ matches: false, addEventListener() {}, removeEventListener() {} })),
    );
    mockApi({ "GET /api/drivers": listOf(ivy) });
    const { user } = renderRoute(<DriversRoute />, { path: "/drivers" });
    const row = await screen.findByRole("button", { name: /Ivy Cole/ });
    expect(row).toHaveAttribute("aria-expanded", "false");
    expect(row).toHaveTextContent("Idle·Driving: #12 Kenworth T880");
    await user.click(row);
    expect(row).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByTestId("rating-bar")).toHaveStyle({ width: "90%" });
    expect(screen.getByText("31.5")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Ivy Cole" })).toBeVisible();
  });

  it("rates a driver and asks before removing one", async () => {
    const api = mockApi({
      "GET /api/drivers": listOf(sam),
      "PUT /api/drivers/d2/rating": (body) => ({
        status: 200,
        body: { ...sam, rating: 4, ratingCount: 1, myRating: (body as { rating: number }).rating },
      }),
      "DELETE /api/drivers/d2": { status: 204 },
    });
    const { user } = renderRoute(<DriversRoute />, { path: "/drivers" });
    await user.click(await screen.findByRole("button", { name: "Rate Sam Reed" }));
    await user.click(await screen.findByRole("menuitemradio", { name: /4 stars/ }));
    expect(
      await screen.findByRole("button", { name: "Your rating: 4 for Sam Reed" }),
    ).toBeVisible();
    expect(api.calls.find((c) => c.key === "PUT /api/drivers/d2/rating")?.body).toEqual({
      rating: 4,
    });

    await user.click(screen.getByRole("button", { name: "Remove Sam Reed" }));
    expect(
      await screen.findByRole("alertdialog", { name: "Remove Sam Reed from your company?" }),
    ).toBeVisible();
    expect(api.calls.some((c) => c.key === "DELETE /api/drivers/d2")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Remove driver" }));
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.key === "DELETE /api/drivers/d2")).toBe(true),
    );
  });
});
