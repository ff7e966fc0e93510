import {
  type HaulTotals,
  isProductInstant,
  type LoadChange,
  type LoadRow,
  type LoadSnapshot,
  LoadSnapshotSchema,
  messages,
  roundTo2,
} from "@haulwise/domain";
import type { LoadChangesTable, LoadsTable } from "../../db/schema.js";

/** A load's row as lists read it: its own columns and its job's title and number. */
export type ListedLoad = Pick<
  LoadsTable,
  | "id"
  | "job_id"
  | "load_number"
  | "driver_id"
  | "driver_name"
  | "status"
  | "material_type"
  | "quantity"
  | "quantity_unit"
  | "ticket_number"
  | "started_at"
  | "completed_at"
  | "approval"
> & { job_title: string | null; job_number: string | null };

export function toLoadRow(row: ListedLoad): LoadRow {
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title || messages.loads.unknownJob,
    jobNumber: row.job_number || messages.loads.noJobNumber,
    loadNumber: Number(row.load_number),
    driverId: row.driver_id,
    driverName: row.driver_name?.trim() || messages.loads.unknownDriver,
    status: row.status,
    materialType: row.material_type,
    quantity: row.quantity === null ? null : Number(row.quantity),
    quantityUnit: row.quantity_unit,
    ticketNumber: row.ticket_number,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    approval: row.approval,
  };
}

export function toTotals(sums: { loads: number; tons: number; cubicYards: number }): HaulTotals {
  return {
    totalLoads: sums.loads,
    totalTons: roundTo2(sums.tons),
    totalCubicYards: roundTo2(sums.cubicYards),
  };
}

/** The ticket's own details, which a correction may change. */
type TicketSnapshot = Required<
  Pick<
    LoadSnapshot,
    | "status"
    | "materialType"
    | "quantity"
    | "quantityUnit"
    | "ticketNumber"
    | "startedAt"
    | "completedAt"
  >
>;

/** The fields a load's history follows, as the wire names them. */
export function snapshotOf(
  row: Pick<
    LoadsTable,
    | "status"
    | "material_type"
    | "quantity"
    | "quantity_unit"
    | "ticket_number"
    | "started_at"
    | "completed_at"
  >,
): TicketSnapshot {
  return {
    status: row.status,
    materialType: row.material_type,
    quantity: row.quantity === null ? null : Number(row.quantity),
    quantityUnit: row.quantity_unit,
    ticketNumber: row.ticket_number,
    startedAt: row.started_at,
    completedAt: row.completed_at,
  };
}

/** Only the fields that differ between two snapshots, before and after. */
export function differences(
  before: TicketSnapshot,
  after: TicketSnapshot,
): { before: LoadSnapshot; after: LoadSnapshot } | null {
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof TicketSnapshot>) {
    if (before[key] !== after[key]) {
      changedBefore[key] = before[key];
      changedAfter[key] = after[key];
    }
  }
  if (Object.keys(changedAfter).length === 0) return null;
  return { before: changedBefore as LoadSnapshot, after: changedAfter as LoadSnapshot };
}

function parseSnapshot(text: string | null): LoadSnapshot | null {
  if (text === null) return null;
  const parsed = LoadSnapshotSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : {};
}

export function toChange(row: LoadChangesTable): LoadChange {
  return {
    id: row.id,
    change: row.change,
    at: row.at,
    byName: row.changed_by_name,
    before: parseSnapshot(row.before),
    after: parseSnapshot(row.after) ?? {},
    reason: row.reason,
  };
}

const CURSOR_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The keyset position of a page's last row, opaque to the client. */
export function encodeCursor(row: { completed_at: string | null; id: string }): string {
  return Buffer.from(`${row.completed_at}|${row.id}`).toString("base64url");
}

/** A cursor read back holds a time of the product's years and an id as this server makes them. */
export function decodeCursor(cursor: string): { completedAt: string; id: string } | null {
  const [completedAt, id, extra] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (
    !completedAt ||
    !id ||
    extra !== undefined ||
    !isProductInstant(completedAt) ||
    !CURSOR_ID.test(id)
  ) {
    return null;
  }
  return { completedAt: new Date(completedAt).toISOString(), id };
}
