import { type LiveDrivers, type LivePosition, messages } from "@haulwise/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { PlanBanner } from "./map-overlays";

const t = messages.tracking;

afterEach(() => {
  vi.restoreAllMocks();
});

const names = ["Ana Hall", "Ben Hall", "Cy Hall", "Di Hall"];
const drivers = names.map((name, index) => ({ id: `d${index + 1}`, name }));

const liveDrivers = (overrides: Partial<LiveDrivers> = {}): LiveDrivers => ({
  limit: 3,
  chosen: false,
  driverIds: ["d1", "d2", "d3"],
  drivers,
  ...overrides,
});

const positionOf = (driverId: string): LivePosition => ({
  driverId,
  name: drivers.find((driver) => driver.id === driverId)?.name ?? driverId,
  latitude: 37.77,
  longitude: -122.41,
  accuracy: 8,
  speed: 12,
  heading: 90,
  recordedAt: new Date().toISOString(),
  state: "moving",
  idleSince: null,
  truck: null,
});

/** The company map shows d2, d3 and d4 (Haulwise's default skipped d1, who is off duty). */
const onTheMap = {
  status: 200,
  body: { positions: ["d2", "d3", "d4"].map(positionOf), total: 4, limit: 3 },
};

async function openChooser(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ "GET /api/tracking/positions": onTheMap, ...routes });
  const { user } = renderRoute(<PlanBanner limit={3} total={4} />, { path: "/" });
  expect(screen.getByText(t.planLimit(3, 4))).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: t.chooseLiveDrivers }));
  const dialog = await screen.findByRole("dialog", { name: t.liveDriversTitle });
  await within(dialog).findByRole("checkbox", { name: "Ana Hall" });
  return { api, user, dialog };
}

describe("choosing who stays on the map", () => {
  it("starts from who the map shows, ticks at most the plan's limit and saves in the order ticked", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user, dialog } = await openChooser({
      "GET /api/tracking/live-drivers": { status: 200, body: liveDrivers() },
      "PUT /api/tracking/live-drivers": (body) => ({
        status: 200,
        body: liveDrivers({ chosen: true, driverIds: (body as LiveDrivers).driverIds }),
      }),
    });
    expect(within(dialog).getByText(t.liveDriversHelp(3))).toBeInTheDocument();
    const box = (name: string) => within(dialog).getByRole("checkbox", { name });
    expect(box("Ana Hall")).not.toBeChecked();
    expect(box("Ana Hall")).toBeDisabled();
    for (const name of ["Ben Hall", "Cy Hall", "Di Hall"]) expect(box(name)).toBeChecked();
    expect(within(dialog).getByText(t.liveDriversChosen(3, 3))).toBeInTheDocument();
    expect(within(dialog).getByText(t.liveDriversFull)).toBeInTheDocument();
    expect(within(dialog).getAllByText(t.onTheMapNow)).toHaveLength(3);

    await user.click(box("Cy Hall"));
    expect(within(dialog).getByText(t.liveDriversChosen(2, 3))).toBeInTheDocument();
    expect(box("Ana Hall")).toBeEnabled();
    await user.click(box("Ana Hall"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(t.liveDriversSaved));
    const put = api.calls.find((call) => call.key === "PUT /api/tracking/live-drivers");
    expect(put?.body).toEqual({ driverIds: ["d2", "d4", "d1"] });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens on the contractor's own choice, and can hand it back to Haulwise", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user, dialog } = await openChooser({
      "GET /api/tracking/live-drivers": {
        status: 200,
        body: liveDrivers({ chosen: true, driverIds: ["d4", "d1"] }),
      },
      "PUT /api/tracking/live-drivers": { status: 200, body: liveDrivers() },
    });
    expect(within(dialog).getByRole("checkbox", { name: "Di Hall" })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Ana Hall" })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Ben Hall" })).not.toBeChecked();
    expect(within(dialog).getByText(t.liveDriversChosen(2, 3))).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: t.letHaulwiseChoose }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(t.liveDriversReset));
    expect(api.calls.find((call) => call.key === "PUT /api/tracking/live-drivers")?.body).toEqual({
      driverIds: [],
    });
  });

  it("says why a choice was refused and keeps the dialog open", async () => {
    const error = vi.spyOn(toast, "error");
    const refusal = t.tooManyLiveDrivers(3);
    const { user, dialog } = await openChooser({
      "GET /api/tracking/live-drivers": { status: 200, body: liveDrivers() },
      "PUT /api/tracking/live-drivers": {
        status: 400,
        body: { error: { code: "BAD_REQUEST", message: refusal } },
      },
    });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(refusal));
    expect(screen.getByRole("dialog", { name: t.liveDriversTitle })).toBeInTheDocument();
  });

  it("finds a driver by name in a big fleet", async () => {
    const fleet = Array.from({ length: 40 }, (_, index) => ({
      id: `f${index}`,
      name: index === 0 ? "Ana Hall" : `Driver ${String(index).padStart(2, "0")}`,
    }));
    const { user, dialog } = await openChooser({
      "GET /api/tracking/live-drivers": {
        status: 200,
        body: liveDrivers({ limit: 20, drivers: fleet, driverIds: [] }),
      },
    });
    expect(within(dialog).getAllByRole("checkbox")).toHaveLength(40);
    await user.type(within(dialog).getByLabelText(t.findDriver), "ana");
    expect(within(dialog).getAllByRole("checkbox")).toHaveLength(1);
    expect(within(dialog).getByRole("checkbox", { name: "Ana Hall" })).toBeInTheDocument();
  });

  it("says so when the drivers cannot be read, with a way to try again", async () => {
    mockApi({
      "GET /api/tracking/positions": onTheMap,
      "GET /api/tracking/live-drivers": {
        status: 500,
        body: { error: { code: "X", message: "x" } },
      },
    });
    const { user } = renderRoute(<PlanBanner limit={3} total={4} />, { path: "/" });
    await user.click(screen.getByRole("button", { name: t.chooseLiveDrivers }));
    const dialog = await screen.findByRole("dialog", { name: t.liveDriversTitle });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(t.liveDriversLoadFailed);
    expect(within(dialog).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
