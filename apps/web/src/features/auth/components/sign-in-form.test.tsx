import { messages } from "@haulwise/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/test/render";
import { SignInForm } from "./sign-in-form";

describe("SignInForm", () => {
  it("asks for both fields when either is empty, without submitting", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(<SignInForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(messages.validation.enterEmailAndPassword)).toBeInTheDocument();

    await user.type(screen.getByLabelText("Email"), "driver@example.com");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(messages.validation.enterEmailAndPassword)).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the email and password", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(<SignInForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("Email"), "driver@example.com");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSubmit).toHaveBeenCalledWith({ email: "driver@example.com", password: "secret1" });
    expect(screen.queryByText(messages.validation.enterEmailAndPassword)).not.toBeInTheDocument();
  });

  it("shows and hides the password", async () => {
    const { user } = renderWithRouter(<SignInForm onSubmit={vi.fn()} />);
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("links to password recovery", () => {
    renderWithRouter(<SignInForm onSubmit={vi.fn()} />);
    expect(screen.getByRole("link", { name: "Forgot password" })).toHaveAttribute(
      "href",
      "/reset-password",
    );
  });

  it("needs an email before resending a verification link", async () => {
    const onResend = vi.fn();
    const { user } = renderWithRouter(
      <SignInForm onSubmit={vi.fn()} onResendVerification={onResend} />,
    );
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText(messages.validation.enterEmail)).toBeInTheDocument();
    expect(onResend).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Email"), "driver@example.com");
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(onResend).toHaveBeenCalledWith("driver@example.com");
  });
});
