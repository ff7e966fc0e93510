import { createMemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { routes } from "./router";
import { routerContextWith } from "./screen-prefetch";

describe("the app's addresses", () => {
  it.each([
    ["/trucks", "/vehicles", ""],
    ["/trucks?status=repair", "/vehicles", "?status=repair"],
    ["/trucks/new", "/vehicles/new", ""],
  ])(
    "sends %s, which the sidebar's Trucks suggests, to the trucks screens",
    async (path, to, search) => {
      const router = createMemoryRouter(routes, {
        initialEntries: [path],
        getContext: routerContextWith(createQueryClient({ retry: false })),
      });
      // The screen it lands on is compiled on first use, which takes a while on a busy machine.
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(to), { timeout: 15_000 });
      expect(router.state.location.search).toBe(search);
      router.dispose();
    },
  );
});
