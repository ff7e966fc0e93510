import { messages } from "@haulwise/domain";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeMe, mockApi } from "@/test/fixtures";
import { landedAt, renderRoute } from "@/test/render-route";
import { ProfileSetupRoute } from "./profile-setup";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/profile-setup", () => {
  it("asks a contractor for the company name their drivers will see, and sends it", async () => {
    const api = mockApi({
      "GET /api/session": { status: 200, body: { me: makeMe(null, false) } },
      "POST /api/me/profile": () => ({ status: 201, body: makeMe("contractor") }),
    });
    const { user } = renderRoute(<ProfileSetupRoute />, { path: "/profile-setup" });
    await user.type(await screen.findByLabelText("First name"), "Carla");
    await user.type(screen.getByLabelText("Last name"), "Mendez");
    expect(screen.queryByLabelText("Company name")).toBeNull();

    await user.click(screen.getByRole("radio", { name: "Contractor" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(messages.companies.nameRequired)).toBeVisible();
    expect(api.calls.some((call) => call.key === "POST /api/me/profile")).toBe(false);

    await user.type(screen.getByLabelText("Company name"), "Mendez Hauling");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.key === "POST /api/me/profile")?.body).toEqual({
        firstName: "Carla",
        lastName: "Mendez",
        role: "contractor",
        companyName: "Mendez Hauling",
      }),
    );
    expect(await landedAt()).toBe("/contractor-dashboard");
  });
});
