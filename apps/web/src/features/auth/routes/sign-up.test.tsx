import { messages } from "@haulwise/domain";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/fixtures";
import { renderRoute } from "@/test/render-route";
import { SignUpRoute } from "./sign-up";

async function fillAndSubmit(user: ReturnType<typeof renderRoute>["user"]) {
  await user.click(screen.getByRole("button", { name: "Get Started" }));
  await user.type(screen.getByLabelText("First name"), "Dana");
  await user.type(screen.getByLabelText("Last name"), "Reyes");
  await user.type(screen.getByLabelText("Email"), "dana@example.com");
  await user.type(screen.getByLabelText("Password"), "secret1");
  await user.type(screen.getByLabelText("Confirm password"), "secret1");
  await user.click(screen.getByRole("radio", { name: "Contractor" }));
  await user.type(screen.getByLabelText("Company name"), "Reyes Aggregates");
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("/sign-up", () => {
  it("goes welcome, form, success and asks to check e-mail when no session comes back", async () => {
    const api = mockApi({
      "POST /api/auth/sign-up/email": { status: 200, body: { token: null, user: { id: "u1" } } },
    });
    const { user } = renderRoute(<SignUpRoute />, { path: "/sign-up" });
    await fillAndSubmit(user);

    expect(
      await screen.findByRole("heading", { name: messages.auth.accountCreated }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Check your email/)).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      email: "dana@example.com",
      password: "secret1",
      name: "Dana Reyes",
      firstName: "Dana",
      lastName: "Reyes",
      role: "contractor",
      companyName: "Reyes Aggregates",
      callbackURL: "/sign-in?verified=true",
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      // The language the page is shown in, for the verification e-mail and the screens after.
      language: "en",
    });
    // Said once, on the screen: no toast repeats it.
    expect(document.querySelector("[data-sonner-toast]")).toBeNull();
  });

  it("returns to the form with the server's field messages", async () => {
    mockApi({
      "POST /api/auth/sign-up/email": {
        status: 400,
        body: {
          error: {
            code: "VALIDATION_FAILED",
            message: messages.validation.passwordMin,
            issues: [{ path: "password", message: messages.validation.passwordMin }],
          },
        },
      },
    });
    const { user } = renderRoute(<SignUpRoute />, { path: "/sign-up" });
    await fillAndSubmit(user);
    expect(await screen.findAllByText(messages.validation.passwordMin)).not.toHaveLength(0);
    expect(screen.getByRole("button", { name: "Create account" })).toBeInTheDocument();
    // The server's issues reach their fields once the form has taken them in, a render later.
    await waitFor(() =>
      expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true"),
    );
  });

  it("falls back to the spec's message when the server gives none a person can use", async () => {
    mockApi({
      "POST /api/auth/sign-up/email": {
        status: 500,
        body: { error: { code: "INTERNAL", message: "Something went wrong" } },
      },
    });
    const { user } = renderRoute(<SignUpRoute />, { path: "/sign-up" });
    await fillAndSubmit(user);
    expect(await screen.findByText(messages.auth.failedToCreateAccount)).toBeInTheDocument();
  });

  it("preselects the role asked for in the address", async () => {
    const { user } = renderRoute(<SignUpRoute />, {
      path: "/sign-up",
      initialEntry: "/sign-up?role=contractor",
    });
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    expect(screen.getByRole("radio", { name: "Contractor" })).toBeChecked();
  });

  it("opens the Terms of Service in a side sheet", async () => {
    const { user } = renderRoute(<SignUpRoute />, { path: "/sign-up" });
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    await user.click(screen.getByRole("button", { name: "Terms of Service" }));
    expect(await screen.findByRole("dialog", { name: "Terms of Service" })).toBeInTheDocument();
  });
});
