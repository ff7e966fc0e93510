import { messages } from "@haulwise/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/fixtures";
import { DutySwitch } from "./duty-switch";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("DutySwitch", () => {
  it("shows the driver's duty and changes it on the server", async () => {
    const api = mockApi({
      "GET /api/me/duty": { status: 200, body: { onDuty: false } },
      "PUT /api/me/duty": (body) => ({ status: 200, body }),
    });
    const success = vi.spyOn(toast, "success");
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <DutySwitch />
      </QueryClientProvider>,
    );
    const toggle = await screen.findByRole("switch", { name: "On duty" });
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(api.calls.find((c) => c.key === "PUT /api/me/duty")?.body).toEqual({ onDuty: true });
    expect(success).toHaveBeenCalledWith(messages.drivers.dutyOn);
  });
});
