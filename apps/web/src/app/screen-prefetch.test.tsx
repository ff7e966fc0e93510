import { configure, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { meKeys } from "@/lib/query-keys";
import { jobList, makeJob, makeMe, mockApi } from "@/test/fixtures";
import { AppProviders } from "./providers";
import { routes } from "./router";
import { routerContextWith } from "./screen-prefetch";

afterEach(() => {
  vi.restoreAllMocks();
});

// Screens are compiled on first use, which on a busy two-core machine can take seconds.
configure({ asyncUtilTimeout: 10_000 });
const compiled = { timeout: 10_000 };

const NO_NOTIFICATIONS = { notifications: [], unreadCount: 0, nextCursor: null };

/** The app's router at `path`, with the query client the app gives it; nothing rendered. */
function enter(path: string) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: routerContextWith(queryClient),
  });
  return { queryClient, router };
}

const asked = (calls: { key: string; url: URL }[]) => calls.map((c) => `${c.key}${c.url.search}`);

describe("entering a screen asks for what it first shows", () => {
  it("a driver's jobs, the open jobs, and the shell's duty and notifications, before anything renders", async () => {
    const api = mockApi({
      "GET /api/session": { status: 200, body: { me: makeMe("driver") } },
      "GET /api/driver/jobs": { status: 200, body: { jobs: [] } },
      "GET /api/driver/available-jobs": { status: 200, body: { jobs: [] } },
      "GET /api/me/duty": { status: 200, body: { onDuty: false, trackerReportAt: null } },
      "GET /api/notifications": { status: 200, body: NO_NOTIFICATIONS },
    });
    const { router } = enter("/driver-jobs");

    await vi.waitFor(
      () =>
        expect(asked(api.calls).sort()).toEqual([
          "GET /api/driver/available-jobs",
          "GET /api/driver/jobs",
          "GET /api/me/duty",
          "GET /api/notifications",
          "GET /api/session",
        ]),
      compiled,
    );
    router.dispose();
  });

  it("the page of the list the address names, which the screen then reads without asking again", async () => {
    const api = mockApi({
      "GET /api/session": { status: 200, body: { me: makeMe("contractor") } },
      "GET /api/jobs": { status: 200, body: jobList([makeJob({ title: "Quarry run" })]) },
      "GET /api/subscription": { status: 404, body: { error: { code: "NOT_FOUND" } } },
      "GET /api/notifications": { status: 200, body: NO_NOTIFICATIONS },
    });
    const { queryClient, router } = enter("/jobs?status=active&q=quarry");
    const listRequests = () => api.calls.filter((c) => c.key === "GET /api/jobs");
    await vi.waitFor(() => expect(listRequests()).toHaveLength(1), compiled);
    const [request] = listRequests();
    expect(request?.url.searchParams.get("status")).toBe("active");
    expect(request?.url.searchParams.get("q")).toBe("quarry");
    await vi.waitFor(() =>
      expect(asked(api.calls)).toEqual(
        expect.arrayContaining(["GET /api/subscription", "GET /api/notifications"]),
      ),
    );

    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText("Quarry run")).toBeVisible();
    expect(listRequests()).toHaveLength(1);
    expect(api.calls.filter((c) => c.key === "GET /api/notifications")).toHaveLength(1);
  });

  it("nothing of a signed-in screen for a visitor nobody has signed in as", async () => {
    const api = mockApi({ "GET /api/session": { status: 200, body: { me: null } } });
    const { queryClient, router } = enter("/driver-jobs");
    await vi.waitFor(() => expect(queryClient.getQueryState(meKeys.all)?.status).toBe("success"));
    // The prefetches would start in the answer's continuation, before the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked(api.calls)).toEqual(["GET /api/session"]);
    router.dispose();
  });

  it.each(["/jobs", "/drivers", "/vehicles"])(
    "nothing of %s for a driver, whom its guard sends to their own dashboard",
    async (path) => {
      const api = mockApi({
        "GET /api/session": { status: 200, body: { me: makeMe("driver") } },
        "GET /api/me/duty": { status: 200, body: { onDuty: false, trackerReportAt: null } },
        "GET /api/notifications": { status: 200, body: NO_NOTIFICATIONS },
      });
      const { router } = enter(path);
      // Every loader has run once the router is initialized; the reads they start would
      // leave in the session's continuation, before the next task.
      await vi.waitFor(() => expect(router.state.initialized).toBe(true), compiled);
      await vi.waitFor(
        () => expect(asked(api.calls)).toContain("GET /api/notifications"),
        compiled,
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(asked(api.calls).sort()).toEqual([
        "GET /api/me/duty",
        "GET /api/notifications",
        "GET /api/session",
      ]);
      router.dispose();
    },
  );

  it("nothing at all from a router made without the app's query client", async () => {
    const api = mockApi({});
    const router = createMemoryRouter(routes, { initialEntries: ["/driver-jobs"] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(api.calls).toEqual([]);
    router.dispose();
  });
});
