import { messages } from "@haulwise/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/test/render";
import { ResetPasswordForm } from "./reset-password-form";
import { UpdatePasswordForm } from "./update-password-form";

describe("ResetPasswordForm", () => {
  it("asks for an email when the field is empty", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(<ResetPasswordForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "SEND RESET LINK" }));
    expect(await screen.findByText(messages.validation.enterEmail)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("rejects an address that is not an email", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(<ResetPasswordForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "SEND RESET LINK" }));
    expect(await screen.findByText(messages.validation.validEmailRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits a valid email", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(<ResetPasswordForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("Email"), "driver@example.com");
    await user.click(screen.getByRole("button", { name: "SEND RESET LINK" }));
    expect(onSubmit).toHaveBeenCalledWith({ email: "driver@example.com" });
  });
});

describe("UpdatePasswordForm", () => {
  it("needs 6 characters and a matching confirmation", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(<UpdatePasswordForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("New password"), "abc");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByText(messages.validation.passwordMin)).toBeInTheDocument();

    await user.type(screen.getByLabelText("New password"), "defg");
    await user.type(screen.getByLabelText("Confirm new password"), "abcdefx");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByText(messages.validation.passwordsDontMatch)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
