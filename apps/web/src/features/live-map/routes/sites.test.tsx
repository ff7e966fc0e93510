import { messages, type Site } from "@haulwise/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import type { EngineModule } from "../components/live-map";
import { SitesRoute } from "./sites";

/** The map's own code is Leaflet's, tried in Chromium (e2e/sites.spec.ts); here it never arrives. */
const noMap = () => new Promise<EngineModule>(() => {});

const m = messages.siteScreens;

function makeSite(overrides: Partial<Site> = {}): Site {
  return {
    id: "s1",
    companyId: "c1",
    name: "North pit",
    address: "1 Quarry Road, Fresno, CA",
    geometry: {
      type: "circle",
      center: { latitude: 36.74, longitude: -119.78 },
      radiusMetres: 120,
    },
    minDwellSeconds: null,
    createdAt: "2026-11-20T08:00:00.000Z",
    updatedAt: "2026-11-20T08:00:00.000Z",
    archivedAt: null,
    ...overrides,
  };
}

const dumpSite = makeSite({
  id: "s2",
  name: "Maple Street fill",
  address: null,
  geometry: {
    type: "polygon",
    points: [
      { latitude: 36.75, longitude: -119.8 },
      { latitude: 36.751, longitude: -119.8 },
      { latitude: 36.751, longitude: -119.799 },
    ],
  },
  minDwellSeconds: 90,
});

