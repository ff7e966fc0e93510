import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { meQueryKey, sessionEndedState } from "@/lib/session";
import { makeMe } from "@/test/fixtures";
import { RootLayout } from "./root-layout";

function Page() {
  const location = useLocation();
  return <p data-testid="state">{JSON.stringify(location.state)}</p>;
}

function setup(state: unknown) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryKey, makeMe("driver"));
  queryClient.setQueryData(["notifications"], { pages: [] });
  const router = createMemoryRouter(
    [{ Component: RootLayout, children: [{ path: "/", Component: Page }] }],
    { initialEntries: [{ pathname: "/", state }] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe("RootLayout", () => {
  it("forgets the ended session once the page after sign-out shows, then drops the marker", async () => {
    const queryClient = setup(sessionEndedState);
    await waitFor(() => expect(screen.getByTestId("state")).toHaveTextContent("null"));
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
    expect(queryClient.getQueryData(["notifications"])).toBeUndefined();
  });

  it("leaves a live session alone", async () => {
    const queryClient = setup({ from: "/jobs" });
    expect(await screen.findByTestId("state")).toHaveTextContent("/jobs");
    expect(queryClient.getQueryData(meQueryKey)).toEqual(makeMe("driver"));
  });
});
