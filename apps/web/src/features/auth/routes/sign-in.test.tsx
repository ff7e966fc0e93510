import { messages } from "@haulwise/domain";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { makeMe, mockApi } from "@/test/fixtures";
import { landedAt, renderRoute } from "@/test/render-route";
import { SignInRoute } from "./sign-in";

const signedOut = { status: 200, body: { me: null } };

async function signIn(user: ReturnType<typeof renderRoute>["user"]) {
  await user.type(await screen.findByLabelText("Email"), "dana@example.com");
  await user.type(screen.getByLabelText("Password"), "secret1");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/sign-in", () => {
  it("signs in, says with which role, and goes to that role's dashboard", async () => {
    let signedIn = false;
    const api = mockApi({
      "POST /api/auth/sign-in/email": () => {
        signedIn = true;
        return { status: 200, body: { user: { id: "u1" } } };
      },
      "GET /api/session": () =>
        signedIn ? { status: 200, body: { me: makeMe("driver") } } : signedOut,
    });
    const success = vi.spyOn(toast, "success");
    const { user } = renderRoute(<SignInRoute />, { path: "/sign-in" });
    await signIn(user);

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        "Logged in as driver",
        expect.objectContaining({ description: messages.auth.welcomeRedirecting }),
      ),
    );
    // The welcome toast shows for a second before the move.
    expect(screen.queryByTestId("landed")).not.toBeInTheDocument();
    expect(await screen.findByTestId("landed", {}, { timeout: 3000 })).toHaveTextContent(
      "/driver-dashboard",
    );
    expect(api.calls.find((c) => c.key === "POST /api/auth/sign-in/email")?.body).toMatchObject({
      email: "dana@example.com",
      password: "secret1",
      callbackURL: "/sign-in?verified=true",
    });
  });

  it("goes at once when the person chooses Go Now", async () => {
    let signedIn = false;
    mockApi({
      "POST /api/auth/sign-in/email": () => {
        signedIn = true;
        return { status: 200, body: { user: { id: "u1" } } };
      },
      "GET /api/session": () =>
        signedIn ? { status: 200, body: { me: makeMe("contractor") } } : signedOut,
    });
    const success = vi.spyOn(toast, "success");
    const { user } = renderRoute(<SignInRoute />, { path: "/sign-in" });
    await signIn(user);
    await waitFor(() => expect(success).toHaveBeenCalled());
    const options = success.mock.calls[0]?.[1] as {
      action: { label: string; onClick: () => void };
    };
    expect(options.action.label).toBe(messages.auth.goNow);
    const started = Date.now();
    act(() => options.action.onClick());
    expect(await landedAt()).toBe("/contractor-dashboard");
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("returns to the page the guard remembered", async () => {
    let signedIn = false;
    mockApi({
      "POST /api/auth/sign-in/email": () => {
        signedIn = true;
        return { status: 200, body: { user: { id: "u1" } } };
      },
      "GET /api/session": () =>
        signedIn ? { status: 200, body: { me: makeMe("contractor") } } : signedOut,
    });
    const { user } = renderRoute(<SignInRoute />, {
      path: "/sign-in",
      state: { from: "/jobs?status=open" },
    });
    await signIn(user);
    expect(await landedAt()).toBe("/jobs?status=open");
  });

  it("shows the server's message when the credentials are wrong", async () => {
    mockApi({
      "GET /api/session": signedOut,
      "POST /api/auth/sign-in/email": {
        status: 401,
        body: {
          error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
        },
      },
    });
    const { user } = renderRoute(<SignInRoute />, { path: "/sign-in" });
    await signIn(user);
    expect(await screen.findByText("Invalid email or password")).toBeInTheDocument();
  });

  it("tells an unverified person to check their inbox", async () => {
    mockApi({
      "GET /api/session": signedOut,
      "POST /api/auth/sign-in/email": {
        status: 403,
        body: { error: { code: "EMAIL_NOT_VERIFIED" } },
      },
    });
    const { user } = renderRoute(<SignInRoute />, { path: "/sign-in" });
    await signIn(user);
    expect(await screen.findByText("Please verify your email first")).toBeInTheDocument();
    expect(screen.getByText(/new verification link to dana@example.com/)).toBeInTheDocument();
  });

  it("explains an expired verification link and re-sends it", async () => {
    const api = mockApi({
      "GET /api/session": signedOut,
      "POST /api/auth/send-verification-email": { status: 200, body: { status: true } },
    });
    const { user } = renderRoute(<SignInRoute />, {
      path: "/sign-in",
      initialEntry: "/sign-in?verified=true&error=TOKEN_EXPIRED",
    });
    expect(await screen.findByText("This verification link has expired")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "dana@example.com");
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText("Check your inbox")).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === "POST /api/auth/send-verification-email")?.body).toEqual(
      { email: "dana@example.com", callbackURL: "/sign-in?verified=true" },
    );
  });

  it("welcomes a freshly verified person", async () => {
    mockApi({ "GET /api/session": signedOut });
    const success = vi.spyOn(toast, "success");
    renderRoute(<SignInRoute />, { path: "/sign-in", initialEntry: "/sign-in?verified=true" });
    await screen.findByLabelText("Email");
    expect(success).toHaveBeenCalledWith("Your email is verified. Please sign in.", {
      id: "email-verified",
    });
  });

  it("sends someone already signed in straight to their dashboard", async () => {
    mockApi({ "GET /api/session": { status: 200, body: { me: makeMe("contractor") } } });
    renderRoute(<SignInRoute />, { path: "/sign-in" });
    expect(await landedAt()).toBe("/contractor-dashboard");
  });

  it("uses the general dashboard when the role lookup fails", async () => {
    let signedIn = false;
    mockApi({
      "POST /api/auth/sign-in/email": () => {
        signedIn = true;
        return { status: 200, body: { user: { id: "u1" } } };
      },
      "GET /api/session": () =>
        signedIn
          ? { status: 400, body: { error: { code: "BAD_REQUEST", message: "broken" } } }
          : signedOut,
    });
    const success = vi.spyOn(toast, "success");
    const { user } = renderRoute(<SignInRoute />, { path: "/sign-in" });
    await signIn(user);
    expect(await screen.findByTestId("landed", {}, { timeout: 3000 })).toHaveTextContent(
      /^\/dashboard$/,
    );
    expect(success).toHaveBeenCalledWith(
      messages.auth.loggedInAs(null),
      expect.objectContaining({ description: messages.auth.welcomeRedirecting }),
    );
  });
});
