import { messages } from "@haulwise/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formOutbox } from "@/api/form-outbox";
import { createQueryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { installBrowserPermissions, removeBrowserPermissions } from "@/test/browser-permissions";
import { mockApi } from "@/test/fixtures";
import { ShiftControl } from "./shift-control";
import { ShiftTracker } from "./shift-tracker";

function renderShift() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter>
        <ShiftTracker driverId="u1" />
        <ShiftControl />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user };
}

beforeEach(async () => {
  formOutbox.setOwner("u1");
  await formOutbox.start();
});

afterEach(async () => {
  formOutbox.setOwner(null);
  for (const entry of formOutbox.entries()) await formOutbox.discard(entry.id);
  removeBrowserPermissions();
  vi.restoreAllMocks();
});

describe("ShiftControl", () => {
  it("puts the driver on duty on the server and says so", async () => {
    installBrowserPermissions({ geolocation: "denied" });
    const api = mockApi({
      "GET /api/me/duty": { status: 200, body: { onDuty: false, trackerReportAt: null } },
      "PUT /api/me/duty": (body) => ({
        status: 200,
        body: { ...(body as object), trackerReportAt: null },
      }),
      "POST /api/positions/events": { status: 204 },
    });
    const success = vi.spyOn(toast, "success");
    const { user } = renderShift();
    const toggle = await screen.findByRole("switch", { name: "On duty" });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(messages.tracking.offDuty)).toBeInTheDocument();

    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).toBeChecked());
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.key === "PUT /api/me/duty")?.body).toEqual({ onDuty: true }),
    );
    expect(success).toHaveBeenCalledWith(messages.drivers.dutyOn, expect.anything());
    // Location is blocked in this browser: the line says the contractor cannot see the driver.
    expect(screen.getByText(messages.tracking.locationNotAllowed)).toBeInTheDocument();
  });

  it("going off duty tells the server sharing stopped, then changes the duty, in that order", async () => {
    installBrowserPermissions({ geolocation: "denied" });
    const api = mockApi({
      "GET /api/me/duty": { status: 200, body: { onDuty: true, trackerReportAt: null } },
      "PUT /api/me/duty": (body) => ({
        status: 200,
        body: { ...(body as object), trackerReportAt: null },
      }),
      "POST /api/positions/events": { status: 204 },
    });
    const { user } = renderShift();
    const toggle = await screen.findByRole("switch", { name: "On duty" });
    await vi.waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await vi.waitFor(() => expect(api.calls.map((c) => c.key)).toContain("PUT /api/me/duty"));
    const writes = api.calls.filter((c) => c.key !== "GET /api/me/duty");
    const stopAt = writes.findIndex(
      (c) =>
        c.key === "POST /api/positions/events" && (c.body as { type: string }).type === "stopped",
    );
    const dutyAt = writes.findIndex((c) => c.key === "PUT /api/me/duty");
    expect(stopAt).toBeGreaterThanOrEqual(0);
    expect(stopAt).toBeLessThan(dutyAt);
    expect(writes[dutyAt]?.body).toEqual({ onDuty: false });
    expect(toggle).not.toBeChecked();
  });

  it("without signal the switch still turns, and the change reaches the server when it returns", async () => {
    installBrowserPermissions({ geolocation: "denied" });
    let offline = true;
    const api = mockApi({
      "GET /api/me/duty": { status: 200, body: { onDuty: false, trackerReportAt: null } },
      "PUT /api/me/duty": (body) => ({
        status: 200,
        body: { ...(body as object), trackerReportAt: null },
      }),
    });
    const online = api.spy.getMockImplementation();
    api.spy.mockImplementation(async (input, init) => {
      if (offline && init?.method === "PUT") throw new TypeError("Failed to fetch");
      return online?.(input, init) as Promise<Response>;
    });
    const { user } = renderShift();
    const toggle = await screen.findByRole("switch", { name: "On duty" });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(formOutbox.entries()).toHaveLength(1);

    offline = false;
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(formOutbox.entries()).toHaveLength(0));
    expect(api.calls.filter((c) => c.key === "PUT /api/me/duty").at(-1)?.body).toEqual({
      onDuty: true,
    });
    expect(toggle).toBeChecked();
  });

  it("says when the driver's tracker app last reported, and that its reports keep them on duty", async () => {
    installBrowserPermissions({ geolocation: "denied" });
    const reported = new Date(Date.now() - 2 * 60_000).toISOString();
    mockApi({
      "GET /api/me/duty": { status: 200, body: { onDuty: true, trackerReportAt: reported } },
      "POST /api/positions/events": { status: 204 },
    });
    renderShift();
    expect(
      await screen.findByText(messages.tracking.trackerReported("2 minutes ago")),
    ).toBeInTheDocument();
    expect(screen.getByText(messages.tracking.trackerKeepsOnDuty)).toBeInTheDocument();
  });

  it("says each thing about sharing once", async () => {
    installBrowserPermissions({ geolocation: "denied" });
    mockApi({
      "GET /api/me/duty": { status: 200, body: { onDuty: false, trackerReportAt: null } },
    });
    renderShift();
    const hint = await screen.findByText(messages.tracking.sharesWhileOpen);
    expect(hint.closest("p")?.textContent).toBe(
      `${messages.tracking.sharesWhileOpen} How sharing works`,
    );
  });
});
