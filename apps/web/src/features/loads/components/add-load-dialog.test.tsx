import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { driverList, makeDriverCard, makeJob, mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { AddLoadDialog } from "./add-load-dialog";

afterEach(() => {
  vi.restoreAllMocks();
});

const rosterEntry = (driverId: string, name: string, status: "active" | "pending") => ({
  driverId,
  name,
  email: `${driverId}@example.com`,
  phone: null,
  avatarUrl: null,
  status,
  requestedAt: null,
  joinedAt: null,
});

describe("Add Load", () => {
  it("lists the job's drivers first, then the rest of the company", async () => {
    const job = makeJob({ id: "j1", title: "North pit" });
    mockApi({
      "GET /api/drivers": {
        status: 200,
        body: driverList([
          makeDriverCard({ id: "d1", name: "Ana Ruiz" }),
          makeDriverCard({ id: "d2", name: "Ben Ode" }),
          makeDriverCard({ id: "d3", name: "Cal Dunn" }),
        ]),
      },
      "GET /api/jobs/j1/drivers": {
        status: 200,
        body: {
          drivers: [
            rosterEntry("d3", "Cal Dunn", "active"),
            rosterEntry("d1", "Ana Ruiz", "pending"),
          ],
        },
      },
    });
    const { user } = renderRoute(<AddLoadDialog job={job} />, { path: "/" });
    await user.click(screen.getByRole("button", { name: "Add Load" }));
    const select = await screen.findByLabelText("Driver");
    const onJob = await within(select).findByRole("group", { name: "On this job" });
    expect(
      within(onJob)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Cal Dunn"]);
    const others = within(select).getByRole("group", { name: "Other drivers" });
    expect(
      within(others)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Ana Ruiz", "Ben Ode"]);
  });
});
