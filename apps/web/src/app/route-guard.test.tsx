import { type Me, messages } from "@haulwise/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { meKeys } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { makeMe } from "@/test/fixtures";
import { RouteGuard } from "./route-guard";

function WhereAmI({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <p>
      {name}
      {from ? ` from ${from}` : ""}
    </p>
  );
}

function renderGuarded(
  me: Me | null | undefined,
  path = "/jobs?status=open",
  { restored = false } = {},
) {
  const queryClient = createQueryClient({ retry: false });
  if (me !== undefined) queryClient.setQueryData(meKeys.all, me);
  // As the saved cache comes back on start: shown, but to be asked for again.
  if (restored) void queryClient.invalidateQueries({ refetchType: "none" });
  const router = createMemoryRouter(
    [
      { path: "/sign-in", element: <WhereAmI name="sign-in page" /> },
      { path: "/profile-setup", element: <WhereAmI name="profile setup" /> },
      { path: "/driver-dashboard", element: <WhereAmI name="driver dashboard" /> },
      {
        element: <RouteGuard allow={["contractor"]} />,
        children: [{ path: "/jobs", element: <WhereAmI name="jobs page" /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("RouteGuard", () => {
  it("shows 'Loading...' while the session is being checked", () => {
    vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise(() => {}));
    renderGuarded(undefined);
    expect(screen.getByText(messages.guard.loading)).toBeInTheDocument();
  });

  it("sends a signed-out person to sign in, remembering where they were going", async () => {
    const error = vi.spyOn(toast, "error");
    renderGuarded(null);
    expect(await screen.findByText("sign-in page from /jobs?status=open")).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(messages.guard.mustBeLoggedIn, expect.anything());
  });

  it("sends a person with the wrong role to their own dashboard", async () => {
    const error = vi.spyOn(toast, "error");
    renderGuarded(makeMe("driver"));
    expect(await screen.findByText("driver dashboard")).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(messages.guard.noPermission, expect.anything());
  });

  it("sends a person without a profile to profile setup", async () => {
    const info = vi.spyOn(toast, "info");
    renderGuarded(makeMe(null, false));
    expect(await screen.findByText("profile setup")).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith(messages.auth.completeProfileSetup, expect.anything());
  });

  it("waits for the server before sending away on a restored answer that was someone else's", async () => {
    const error = vi.spyOn(toast, "error");
    const contractor = makeMe("contractor");
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ me: contractor }), {
        headers: { "content-type": "application/json" },
      }),
    );
    renderGuarded(makeMe("driver"), "/jobs", { restored: true });
    expect(await screen.findByText("jobs page")).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it("keeps the restored person when the session check cannot reach the server (one bar)", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    renderGuarded(makeMe("contractor"), "/jobs", { restored: true });
    expect(await screen.findByText("jobs page")).toBeInTheDocument();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    // The failed check settles, and the restored answer still decides.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText("jobs page")).toBeInTheDocument();
    expect(screen.queryByText(messages.account.failedToLoadUserData)).not.toBeInTheDocument();
  });

  it("says the session could not be loaded when nothing was kept to show instead", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    renderGuarded(undefined);
    expect(await screen.findByText(messages.account.failedToLoadUserData)).toBeInTheDocument();
  });

  it("lets an allowed role in", async () => {
    renderGuarded(makeMe("contractor"));
    expect(await screen.findByText("jobs page")).toBeInTheDocument();
  });
});
