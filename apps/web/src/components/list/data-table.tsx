import type { SortDirection } from "@haulwise/domain";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { useMediaQuery, WIDE_SCREEN } from "@/hooks/use-media-query";
import { t } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/** How a sortable column reads in each direction on a phone's sort menu. */
export type SortWords = { asc: string; desc: string };
export const AZ: SortWords = { asc: "A to Z", desc: "Z to A" };
export const LOW_HIGH: SortWords = { asc: "lowest first", desc: "highest first" };
export const OLD_NEW: SortWords = { asc: "oldest first", desc: "newest first" };
export const EARLY_LATE: SortWords = { asc: "earliest first", desc: "latest first" };

export type Column<T> = {
  id: string;
  header: string;
  /** Shown to assistive technology only (an actions column). */
  hideHeader?: boolean;
  cell: (row: T) => React.ReactNode;
  /** The list's sort key this column's header sorts by, and how the phone menu words it. */
  sort?: { key: string; words: SortWords };
  className?: string;
};

export type ListSort = { key: string; dir: SortDirection };

export type DataTableProps<T> = {
  /** Names the table, or the list of rows on a phone: "Trucks". */
  label: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort: ListSort;
  /** Asks for this order; the header of the column sorted now turns its direction round. */
  onSort: (sort: ListSort) => void;
  /** The default direction of each sort key, for a column sorted for the first time. */
  firstDirection: (key: string) => SortDirection;
  /** One row as a phone shows it: the few things that tell rows apart. */
  compactRow: (row: T) => React.ReactNode;
  /** A newer answer is on its way; the rows shown are the previous one's. */
  busy?: boolean;
};

/** The order and state of a table's rows, which the list page around it keeps. */
export type DataTableView = Pick<
  DataTableProps<unknown>,
  "sort" | "onSort" | "firstDirection" | "busy"
>;

const ariaSort = (dir: SortDirection) => (dir === "asc" ? "ascending" : "descending");

/**
 * The shared shape of the company's lists: a dense table on a wide screen, sorted by its
 * column headers; compact rows on a phone, sorted from a menu above them.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const wide = useMediaQuery(WIDE_SCREEN);
  return wide ? <WideTable {...props} /> : <CompactList {...props} />;
}

function WideTable<T>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  firstDirection,
  busy,
}: DataTableProps<T>) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table
        aria-busy={busy || undefined}
        className={cn("w-full text-sm transition-opacity", busy && "opacity-60")}
      >
        <caption className="sr-only">{label}</caption>
        <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            {columns.map((column) => {
              const active = column.sort?.key === sort.key;
              const Arrow = !active
                ? ArrowUpDownIcon
                : sort.dir === "asc"
                  ? ArrowUpIcon
                  : ArrowDownIcon;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={active ? ariaSort(sort.dir) : undefined}
                  className={cn("h-10 px-2.5 font-medium whitespace-nowrap", column.className)}
                >
                  {column.hideHeader ? (
                    <span className="sr-only">{column.header}</span>
                  ) : column.sort ? (
                    <button
                      type="button"
                      onClick={() => {
                        const key = column.sort!.key;
                        const dir = active
                          ? sort.dir === "asc"
                            ? "desc"
                            : "asc"
                          : firstDirection(key);
                        onSort({ key, dir });
                      }}
                      className={cn(
                        "-mx-1 inline-flex items-center gap-1 rounded-sm px-1 py-0.5 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60",
                        active && "text-foreground",
                      )}
                    >
                      {column.header}
                      <Arrow aria-hidden="true" className="size-3.5" />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.id} className={cn("px-2.5 py-2 align-middle", column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CompactList<T>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  compactRow,
  busy,
}: DataTableProps<T>) {
  const sortId = useId();
  const sortable = columns.flatMap((column) => (column.sort ? [column] : []));
  return (
    <div className="grid gap-3">
      {sortable.length > 0 ? (
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="shrink-0 text-sm text-muted-foreground">
            {t("ui.list.sortBy")}
          </label>
          <NativeSelect
            id={sortId}
            value={`${sort.key}:${sort.dir}`}
            onChange={(event) => {
              const [key = sort.key, dir] = event.target.value.split(":");
              onSort({ key, dir: dir === "desc" ? "desc" : "asc" });
            }}
          >
            {sortable.flatMap((column) =>
              (["asc", "desc"] as const).map((dir) => (
                <option key={`${column.id}:${dir}`} value={`${column.sort!.key}:${dir}`}>
                  {`${column.header}, ${column.sort!.words[dir]}`}
                </option>
              )),
            )}
          </NativeSelect>
        </div>
      ) : null}
      <ul
        aria-label={label}
        aria-busy={busy || undefined}
        className={cn(
          "divide-y overflow-hidden rounded-xl border bg-card transition-opacity",
          busy && "opacity-60",
        )}
      >
        {rows.map((row) => (
          <li key={rowKey(row)}>{compactRow(row)}</li>
        ))}
      </ul>
    </div>
  );
}
