import { messages } from "@haulwise/domain";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { MarkSiteCard } from "./mark-site-card";

const m = messages.siteScreens;

/** A phone whose owner allowed location, standing at `coords`. */
function standingAt(coords: { latitude: number; longitude: number; accuracy: number }) {
  vi.stubGlobal("navigator", {
    ...navigator,
    permissions: { query: async () => ({ state: "granted" }) },
    geolocation: {
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords, timestamp: Date.now() } as unknown as GeolocationPosition),
    },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const site = {
  id: "s1",
  companyId: "c1",
  name: "Pit marked by Nia Diaz",
  address: null,
  geometry: { type: "circle", center: { latitude: 36.7, longitude: -119.7 }, radiusMetres: 100 },
  minDwellSeconds: null,
  createdAt: "2026-11-27T08:00:00.000Z",
  updatedAt: "2026-11-27T08:00:00.000Z",
  archivedAt: null,
};

describe("the driver's 'this is the pit'", () => {
  it("marks the job's pit where the driver stands", async () => {
    standingAt({ latitude: 36.7, longitude: -119.7, accuracy: 12 });
    const { calls } = mockApi({
      "POST /api/jobs/j1/site-marks": {
        status: 201,
        body: { site, route: { loadSiteId: "s1", dumpSiteId: null } },
      },
    });
    const { user } = renderRoute(<MarkSiteCard jobId="j1" />, { path: "/jobs/j1/view" });
    await user.click(screen.getByRole("button", { name: m.markPit }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === "POST /api/jobs/j1/site-marks")?.body).toEqual({
        role: "load",
        latitude: 36.7,
        longitude: -119.7,
        accuracy: 12,
      }),
    );
  });

  it("says why when the position is too rough, in the server's words", async () => {
    standingAt({ latitude: 36.7, longitude: -119.7, accuracy: 180 });
    const refusal = messages.sites.positionTooRough(180);
    mockApi({
      "POST /api/jobs/j1/site-marks": {
        status: 400,
        body: { error: { code: "BAD_REQUEST", message: refusal } },
      },
    });
    const { user } = renderRoute(<MarkSiteCard jobId="j1" />, { path: "/jobs/j1/view" });
    await user.click(screen.getByRole("button", { name: m.markDump }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
  });
});