function sitesApi(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    "GET /api/map-config": { status: 200, body: { basemap: { kind: "outlines" } } },
    "GET /api/tracking/positions": {
      status: 200,
      body: { positions: [], total: 0, limit: null },
    },
    "GET /api/sites": { status: 200, body: { sites: [makeSite(), dumpSite] } },
    ...routes,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/sites", () => {
  it("lists the company's sites with their fence and minimum stay in words", async () => {
    sitesApi();
    renderRoute(<SitesRoute engineLoader={noMap} />, { path: "/sites" });
    const list = await screen.findByRole("list", { name: m.list });
    const [pit, fill] = within(list).getAllByRole("listitem");
    expect(pit).toHaveTextContent("North pit");
    expect(pit).toHaveTextContent("Circle, radius 120 m");
    expect(pit).toHaveTextContent("Minimum stay: 2 min loading, 1 min dumping");
    expect(fill).toHaveTextContent("Polygon, 3 corners");
    expect(fill).toHaveTextContent("Minimum stay: 1.5 min");
    expect(within(fill!).getByRole("button", { name: "Edit Maple Street fill" })).toBeVisible();
    expect(within(fill!).getByRole("button", { name: "Archive Maple Street fill" })).toBeVisible();
  });

  it("draws a site from an address and a radius typed in, and saves it", async () => {
    const { calls } = sitesApi({
      "GET /api/places": {
        status: 200,
        body: {
          latitude: 36.7377,
          longitude: -119.7843,
          label: "93721 (Fresno, CA)",
          precision: "zip",
        },
      },
      "POST /api/sites": (body) => ({
        status: 201,
        body: makeSite({ id: "s3", ...(body as Partial<Site>) }),
      }),
    });
    const { user } = renderRoute(<SitesRoute engineLoader={noMap} />, { path: "/sites" });
    await user.click(await screen.findByRole("button", { name: m.newSite }));
    const form = screen.getByRole("form", { name: m.drawHeading });

    // Nothing drawn yet: the form says what is missing rather than sending it.
    await user.click(within(form).getByRole("button", { name: m.save }));
    expect(await within(form).findByText(m.noFenceYet)).toBeVisible();
    expect(calls.some((call) => call.key === "POST /api/sites")).toBe(false);

    await user.type(within(form).getByLabelText(m.name), "South pit");
    await user.type(within(form).getByLabelText(m.address), "1 Quarry Road, Fresno, CA 93721");
    await user.click(within(form).getByRole("button", { name: m.findOnMap }));
    const radius = within(form).getByLabelText(m.radius);
    await user.clear(radius);
    await user.type(radius, "150");
    await user.type(within(form).getByLabelText(m.minDwell), "3");
    await user.click(within(form).getByRole("button", { name: m.save }));

    await waitFor(() => expect(calls.some((call) => call.key === "POST /api/sites")).toBe(true));
    expect(calls.find((call) => call.key === "POST /api/sites")?.body).toEqual({
      name: "South pit",
      address: "1 Quarry Road, Fresno, CA 93721",
      geometry: {
        type: "circle",
        center: { latitude: 36.7377, longitude: -119.7843 },
        radiusMetres: 150,
      },
      minDwellSeconds: 180,
    });
    await waitFor(() =>
      expect(screen.queryByRole("form", { name: m.drawHeading })).not.toBeInTheDocument(),
    );
  });

  it("puts the server's refusal under the field it concerns", async () => {
    sitesApi({
      "PATCH /api/sites/s1": {
        status: 400,
        body: {
          error: {
            code: "VALIDATION_FAILED",
            message: "Invalid input",
            issues: [{ path: "body.name", message: "A site name can be at most 120 characters" }],
          },
        },
      },
    });
    const { user } = renderRoute(<SitesRoute engineLoader={noMap} />, { path: "/sites" });
    await user.click(await screen.findByRole("button", { name: "Edit North pit" }));
    const form = screen.getByRole("form", { name: m.editHeading });
    expect(within(form).getByLabelText(m.name)).toHaveValue("North pit");
    await user.click(within(form).getByRole("button", { name: m.save }));
    expect(
      await within(form).findByText("A site name can be at most 120 characters"),
    ).toBeVisible();
    expect(within(form).getByLabelText(m.name)).toHaveAttribute("aria-invalid", "true");
  });

  it("offers a place where trucks kept stopping as a site, with the fence around the stops", async () => {
    const fence = {
      type: "circle" as const,
      center: { latitude: 36.76, longitude: -119.81 },
      radiusMetres: 85,
    };
    const suggestion = {
      id: "sg1",
      name: "Stop area 1",
      geometry: fence,
      stops: 14,
      drivers: 3,
      averageStopSeconds: 360,
      summary: "14 stops of 6 min on average today",
    };
    const { calls } = sitesApi({
      "GET /api/sites/suggestions": {
        status: 200,
        body: { suggestions: [suggestion], from: "2026-11-27", to: "2026-11-27" },
      },
      "POST /api/sites": (body) => ({
        status: 201,
        body: makeSite({ id: "s9", ...(body as object) }),
      }),
    });
    const { user } = renderRoute(<SitesRoute engineLoader={noMap} />, { path: "/sites" });
    const offered = await screen.findByRole("list", { name: m.suggestions });
    expect(offered).toHaveTextContent("14 stops of 6 min on average today");
    await user.click(
      within(offered).getByRole("button", { name: `${messages.sites.makeThisASite} Stop area 1` }),
    );
    const form = screen.getByRole("form", { name: m.drawHeading });
    expect(within(form).getByLabelText(m.name)).toHaveValue("Stop area 1");
    expect(within(form).getByLabelText(m.radius)).toHaveValue(85);
    await user.clear(within(form).getByLabelText(m.name));
    await user.type(within(form).getByLabelText(m.name), "East pit");
    await user.click(within(form).getByRole("button", { name: m.save }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === "POST /api/sites")?.body).toMatchObject({
        name: "East pit",
        geometry: fence,
      }),
    );
  });

  it("opens the form with a circle around a stop sent from a driver's trail", async () => {
    const { calls } = sitesApi({
      "POST /api/sites": (body) => ({
        status: 201,
        body: makeSite({ id: "s7", ...(body as object) }),
      }),
    });
    const { user } = renderRoute(<SitesRoute engineLoader={noMap} />, {
      path: "/sites",
      initialEntry: "/sites?lat=36.75&lon=-119.81&radius=65&name=Stop%20of%20Nia%20Diaz",
    });
    const form = await screen.findByRole("form", { name: m.drawHeading });
    expect(within(form).getByLabelText(m.name)).toHaveValue("Stop of Nia Diaz");
    expect(within(form).getByLabelText(m.radius)).toHaveValue(65);
    await user.click(within(form).getByRole("button", { name: m.save }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === "POST /api/sites")?.body).toMatchObject({
        geometry: {
          type: "circle",
          center: { latitude: 36.75, longitude: -119.81 },
          radiusMetres: 65,
        },
      }),
    );
  });

  it("forgets a dismissed suggestion on this device", async () => {
    localStorage.clear();
    const suggestion = {
      id: "sg2",
      name: "Stop area 2",
      geometry: { type: "circle", center: { latitude: 36.7, longitude: -119.7 }, radiusMetres: 60 },
      stops: 5,
      drivers: 2,
      averageStopSeconds: 240,
      summary: "5 stops of 4 min on average today",
    };
    sitesApi({
      "GET /api/sites/suggestions": {
        status: 200,
        body: { suggestions: [suggestion], from: "2026-11-27", to: "2026-11-27" },
      },
    });
    const { user } = renderRoute(<SitesRoute engineLoader={noMap} />, { path: "/sites" });
    await user.click(await screen.findByRole("button", { name: "Dismiss Stop area 2" }));
    expect(screen.queryByRole("list", { name: m.suggestions })).not.toBeInTheDocument();
    expect(localStorage.getItem("haulwise.dismissed-site-suggestions")).toBe('["sg2"]');
  });

  it("archives a site after asking, and says why the server refused", async () => {
    const refusal = messages.sites.inUse("North pit", "load", "Main Street job");
    const { calls } = sitesApi({
      "DELETE /api/sites/s1": {
        status: 409,
        body: { error: { code: "CONFLICT", message: refusal } },
      },
    });
    const { user } = renderRoute(<SitesRoute engineLoader={noMap} />, { path: "/sites" });
    await user.click(await screen.findByRole("button", { name: "Archive North pit" }));
    const dialog = await screen.findByRole("alertdialog", { name: m.archiveTitle("North pit") });
    await user.click(within(dialog).getByRole("button", { name: m.archive }));
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(calls.filter((call) => call.key === "DELETE /api/sites/s1")).toHaveLength(1);
  });
});
