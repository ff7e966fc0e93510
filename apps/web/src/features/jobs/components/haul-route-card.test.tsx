import { messages } from "@haulwise/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeJob, mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { HaulRouteCard } from "./haul-route-card";

const m = messages.siteScreens;

const site = (id: string, name: string) => ({
  id,
  companyId: "c1",
  name,
  address: null,
  geometry: { type: "circle", center: { latitude: 36.7, longitude: -119.7 }, radiusMetres: 100 },
  minDwellSeconds: null,
  createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-20T08:00:00.000Z",
  archivedAt: null,
});

afterEach(() => vi.restoreAllMocks());

describe("a job's haul route", () => {
  it("names where the job loads and dumps, chosen from the company's sites", async () => {
    const job = makeJob({ id: "j1" });
    const { calls } = mockApi({
      "GET /api/sites": {
        status: 200,
        body: { sites: [site("s1", "North pit"), site("s2", "Maple Street fill")] },
      },
      "PATCH /api/jobs/j1": (body) => ({ status: 200, body: { ...job, ...(body as object) } }),
    });
    const { user } = renderRoute(<HaulRouteCard job={job} />, { path: "/jobs/j1" });
    expect(screen.getByTestId("haul-route-summary")).toHaveTextContent(m.routeSummary(null, null));
    const form = await screen.findByRole("form", { name: m.haulRoute });
    await user.selectOptions(within(form).getByLabelText(m.loadSite), "North pit");
    await user.selectOptions(within(form).getByLabelText(m.dumpSite), "Maple Street fill");
    await user.click(within(form).getByRole("button", { name: m.saveRoute }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === "PATCH /api/jobs/j1")?.body).toEqual({
        loadSiteId: "s1",
        dumpSiteId: "s2",
      }),
    );
  });

  it("sends the contractor to draw sites when the company has none", async () => {
    mockApi({ "GET /api/sites": { status: 200, body: { sites: [] } } });
    renderRoute(<HaulRouteCard job={makeJob({ id: "j1" })} />, { path: "/jobs/j1" });
    expect(await screen.findByRole("link", { name: m.goToSites })).toHaveAttribute(
      "href",
      "/sites",
    );
  });
});
