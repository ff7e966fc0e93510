import { messages } from "@haulwise/domain";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DocumentLinesTable, workColumns } from "./document-lines-table";

const p = messages.pdf;
const ticket = {
  loadId: "l1",
  metricsId: null,
  deliveredOn: "2026-03-02",
  loadNumber: 7,
  ticketNumber: "T-100",
  driverName: "Ana Ruiz",
  amountCents: 12_345,
};
const hours = {
  loadId: null,
  metricsId: "m1",
  deliveredOn: "2026-03-02",
  loadNumber: null,
  ticketNumber: null,
  driverName: "Ana Ruiz",
  amountCents: 60_000,
};

describe("DocumentLinesTable", () => {
  it("lists tickets and hours under their group, with the totals closing the table", () => {
    render(
      <DocumentLinesTable
        columns={[workColumns.delivered, workColumns.load, workColumns.ticket, workColumns.amount]}
        groups={[{ label: "Main St (J-1)", lines: [ticket, hours] }]}
        totals={[
          { key: "subtotal", label: p.subtotal, amount: "$723.45" },
          { key: "total", label: p.total, amount: "$723.45", grand: true },
        ]}
      />,
    );
    expect(screen.getByRole("rowheader", { name: "Main St (J-1)" })).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      p.columns.delivered,
      p.columns.load,
      p.columns.ticket,
      p.columns.amount,
    ]);
    const [ticketRow, hoursRow] = screen
      .getAllByRole("row")
      .filter((row) => within(row).queryAllByRole("cell").length === 4);
    expect(
      within(ticketRow!)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["2026-03-02", "#7", "T-100", "$123.45"]);
    expect(
      within(hoursRow!)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["2026-03-02", p.hoursLine("Ana Ruiz"), "—", "$600.00"]);
    const total = screen.getByRole("rowheader", { name: p.total });
    expect(total).toHaveAttribute("colspan", "3");
    expect(total.closest("tr")).toHaveTextContent("$723.45");
  });
});
