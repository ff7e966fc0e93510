import { messages } from "@haulwise/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/test/render";
import { CustomerForm } from "./customer-form";

const m = messages.customers;

function renderForm(props: Partial<React.ComponentProps<typeof CustomerForm>> = {}) {
  const onSubmit = vi.fn(async () => {});
  const view = renderWithRouter(
    <CustomerForm
      onSubmit={onSubmit}
      pending={false}
      submitLabel="Add customer"
      idPrefix="new-customer"
      {...props}
    />,
  );
  return { onSubmit, ...view };
}

describe("CustomerForm", () => {
  it("names each field's problem under it and sends nothing", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(m.email), "not-an-address");
    await user.clear(screen.getByLabelText(m.termsDays));
    await user.type(screen.getByLabelText(m.termsDays), "400");
    await user.click(screen.getByRole("button", { name: "Add customer" }));
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(m.name)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(m.email)).toHaveAccessibleDescription(m.emailInvalid);
    expect(screen.getByText(m.termsInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the customer with its terms as a number of days", async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(m.name), "Acme Builders");
    await user.type(screen.getByLabelText(m.email), "ap@acme.example");
    await user.type(screen.getByLabelText(m.billingAddress), "1 Main St");
    await user.clear(screen.getByLabelText(m.termsDays));
    await user.type(screen.getByLabelText(m.termsDays), "45");
    await user.click(screen.getByRole("button", { name: "Add customer" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Acme Builders",
        email: "ap@acme.example",
        billingAddress: "1 Main St",
        termsDays: 45,
      }),
      expect.anything(),
    );
  });

  it("puts a name already in use under the name", async () => {
    renderForm({ serverIssues: [{ path: "name", message: m.nameTaken("Acme Builders") }] });
    expect(await screen.findByText(m.nameTaken("Acme Builders"))).toBeInTheDocument();
    expect(screen.getByLabelText(m.name)).toHaveAttribute("aria-invalid", "true");
  });
});
