import {
  formatCents,
  formatQuantityValue,
  type LineUnit,
  lineQuantityKeys,
  messages,
} from "@haulwise/domain";
import type * as React from "react";
import { t, translateMessage } from "@/lib/i18n";
import { cn } from "@/lib/utils";

const p = messages.pdf;

/** What every line of an invoice or a pay statement names: a ticket, or a driver's day of hours. */
export type WorkLine = {
  loadId: string | null;
  metricsId: string | null;
  deliveredOn: string | null;
  loadNumber: number | null;
  ticketNumber: string | null;
  driverName: string | null;
  amountCents: number;
};

export type LineColumn<T> = {
  header: string;
  /** Right-aligned figures. */
  numeric?: boolean;
  cell: (line: T) => React.ReactNode;
};

/** One row of the totals under the lines; the `grand` one closes them, in bold. */
export type TotalRow = { key: string; label: React.ReactNode; amount: string; grand?: boolean };

/** A line's quantity and unit as its PDF prints it, in the language on screen: "12.37 tons". */
export const lineQuantity = (unit: LineUnit, quantity: number) =>
  t(lineQuantityKeys[unit], { amount: formatQuantityValue(quantity), count: quantity });

/** The columns every document's lines share, whatever else each shows between them. */
export const workColumns = {
  delivered: {
    get header() {
      return translateMessage(p.columns.delivered);
    },
    cell: (line) => line.deliveredOn,
  },
  load: {
    get header() {
      return translateMessage(p.columns.load);
    },
    cell: (line) =>
      line.loadNumber === null
        ? t("messages.pdf.hoursLine", { driver: line.driverName ?? "" })
        : `#${line.loadNumber}`,
  },
  ticket: {
    get header() {
      return translateMessage(p.columns.ticket);
    },
    cell: (line) => line.ticketNumber ?? "—",
  },
  amount: {
    get header() {
      return translateMessage(p.columns.amount);
    },
    numeric: true,
    cell: (line) => formatCents(line.amountCents),
  },
} satisfies Record<string, LineColumn<WorkLine>>;

/**
 * The lines of an invoice or a pay statement as their reader checks them: a column per field,
 * lines under their group's heading where they are grouped, and the totals beneath.
 */
export function DocumentLinesTable<T extends WorkLine>({
  columns,
  groups,
  totals,
  className,
}: {
  columns: readonly LineColumn<T>[];
  groups: readonly { label?: string; lines: readonly T[] }[];
  totals: readonly TotalRow[];
  /** The table's own classes: its least width before the page scrolls it sideways. */
  className?: string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className={cn("w-full text-sm", className)}>
        <thead className="bg-muted/50 text-left">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn("px-3 py-2 font-medium", column.numeric && "text-right")}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.label ?? ""}>
            {group.label ? (
              <tr className="border-t bg-muted/30">
                <th
                  scope="rowgroup"
                  colSpan={columns.length}
                  className="px-3 py-2 text-left font-semibold"
                >
                  {group.label}
                </th>
              </tr>
            ) : null}
            {group.lines.map((line) => (
              <tr key={line.loadId ?? line.metricsId} className="border-t">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={cn("px-3 py-2", column.numeric && "text-right tabular-nums")}
                  >
                    {column.cell(line)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot className="border-t">
          {totals.map((total) => (
            <tr key={total.key} className={total.grand ? "border-t text-base" : undefined}>
              <th
                scope="row"
                colSpan={columns.length - 1}
                className={cn("px-3 py-2 text-right", total.grand ? "font-bold" : "font-medium")}
              >
                {total.label}
              </th>
              <td className={cn("px-3 py-2 text-right tabular-nums", total.grand && "font-bold")}>
                {total.amount}
              </td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
