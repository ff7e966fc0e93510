import { messages } from "@haulwise/domain";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { makeMe, mockApi } from "@/test/fixtures";
import { landedAt, renderRoute } from "@/test/render-route";
import { SelectRoleRoute } from "./select-role";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/select-role", () => {
  it("sends a signed-out visitor to sign in with the chosen role", async () => {
    mockApi({
      "GET /api/session": { status: 200, body: { me: null } },
    });
    const { user } = renderRoute(<SelectRoleRoute />, { path: "/select-role" });
    await user.click(await screen.findByRole("button", { name: "Driver" }));
    expect(await landedAt()).toBe("/sign-in?role=driver");
  });

  it("sends someone who already has a role to their dashboard", async () => {
    mockApi({ "GET /api/session": { status: 200, body: { me: makeMe("driver") } } });
    renderRoute(<SelectRoleRoute />, { path: "/select-role" });
    expect(await landedAt()).toBe("/driver-dashboard");
  });

  it("changes the role when asked from settings", async () => {
    const api = mockApi({
      "GET /api/session": { status: 200, body: { me: makeMe("driver") } },
      "PUT /api/me/role": { status: 200, body: makeMe("contractor") },
    });
    const success = vi.spyOn(toast, "success");
    const { user } = renderRoute(<SelectRoleRoute />, {
      path: "/select-role",
      initialEntry: "/select-role?change=1",
    });
    // A driver hears, before choosing, that driving for their companies ends with it.
    expect(
      await screen.findByText(/Choosing Contractor ends your place in the companies you drive for/),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Contractor" }));
    expect(await landedAt()).toBe("/contractor-dashboard");
    expect(success).toHaveBeenCalledWith(messages.auth.roleUpdated("contractor"));
    expect(api.calls.find((c) => c.key === "PUT /api/me/role")?.body).toEqual({
      role: "contractor",
    });
  });
});
