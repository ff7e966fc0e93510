import { messages } from "@haulwise/domain";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { DriverStops } from "./driver-stops";

const m = messages.siteScreens;

afterEach(() => vi.restoreAllMocks());

const pit = {
  id: "s1",
  companyId: "c1",
  name: "North pit",
  address: null,
  geometry: {
    type: "circle" as const,
    center: { latitude: 36.7, longitude: -119.7 },
    radiusMetres: 100,
  },
  minDwellSeconds: null,
  createdAt: "2026-11-27T08:00:00.000Z",
  updatedAt: "2026-11-27T08:00:00.000Z",
  archivedAt: null,
};

describe("where a driver stopped today", () => {
  it("lists each stop, names the site it lies in, and offers the others as new sites", async () => {
    mockApi({
      "GET /api/drivers/d1/stops": {
        status: 200,
        body: {
          driverId: "d1",
          date: "2026-11-27",
          stops: [
            {
              latitude: 36.7,
              longitude: -119.7,
              radiusMetres: 18,
              startedAt: "2026-11-27T15:00:00.000Z",
              endedAt: "2026-11-27T15:09:00.000Z",
              siteId: "s1",
            },
            {
              latitude: 36.75,
              longitude: -119.81,
              radiusMetres: 40,
              startedAt: "2026-11-27T15:40:00.000Z",
              endedAt: "2026-11-27T15:46:00.000Z",
              siteId: null,
            },
          ],
        },
      },
    });
    renderRoute(<DriverStops driverId="d1" name="Nia Diaz" sites={[pit]} />, { path: "/" });
    const section = await screen.findByRole("region", { name: m.stopsHeading("Nia Diaz") });
    const [atPit, elsewhere] = within(section).getAllByRole("listitem");
    expect(atPit).toHaveTextContent("9 min · at North pit");
    expect(within(atPit!).queryByRole("link")).not.toBeInTheDocument();
    const make = within(elsewhere!).getByRole("link", { name: /^Make a site here/ });
    const target = new URL(make.getAttribute("href") ?? "", "http://localhost");
    expect(target.pathname).toBe("/sites");
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      lat: "36.75",
      lon: "-119.81",
      radius: "65",
    });
  });
});
