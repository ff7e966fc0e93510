import type { Job } from "@haulwise/domain";
import { configure, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeJob, makeMe, mockApi } from "@/test/fixtures";
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
    "GET /api/me": { status: 200, body: makeMe("contractor") },
    "GET /api/notifications": {
      status: 200,
      body: { notifications: [], unreadCount: 0, nextCursor: null },
    },
    "GET /api/jobs/j1": () => ({ status: 200, body: job }),
    "GET /api/jobs/j1/view": () => ({ status: 200, body: { ...job, access: "contractor" } }),
    "GET /api/jobs/j1/documents": { status: 200, body: { documents: [] } },
    "GET /api/jobs/j1/permissions": { status: 200, body: { grants: [] } },
    "GET /api/drivers": { status: 200, body: { drivers: [] } },
    "GET /api/jobs": () => ({ status: 200, body: { jobs: [job] } }),
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
