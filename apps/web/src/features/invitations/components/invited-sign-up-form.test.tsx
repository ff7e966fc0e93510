import { messages } from "@haulwise/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/test/render";
import { InvitedSignUpForm } from "./invited-sign-up-form";

describe("InvitedSignUpForm", () => {
  it("keeps the invited address and checks names and passwords with the sign-up rules", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(
      <InvitedSignUpForm email="new@example.com" companyName="Stone Hauling" onSubmit={onSubmit} />,
    );
    expect(screen.getByLabelText("Email")).toHaveValue("new@example.com");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    await user.type(screen.getByLabelText("Password"), "abc");
    await user.type(screen.getByLabelText("Confirm password"), "abd");
    await user.click(screen.getByRole("button", { name: "Create account and join Stone Hauling" }));

    expect(await screen.findByText(messages.validation.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.passwordMin)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("signs up as a driver with the invited address", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(
      <InvitedSignUpForm email="new@example.com" companyName="Stone Hauling" onSubmit={onSubmit} />,
    );
    await user.type(screen.getByLabelText("First name"), "Nia");
    await user.type(screen.getByLabelText("Last name"), "Diaz");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.type(screen.getByLabelText("Confirm password"), "secret1");
    await user.click(screen.getByRole("button", { name: "Create account and join Stone Hauling" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: "Nia",
        lastName: "Diaz",
        email: "new@example.com",
        role: "driver",
      }),
      expect.anything(),
    );
  });
});
