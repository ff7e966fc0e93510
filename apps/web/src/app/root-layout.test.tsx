import { messages } from "@haulwise/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { meKeys, notificationKeys } from "@/lib/query-keys";
import { sessionEndedState } from "@/lib/session";
import { toast } from "@/lib/toast";
import { makeMe } from "@/test/fixtures";
import { RootLayout } from "./root-layout";

function Page() {
  const location = useLocation();
  return <p data-testid="state">{JSON.stringify(location.state)}</p>;
}

function setup(state: unknown, entry = "/") {
  const queryClient = createQueryClient({ retry: false });
  queryClient.setQueryData(meKeys.all, makeMe("driver"));
  queryClient.setQueryData(notificationKeys.all, { pages: [] });
  const router = createMemoryRouter(
    [{ Component: RootLayout, children: [{ path: "*", Component: Page }] }],
    { initialEntries: [entryOf(entry, state)] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

/** A router entry for a path with its search and hash. */
function entryOf(path: string, state: unknown) {
  const { pathname, search, hash } = new URL(path, "http://localhost");
  return { pathname, search, hash, state };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("RootLayout", () => {
  it("forgets the ended session once the page after sign-out shows, then drops the marker", async () => {
    const queryClient = setup(sessionEndedState);
    await waitFor(() => expect(screen.getByTestId("state")).toHaveTextContent("null"));
    expect(queryClient.getQueryData(meKeys.all)).toBeNull();
    expect(queryClient.getQueryData(notificationKeys.all)).toBeUndefined();
  });

  it.each([
    ["/sign-in?type=recovery", true],
    ["/verify#access_token=x&type=signup", true],
    ["/messaging#type=signup", false],
    ["/sign-in", false],
  ])("at %s says 'Verifying your email...': %s", async (entry, shown) => {
    const info = vi.spyOn(toast, "info");
    setup(null, entry);
    await screen.findByTestId("state");
    if (shown) expect(info).toHaveBeenCalledWith(messages.auth.verifyingEmail, expect.anything());
    else expect(info).not.toHaveBeenCalled();
  });

  it("leaves a live session alone", async () => {
    const queryClient = setup({ from: "/jobs" });
    expect(await screen.findByTestId("state")).toHaveTextContent("/jobs");
    expect(queryClient.getQueryData(meKeys.all)).toEqual(makeMe("driver"));
  });
});
