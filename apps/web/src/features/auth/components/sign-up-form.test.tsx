import { messages } from "@haulwise/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/test/render";
import { SignUpForm } from "./sign-up-form";

const v = messages.validation;

describe("SignUpForm", () => {
  it("shows every required-field message on an empty submit", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(<SignUpForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText(v.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(v.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(v.validEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(v.passwordMin)).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("rejects a bad email, a short password and a mismatched confirmation", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(<SignUpForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("First name"), "Dana");
    await user.type(screen.getByLabelText("Last name"), "Reyes");
    await user.type(screen.getByLabelText("Email"), "dana-at-example");
    await user.type(screen.getByLabelText("Password"), "abc");
    await user.type(screen.getByLabelText("Confirm password"), "abd");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText(v.validEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(v.passwordMin)).toBeInTheDocument();
    expect(screen.queryByText(v.firstNameRequired)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "dana@example.com");
    await user.type(screen.getByLabelText("Password"), "def");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText(v.passwordsDontMatch)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("defaults the role to driver and submits the chosen role", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(<SignUpForm onSubmit={onSubmit} />);
    expect(screen.getByRole("radio", { name: "Driver" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Contractor" })).not.toBeChecked();

    await user.type(screen.getByLabelText("First name"), " Dana ");
    await user.type(screen.getByLabelText("Last name"), "Reyes");
    await user.type(screen.getByLabelText("Email"), "Dana@Example.com");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.type(screen.getByLabelText("Confirm password"), "secret1");
    expect(screen.queryByLabelText("Company name")).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Contractor" }));
    // A contractor may name the company their drivers will see, or leave it for later.
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ role: "contractor" });
    expect(onSubmit.mock.calls[0]?.[0].companyName || undefined).toBeUndefined();
    await user.type(screen.getByLabelText("Company name"), "  Reyes Aggregates ");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: "Dana",
        lastName: "Reyes",
        email: "dana@example.com",
        password: "secret1",
        role: "contractor",
        companyName: "Reyes Aggregates",
      }),
    );
  });

  it("shows the server's field issues and form error", async () => {
    renderWithRouter(
      <SignUpForm
        onSubmit={vi.fn()}
        serverIssues={[{ path: "email", message: v.validEmailRequired }]}
        formError={messages.auth.alreadyRegistered}
      />,
    );
    const email = screen.getByLabelText("Email");
    expect(await screen.findByText(v.validEmailRequired)).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(messages.auth.alreadyRegistered)).toBeInTheDocument();
  });

  it("renders the legal links it is given", () => {
    renderWithRouter(<SignUpForm onSubmit={vi.fn()} legal={<p>By signing up you agree</p>} />);
    const form = screen.getByRole("button", { name: "Create account" }).closest("form");
    expect(form && within(form).getByText("By signing up you agree")).toBeInTheDocument();
  });
});
