import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/fixtures";
import { ChooseLiveDrivers } from "./choose-live-drivers";

afterEach(() => {
  vi.restoreAllMocks();
});

const drivers = [
  { id: "a", name: "Ana Hall" },
  { id: "b", name: "Ben Hall" },
  { id: "c", name: "Cy Hall" },
];

describe("ChooseLiveDrivers", () => {
  it("keeps the choice within the plan's number and saves it", async () => {
    const api = mockApi({
      "GET /api/tracking/live-drivers": {
        status: 200,
        body: { limit: 2, chosen: false, driverIds: ["a", "b"], drivers },
      },
      "PUT /api/tracking/live-drivers": (body) => ({
        status: 200,
        body: {
          limit: 2,
          chosen: true,
          driverIds: (body as { driverIds: string[] }).driverIds,
          drivers,
        },
      }),
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <ChooseLiveDrivers limit={2} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Choose drivers" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose who stays on the map" });
    expect(await within(dialog).findByText("2 of 2 chosen")).toBeInTheDocument();
    const cy = within(dialog).getByRole("checkbox", { name: "Cy Hall" });
    expect(cy).toBeDisabled();

    await user.click(within(dialog).getByRole("checkbox", { name: "Ana Hall" }));
    expect(cy).toBeEnabled();
    await user.click(cy);
    await user.click(within(dialog).getByRole("button", { name: "Keep these drivers" }));
    expect(api.calls.find((c) => c.key === "PUT /api/tracking/live-drivers")?.body).toEqual({
      driverIds: ["b", "c"],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("goes back to the default choice", async () => {
    const api = mockApi({
      "GET /api/tracking/live-drivers": {
        status: 200,
        body: { limit: 2, chosen: true, driverIds: ["c"], drivers },
      },
      "PUT /api/tracking/live-drivers": {
        status: 200,
        body: { limit: 2, chosen: false, driverIds: ["a", "b"], drivers },
      },
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <ChooseLiveDrivers limit={2} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Choose drivers" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("1 of 2 chosen");
    await user.click(within(dialog).getByRole("button", { name: "Use the default" }));
    expect(api.calls.find((c) => c.key === "PUT /api/tracking/live-drivers")?.body).toEqual({
      driverIds: [],
    });
  });
});
