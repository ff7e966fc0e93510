import { type Insertable, sql } from "kysely";
import { compiledQuery, type Param } from "../../db/compiled-query.js";
import type { Db, Executor } from "../../db/database.js";
import { columnList, type JsonColumns } from "../../db/dialect.js";
import type { LocationHistoryTable } from "../../db/schema.js";
import { readingJsonColumns } from "./fix-readings.js";

/**
 * Each driver's newest position fix. One indexed look-up per driver (newest first on
 * user_id + recorded_at, stopping at the first fix), not a scan of their whole history:
 * with two weeks of history for 40 drivers the grouped MAX took ~160 ms a call, this ~0.2 ms.
 */
export function latestFixTimes(db: Executor, driverIds: string[]) {
  return db
    .selectFrom("users as u")
    .select([
      "u.id as driver_id",
      (eb) =>
        eb
          .selectFrom("location_history as l")
          .select("l.recorded_at")
          .whereRef("l.user_id", "=", "u.id")
          .where("l.kind", "=", "position")
          .orderBy("l.recorded_at", "desc")
          .limit(1)
          .as("at"),
    ])
    .where("u.id", "in", driverIds)
    .execute();
}

/** The driver's most recent fixes, newest first, with the job site they were heading for. */
export function recentFixes(db: Executor, driverId: string, limit: number) {
  return db
    .selectFrom("location_history as l")
    .leftJoin("jobs as j", "j.id", "l.job_id")
    .select([
      "l.latitude",
      "l.longitude",
      "l.speed",
      "l.recorded_at",
      "j.title as job_title",
      "j.latitude as job_latitude",
      "j.longitude as job_longitude",
    ])
    .where("l.user_id", "=", driverId)
    .where("l.kind", "=", "position")
    .orderBy("l.recorded_at", "desc")
    .limit(limit)
    .execute();
}

export type HistoryRow = Insertable<LocationHistoryTable>;

/** Each stored column, with how it is read back from JSON on PostgreSQL. */
const FIX_COLUMNS = {
  id: "text",
  user_id: "text",
  job_id: "text",
  kind: "text",
  latitude: "double precision",
  longitude: "double precision",
  ...readingJsonColumns,
  flagged: "boolean",
  flag: "text",
  recorded_at: "timestamptz",
  created_at: "timestamptz",
  device_id: "text",
  seq: "bigint",
} as const satisfies Partial<JsonColumns<keyof HistoryRow>>;

const fixColumns = Object.keys(FIX_COLUMNS) as Array<keyof typeof FIX_COLUMNS>;

/** A fix stored now, by the key that makes it stored once. */
export type StoredFixKey = { user_id: string; device_id: string | null; seq: number | null };

const insertFixesQuery = compiledQuery(
  (_db, param: Param<{ rows: string }>, dialect) =>
    sql<StoredFixKey>`insert into location_history (${columnList(FIX_COLUMNS)})
    ${dialect.jsonRows(FIX_COLUMNS, param("rows"))}
    on conflict (user_id, device_id, seq) do nothing
    returning user_id, device_id, seq`,
);

/**
 * Stores fixes once each: a fix whose (driver, device, seq) is already there, or earlier in
 * `rows`, is skipped. Returns the keys of the rows stored now. The rows travel as one JSON
 * parameter: a constant statement, prepared once, however many drivers and fixes a group of
 * uploads brings.
 */
export async function insertFixes(db: Executor, rows: HistoryRow[]): Promise<StoredFixKey[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(rows.map((row) => fixColumns.map((column) => row[column] ?? null)));
  const stored = await insertFixesQuery.execute(db, { rows: json });
  return stored.map((row) => ({ ...row, seq: row.seq === null ? null : Number(row.seq) }));
}

/** A driver's fixes shown on a trail between two instants, oldest first; flagged ones left out. */
export function trailPoints(
  db: Db,
  driverId: string,
  range: { from: string; to: string; after: string | null; limit: number },
) {
  let query = db
    .selectFrom("location_history")
    .select(["latitude", "longitude", "recorded_at"])
    .where("user_id", "=", driverId)
    .where("kind", "=", "position")
    .where("recorded_at", ">=", range.from)
    .where("recorded_at", "<", range.to)
    .where("flagged", "=", false);
  if (range.after !== null) query = query.where("recorded_at", ">", range.after);
  return query.orderBy("recorded_at").limit(range.limit).execute();
}

/** Deletes up to `limit` history rows recorded before `cutoff`; returns how many went. */
export async function deleteRecordedBefore(db: Db, cutoff: string, limit: number) {
  const result = await db
    .deleteFrom("location_history")
    .where("id", "in", (eb) =>
      eb.selectFrom("location_history").select("id").where("recorded_at", "<", cutoff).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many fixes each of `driverIds` stored on `day` (UTC), for those who stored any. */
export async function dailyFixCounts(
  db: Executor,
  driverIds: string[],
  day: string,
): Promise<Map<string, number>> {
  if (driverIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("driver_daily_fixes")
    .select(["driver_id", "fixes"])
    .where("day", "=", day)
    .where("driver_id", "in", driverIds)
    .execute();
  return new Map(rows.map((row) => [row.driver_id, Number(row.fixes)]));
}

/** Adds to each driver's count of fixes stored on `day` (UTC). */
export async function addDailyFixCounts(db: Executor, day: string, counts: Map<string, number>) {
  const values = [...counts]
    .filter(([, fixes]) => fixes > 0)
    .map(([driver_id, fixes]) => ({ driver_id, day, fixes }));
  if (values.length === 0) return;
  await db
    .insertInto("driver_daily_fixes")
    .values(values)
    .onConflict((oc) =>
      oc
        .columns(["driver_id", "day"])
        .doUpdateSet({ fixes: sql`driver_daily_fixes.fixes + excluded.fixes` }),
    )
    .execute();
}

/** Forgets the counts of days before `day` (UTC). */
export async function deleteDailyFixCountsBefore(db: Db, day: string) {
  await db.deleteFrom("driver_daily_fixes").where("day", "<", day).execute();
}
