import { messages } from "@haulwise/domain";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { makeInvitationPreview, makeMe, mockApi } from "@/test/fixtures";
import { landedAt, renderRoute } from "@/test/render-route";
import { AcceptInvitationRoute } from "./accept-invitation";

const TOKEN = "t".repeat(43);
const signedOut = { status: 200, body: { me: null } };
function open(routes: Parameters<typeof mockApi>[0], search = "") {
  const api = mockApi(routes);
  const view = renderRoute(<AcceptInvitationRoute />, {
    path: "/invitations/:token",
    initialEntry: `/invitations/${TOKEN}${search}`,
  });
  return { api, ...view };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/invitations/:token", () => {
  it.each([
    ["expired", messages.invitations.expired("Stone Hauling")],
    ["accepted", messages.invitations.used],
    ["revoked", messages.invitations.revokedLink("Stone Hauling")],
  ] as const)("explains a link that is %s", async (status, message) => {
    open({
      "GET /api/session": signedOut,
      [`GET /api/invitations/preview/${TOKEN}`]: {
        status: 200,
        body: makeInvitationPreview({ status }),
      },
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /join|accept/i })).not.toBeInTheDocument();
  });

  it("explains an unknown link", async () => {
    open({ "GET /api/session": signedOut });
    expect(await screen.findByText(messages.invitations.notFound)).toBeInTheDocument();
  });

  it("explains a link the server cannot read as it explains an unknown one", async () => {
    mockApi({
      "GET /api/session": signedOut,
      "GET /api/invitations/preview/bogus": {
        status: 400,
        body: {
          error: {
            code: "VALIDATION_FAILED",
            message: "Too small: expected string to have >=10 characters",
            issues: [{ path: "params.token", message: "Too small" }],
          },
        },
      },
    });
    renderRoute(<AcceptInvitationRoute />, {
      path: "/invitations/:token",
      initialEntry: "/invitations/bogus",
    });
    expect(await screen.findByRole("heading", { name: "Invitation not found" })).toBeVisible();
    expect(screen.getByText(messages.invitations.notFound)).toBeInTheDocument();
    expect(screen.queryByText(/Too small/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("signs a new person up, in and onto the company in one step: the invitation verifies the address", async () => {
    let signedIn = false;
    const { api, user } = open({
      "GET /api/session": () =>
        signedIn ? { status: 200, body: { me: makeMe("driver") } } : signedOut,
      [`GET /api/invitations/preview/${TOKEN}`]: { status: 200, body: makeInvitationPreview() },
      "POST /api/auth/sign-up/email": { status: 200, body: { token: null } },
      "POST /api/auth/sign-in/email": () => {
        signedIn = true;
        return { status: 200, body: { user: { id: "u1" } } };
      },
      "POST /api/invitations/accept": {
        status: 200,
        body: { companyId: "c1", companyName: "Stone Hauling" },
      },
    });
    expect(
      await screen.findByRole("heading", { name: "Stone Hauling invited you to drive with them" }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("First name"), "Dana");
    await user.type(screen.getByLabelText("Last name"), "Reyes");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.type(screen.getByLabelText("Confirm password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Create account and join Stone Hauling" }));

    expect(await landedAt()).toBe("/driver-dashboard");
    expect(api.calls.find((c) => c.key === "POST /api/auth/sign-up/email")?.body).toMatchObject({
      email: "dana@example.com",
      role: "driver",
      invitationToken: TOKEN,
    });
    expect(api.calls.find((c) => c.key === "POST /api/invitations/accept")?.body).toEqual({
      token: TOKEN,
    });
  });

  it("asks a new person to verify the address when the invitation closed as they signed up", async () => {
    const { api, user } = open({
      "GET /api/session": signedOut,
      [`GET /api/invitations/preview/${TOKEN}`]: { status: 200, body: makeInvitationPreview() },
      "POST /api/auth/sign-up/email": { status: 200, body: { token: null } },
      "POST /api/auth/sign-in/email": {
        status: 403,
        body: { error: { code: "EMAIL_NOT_VERIFIED", message: "Email not verified" } },
      },
    });
    expect(
      await screen.findByRole("heading", { name: "Stone Hauling invited you to drive with them" }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("First name"), "Dana");
    await user.type(screen.getByLabelText("Last name"), "Reyes");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.type(screen.getByLabelText("Confirm password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Create account and join Stone Hauling" }));

    expect(
      await screen.findByText(
        messages.invitations.checkEmailToJoin("dana@example.com", "Stone Hauling"),
      ),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === "POST /api/auth/sign-up/email")?.body).toMatchObject({
      email: "dana@example.com",
      role: "driver",
      callbackURL: `/invitations/${TOKEN}?verified=true`,
    });
  });

  it("signs an existing driver in and joins the company in one step", async () => {
    let signedIn = false;
    const success = vi.spyOn(toast, "success");
    const { api, user } = open(
      {
        "GET /api/session": () =>
          signedIn ? { status: 200, body: { me: makeMe("driver") } } : signedOut,
        [`GET /api/invitations/preview/${TOKEN}`]: {
          status: 200,
          body: makeInvitationPreview({ hasAccount: true }),
        },
        "POST /api/auth/sign-in/email": () => {
          signedIn = true;
          return { status: 200, body: { user: { id: "u1" } } };
        },
        "POST /api/invitations/accept": {
          status: 200,
          body: { companyId: "c1", companyName: "Stone Hauling" },
        },
      },
      "?verified=true",
    );
    expect(await screen.findByText("Your email is verified")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign in and join Stone Hauling" }));

    expect(await landedAt()).toBe("/driver-dashboard");
    expect(success).toHaveBeenCalledWith(messages.invitations.accepted("Stone Hauling"));
    expect(api.calls.find((c) => c.key === "POST /api/invitations/accept")?.body).toEqual({
      token: TOKEN,
    });
  });

  it("tells the wrong signed-in account whose invitation it is, and offers to sign out", async () => {
    const other = makeMe("driver");
    other.user.email = "someone.else@example.com";
    open({
      "GET /api/session": { status: 200, body: { me: other } },
      [`GET /api/invitations/preview/${TOKEN}`]: { status: 200, body: makeInvitationPreview() },
    });
    expect(
      await screen.findByText(messages.invitations.wrongAccount("dana@example.com")),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Sign out of someone.else@example.com" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept invitation" })).not.toBeInTheDocument();
  });

  it("tells a contractor account that invitations are for drivers", async () => {
    open({
      "GET /api/session": { status: 200, body: { me: makeMe("contractor") } },
      [`GET /api/invitations/preview/${TOKEN}`]: { status: 200, body: makeInvitationPreview() },
    });
    expect(await screen.findByText(messages.invitations.driversOnly)).toBeInTheDocument();
  });

  it("shows the server's refusal when accepting fails", async () => {
    const { user } = open({
      "GET /api/session": { status: 200, body: { me: makeMe("driver") } },
      [`GET /api/invitations/preview/${TOKEN}`]: { status: 200, body: makeInvitationPreview() },
      "POST /api/invitations/accept": {
        status: 409,
        body: { error: { code: "CONFLICT", message: messages.invitations.used } },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Accept invitation" }));
    expect(await screen.findByText(messages.invitations.used)).toBeInTheDocument();
  });
});
