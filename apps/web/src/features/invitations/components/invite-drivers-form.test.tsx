import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/test/render";
import { InviteDriversForm } from "./invite-drivers-form";

describe("InviteDriversForm", () => {
  it("asks for at least one address", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(<InviteDriversForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "Send invitations" }));
    expect(await screen.findByText("Enter at least one email address")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("names every invalid and repeated address at once", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithRouter(<InviteDriversForm onSubmit={onSubmit} />);
    await user.type(
      screen.getByLabelText("Email addresses"),
      "ann@example.com, not-an-email; ANN@example.com bob@",
    );
    await user.click(screen.getByRole("button", { name: "Send invitations" }));

    expect(await screen.findByText('"not-an-email" is not a valid email address')).toBeVisible();
    expect(screen.getByText("ann@example.com is listed twice")).toBeVisible();
    expect(screen.getByText('"bob@" is not a valid email address')).toBeVisible();
    expect(screen.getByLabelText("Email addresses")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the addresses as a list and clears the box once they went out", async () => {
    const onSubmit = vi.fn().mockResolvedValue(true);
    const { user } = renderWithRouter(<InviteDriversForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("Email addresses"), " Ann@Example.com\nbob@example.com ");
    await user.click(screen.getByRole("button", { name: "Send invitations" }));
    expect(onSubmit).toHaveBeenCalledWith({ emails: ["ann@example.com", "bob@example.com"] });
    expect(screen.getByLabelText("Email addresses")).toHaveValue("");
  });

  it("shows the server's refusal, such as an address that is already a driver", async () => {
    renderWithRouter(
      <InviteDriversForm
        onSubmit={vi.fn()}
        serverError="ann@example.com is already one of your drivers"
      />,
    );
    expect(
      await screen.findByText("ann@example.com is already one of your drivers"),
    ).toBeInTheDocument();
  });
});
