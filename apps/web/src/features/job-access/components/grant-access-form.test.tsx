import { messages } from "@haulwise/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/test/render";
import { GrantAccessForm } from "./grant-access-form";

const grantButton = () => screen.getByRole("button", { name: "Grant View access" });

describe("GrantAccessForm", () => {
  it("refuses a blank box and malformed addresses", async () => {
    const onGrant = vi.fn();
    const { user } = renderWithRouter(<GrantAccessForm onGrant={onGrant} />);
    await user.type(screen.getByLabelText("Email addresses"), "  ,  ");
    await user.click(grantButton());
    expect(await screen.findByText("Enter at least one email address")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Email addresses"));
    await user.type(screen.getByLabelText("Email addresses"), "ok@example.com, not-an-email");
    await user.click(grantButton());
    expect(
      await screen.findByText("Enter valid email addresses separated by commas"),
    ).toBeInTheDocument();
    expect(onGrant).not.toHaveBeenCalled();
  });

  it("sends the trimmed, lower-cased addresses and clears the box after granting", async () => {
    const onGrant = vi.fn().mockResolvedValue({ ok: true });
    const { user } = renderWithRouter(<GrantAccessForm onGrant={onGrant} />);
    await user.type(screen.getByLabelText("Email addresses"), " Vic@Example.com , sam@example.com");
    await user.click(grantButton());
    await waitFor(() =>
      expect(onGrant).toHaveBeenCalledWith(["vic@example.com", "sam@example.com"]),
    );
    await waitFor(() => expect(screen.getByLabelText("Email addresses")).toHaveValue(""));
  });

  it("says when nobody matched", async () => {
    const onGrant = vi
      .fn()
      .mockResolvedValue({ ok: false, error: messages.permissions.noUsersFound });
    const { user } = renderWithRouter(<GrantAccessForm onGrant={onGrant} />);
    await user.type(screen.getByLabelText("Email addresses"), "ghost@example.com");
    await user.click(grantButton());
    expect(await screen.findByText(messages.permissions.noUsersFound)).toBeInTheDocument();
    expect(screen.getByLabelText("Email addresses")).toHaveAttribute("aria-invalid", "true");
  });
});
