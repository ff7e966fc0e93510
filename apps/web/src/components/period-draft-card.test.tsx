import { messages } from "@haulwise/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "@/test/render";
import { PeriodDraftCard } from "./period-draft-card";

function renderCard(onDraft = vi.fn(async () => undefined as string | undefined)) {
  const view = renderWithRouter(
    <PeriodDraftCard
      title="New invoice"
      chooser={{
        label: "Customer",
        placeholder: "Choose a customer",
        choices: [{ value: "c1", label: "Acme Builders" }],
      }}
      required="Choose a customer to invoice."
      draftLabel="Draft invoice"
      pending={false}
      onDraft={onDraft}
    />,
  );
  return { onDraft, ...view };
}

describe("PeriodDraftCard", () => {
  it("asks for a choice before drafting anything", async () => {
    const { user, onDraft } = renderCard();
    await user.click(screen.getByRole("button", { name: "Draft invoice" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose a customer to invoice.");
    expect(onDraft).not.toHaveBeenCalled();
  });

  it("drafts for the choice and the period as typed, and shows the problem it answers", async () => {
    const onDraft = vi.fn(async () => "Nothing to invoice in that period.");
    const { user } = renderCard(onDraft);
    await user.selectOptions(screen.getByLabelText("Customer"), "Acme Builders");
    const from = screen.getByLabelText(messages.invoices.from);
    const to = screen.getByLabelText(messages.invoices.to);
    await user.clear(from);
    await user.type(from, "2026-03-02");
    await user.clear(to);
    await user.type(to, "2026-03-08");
    await user.click(screen.getByRole("button", { name: "Draft invoice" }));
    expect(onDraft).toHaveBeenCalledWith("c1", { from: "2026-03-02", to: "2026-03-08" });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Nothing to invoice in that period.",
    );
  });
});
