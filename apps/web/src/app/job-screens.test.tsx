import type { Job } from "@haulwise/domain";
import { configure, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { driverList, jobList, makeJob, makeMe, mockApi } from "@/test/fixtures";
import { AppProviders } from "./providers";
import { routes } from "./router";

afterEach(() => {
  vi.restoreAllMocks();
});

// The whole app's lazy screens are compiled on first use, which on a busy two-core machine can
// take seconds per screen: wait for each as long as a person would, not the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

/**
 * The whole app (providers, shell, guards, lazy screens) with the query client it runs with
 * in the browser, whose answers stay fresh for 30 s: a screen only shows a change made on another
 * screen if that change reached its cache.
 */
function renderApp(path: string) {
  const user = userEvent.setup();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user, router };
}

/** A server holding one job that PATCH changes, answering both of its read endpoints. */
function serveOneJob() {
  let job: Job = makeJob({ title: "Riverside haul" });
  return mockApi({
    "GET /api/session": { status: 200, body: { me: makeMe("contractor") } },
    "GET /api/notifications": {
      status: 200,
      body: { notifications: [], unreadCount: 0, nextCursor: null },
    },
    "GET /api/jobs/j1": () => ({ status: 200, body: job }),
    "GET /api/jobs/j1/view": () => ({ status: 200, body: { ...job, access: "contractor" } }),
    "GET /api/jobs/j1/documents": { status: 200, body: { documents: [] } },
    "GET /api/jobs/j1/permissions": { status: 200, body: { grants: [] } },
    "GET /api/drivers": { status: 200, body: driverList([]) },
    "GET /api/jobs": () => ({ status: 200, body: jobList([job]) }),
    "PATCH /api/jobs/j1": (body) => {
      job = { ...job, ...(body as Partial<Job>) };
      return { status: 200, body: job };
    },
  });
}

describe("one job on two screens", () => {
  it("an edit on the job's page shows on its read-only view and in the jobs list", async () => {
    serveOneJob();
    const { user, router } = renderApp("/jobs/j1/view");
    expect(await screen.findByRole("heading", { name: "Riverside haul", level: 1 })).toBeVisible();
    await router.navigate("/jobs");
    expect(await screen.findByRole("link", { name: /Riverside haul/ })).toBeVisible();

    await router.navigate("/jobs/j1");
    await user.click(await screen.findByRole("button", { name: "Edit job" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit job" });
    const title = within(dialog).getByLabelText("Title");
    await user.clear(title);
    await user.type(title, "Riverside gravel haul");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByRole("heading", { name: "Riverside gravel haul", level: 1 }),
    ).toBeVisible();

    await user.click(screen.getByRole("link", { name: "View access" }));
    expect(
      await screen.findByRole("heading", { name: "Riverside gravel haul", level: 1 }),
    ).toBeVisible();
    await router.navigate("/jobs");
    expect(await screen.findByRole("link", { name: /Riverside gravel haul/ })).toBeVisible();
  }, 60_000);
});

describe("a driver's job", () => {
  const gateJob = makeJob({
    title: "North quarry run",
    status: "active",
    description: "Haul base rock to the north pad.\nGate code 4411. Sign in at the scale house.",
    locationAddress: "1 Quarry Road, Fresno",
    latitude: 36.7378,
    longitude: -119.7871,
    startDate: "2030-03-04",
  });

  it("opens from a schedule row with all of it: description, documents and directions", async () => {
    mockApi({
      "GET /api/session": { status: 200, body: { me: makeMe("driver") } },
      "GET /api/notifications": {
        status: 200,
        body: { notifications: [], unreadCount: 0, nextCursor: null },
      },
      "GET /api/me/duty": { status: 200, body: { onDuty: false, trackerReportAt: null } },
      "GET /api/driver/jobs": { status: 200, body: { jobs: [gateJob] } },
      "GET /api/jobs/j1/view": { status: 200, body: { ...gateJob, access: "driver" } },
      "GET /api/jobs/j1/documents": {
        status: 200,
        body: {
          documents: [
            {
              id: "doc1",
              jobId: "j1",
              fileName: "scale-ticket.pdf",
              fileType: "application/pdf",
              sizeBytes: 2048,
              notes: "Show this at the quarry gate.",
              driver: { id: "u1", name: "Dana Reyes" },
              uploadedByName: "Casey Contractor",
              jobTitle: "North quarry run",
              jobNumber: "JOB-123456",
              createdAt: new Date().toISOString(),
            },
          ],
        },
      },
    });
    const { user, router } = renderApp("/driver-schedule");
    await user.click(await screen.findByRole("link", { name: /North quarry run/ }));

    expect(
      await screen.findByRole("heading", { name: "North quarry run", level: 1 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/jobs/j1/view");
    expect(screen.getByText(/Gate code 4411\. Sign in at the scale house\./)).toBeVisible();
    expect(screen.getByText("Starts Monday, Mar 04, 2030")).toBeVisible();
    expect(screen.getByRole("link", { name: "Navigate to the site" })).toHaveAttribute(
      "href",
      "geo:36.7378,-119.7871?q=36.7378,-119.7871(1%20Quarry%20Road%2C%20Fresno)",
    );
    // No directions provider is configured in this build: no web link is made up.
    expect(screen.queryByRole("link", { name: /Directions on the web/ })).toBeNull();
    const documents = await screen.findByRole("list", { name: "Documents for this job" });
    expect(documents).toHaveTextContent("scale-ticket.pdf");
    expect(documents).toHaveTextContent("Show this at the quarry gate.");
    expect(within(documents).getByRole("button", { name: /Download/ })).toBeVisible();

    await user.click(screen.getByRole("link", { name: "Back to Schedule" }));
    expect(router.state.location.pathname).toBe("/driver-schedule");
  }, 60_000);
});
