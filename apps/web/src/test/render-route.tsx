import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { BaseProviders } from "@/app/base-providers";
import { PublicScreenBridge } from "@/app/public-screen-bridge";
import { createQueryClient } from "@/lib/query-client";

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders one screen at `path` in a memory router where every other path shows where the
 * browser ended up, so a test can assert redirects with `landedAt()`. The providers are the
 * app's (theme, toasts), and its query client without retries.
 */
export function renderRoute(
  element: React.ReactElement,
  { path, initialEntry = path, state }: { path: string; initialEntry?: string; state?: unknown },
) {
  const user = userEvent.setup();
  const entry = new URL(initialEntry, "http://localhost");
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(
    [
      { path, element: <PublicScreenBridge>{element}</PublicScreenBridge> },
      { path: "*", element: <Landed /> },
    ],
    { initialEntries: [{ pathname: entry.pathname, search: entry.search, state }] },
  );
  render(
    <BaseProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </BaseProviders>,
  );
  return { user, router, queryClient };
}

export async function landedAt() {
  return (await screen.findByTestId("landed")).textContent;
}
