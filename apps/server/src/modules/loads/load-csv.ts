import { type CatalogueKey, messages, roundTo2, tonsOf, wallClockIn } from "@haulwise/domain";
import { csvCell } from "../../http/csv.js";
import type { Wording } from "../../i18n/translator.js";
import type { ListedLoad } from "./load-rows.js";

const COLUMNS: CatalogueKey[] = [
  "csv.loads.load",
  "csv.loads.ticket",
  "csv.loads.completedDate",
  "csv.loads.completedAt",
  "csv.loads.startedAt",
  "csv.loads.driver",
  "csv.loads.job",
  "csv.loads.jobNumber",
  "csv.loads.material",
  "csv.loads.quantity",
  "csv.loads.unit",
  "csv.loads.tons",
];

const pad = (n: number) => String(n).padStart(2, "0");

/** '2024-01-05 14:30' in the company's time zone: what a spreadsheet reads as a date and time. */
function localDateTime(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  const at = wallClockIn(iso, timeZone);
  return `${at.year}-${pad(at.month)}-${pad(at.day)} ${pad(at.hour)}:${pad(at.minute)}`;
}

/** The header row, in the language of who downloads the file. */
export function loadsCsvHeader({ t }: Pick<Wording, "t">): string {
  return `${COLUMNS.map((key) => csvCell(t(key))).join(",")}\r\n`;
}

/** One completed load as a CSV line; tons only for weights (pounds / 2000). */
export function loadsCsvLine(row: ListedLoad, timeZone: string): string {
  const quantity = row.quantity === null ? null : Number(row.quantity);
  const completed = localDateTime(row.completed_at, timeZone);
  const cells = [
    Number(row.load_number),
    row.ticket_number,
    completed.slice(0, 10),
    completed.slice(11),
    localDateTime(row.started_at, timeZone),
    row.driver_name?.trim() || messages.loads.unknownDriver,
    row.job_title || messages.loads.unknownJob,
    row.job_number || messages.loads.noJobNumber,
    row.material_type,
    quantity,
    row.quantity_unit.replace(/_/g, " "),
    row.quantity_unit === "cubic_yards" ? null : roundTo2(tonsOf(quantity, row.quantity_unit)),
  ];
  return `${cells.map(csvCell).join(",")}\r\n`;
}
