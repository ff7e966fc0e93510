import { type CatalogueKey, messages, wallClockIn } from "@haulwise/domain";
import { csvCell } from "../../http/csv.js";
import type { CyclesService } from "./cycles.service.js";

const COLUMNS: CatalogueKey[] = [
  "csv.cycles.cycle",
  "csv.cycles.driver",
  "csv.cycles.truck",
  "csv.cycles.loadSite",
  "csv.cycles.arrivedAtLoadSite",
  "csv.cycles.leftLoadSite",
  "csv.cycles.dumpSite",
  "csv.cycles.arrivedAtDump",
  "csv.cycles.leftDump",
  "csv.cycles.minutesAtLoadSite",
  "csv.cycles.haulMinutes",
  "csv.cycles.minutesAtDump",
  "csv.cycles.returnMinutes",
  "csv.cycles.cycleMinutes",
  "csv.cycles.inferred",
  "csv.cycles.ticket",
];

const pad = (n: number) => String(n).padStart(2, "0");
const minutes = (seconds: number | null) =>
  seconds === null ? null : Math.round(seconds / 6) / 10;

/**
 * The cycles of a range as CSV: times on the company's wall clock, legs in minutes. The header
 * is in the language of who downloads it; the values stay as they are (a spreadsheet reads
 * the file the same whatever its header's language).
 */
export function cyclesCsv(data: Awaited<ReturnType<CyclesService["csvRows"]>>) {
  const local = (iso: string) => {
    const at = wallClockIn(iso, data.timeZone);
    return `${at.year}-${pad(at.month)}-${pad(at.day)} ${pad(at.hour)}:${pad(at.minute)}`;
  };
  const lines = [COLUMNS.map((key) => csvCell(data.wording.t(key))).join(",")];
  for (const { cycle, legs, driver, loadSite, dumpSite } of data.rows) {
    const cells = [
      cycle.id,
      driver?.name ?? messages.loads.unknownDriver,
      driver?.truck ?? null,
      loadSite,
      local(cycle.load.arrivedAt),
      local(cycle.load.departedAt),
      dumpSite,
      local(cycle.dump.arrivedAt),
      local(cycle.dump.departedAt),
      minutes(legs.atLoad),
      minutes(legs.haul),
      minutes(legs.atDump),
      minutes(legs.return),
      minutes(legs.cycle),
      cycle.inferred ? "yes" : "no",
      cycle.loadId,
    ];
    lines.push(cells.map(csvCell).join(","));
  }
  const first = data.rows[0]?.cycle.dump.departedAt;
  const day = first ? local(first).slice(0, 10) : "none";
  return { fileName: `cycles-${day}.csv`, body: `${lines.join("\r\n")}\r\n` };
}
