import { messages } from "@haulwise/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/test/render";
import { ChangePasswordForm } from "./change-password-form";

async function fill(
  user: ReturnType<typeof renderWithRouter>["user"],
  values: { current?: string; next?: string; confirm?: string },
) {
  if (values.current) await user.type(screen.getByLabelText("Current password"), values.current);
  if (values.next) await user.type(screen.getByLabelText("New password"), values.next);
  if (values.confirm)
    await user.type(screen.getByLabelText("Confirm new password"), values.confirm);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("ChangePasswordForm", () => {
  it("requires the current password and a long enough new one", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(<ChangePasswordForm onSubmit={onSubmit} />);
    await fill(user, { next: "abc", confirm: "abc" });
    expect(await screen.findByText("Enter your current password")).toBeInTheDocument();
    expect(screen.getByText(messages.validation.passwordMin)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says when the new passwords differ", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(<ChangePasswordForm onSubmit={onSubmit} />);
    await fill(user, { current: "oldpass", next: "newpass1", confirm: "newpass2" });
    expect(await screen.findByText(messages.validation.newPasswordsDontMatch)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the current password under that field", async () => {
    const onSubmit = vi.fn().mockResolvedValue({
      ok: false,
      currentPasswordError: "Your current password is not correct",
    });
    const { user } = renderWithRouter(<ChangePasswordForm onSubmit={onSubmit} />);
    await fill(user, { current: "wrongpass", next: "newpass1", confirm: "newpass1" });
    expect(await screen.findByText("Your current password is not correct")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
  });

  it("clears the form after a successful change", async () => {
    const onSubmit = vi.fn().mockResolvedValue({ ok: true });
    const { user } = renderWithRouter(<ChangePasswordForm onSubmit={onSubmit} />);
    await fill(user, { current: "oldpass", next: "newpass1", confirm: "newpass1" });
    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: "oldpass",
      newPassword: "newpass1",
      confirmPassword: "newpass1",
    });
    await waitFor(() => expect(screen.getByLabelText("New password")).toHaveValue(""));
  });
});
