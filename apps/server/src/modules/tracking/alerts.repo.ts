import { OPEN_JOB_STATUSES, TRACKING } from "@haulwise/domain";
import type { Insertable } from "kysely";
import type { Db } from "../../db/database.js";
import { isoSecondsBefore } from "../../db/dialect.js";
import type { TrackingAlertsTable } from "../../db/schema.js";

const alertColumns = [
  "a.id",
  "a.company_id",
  "a.driver_id",
  "a.kind",
  "a.opened_at",
  "a.cleared_at",
  "p.first_name",
  "p.last_name",
] as const;

export type AlertRow = Awaited<ReturnType<typeof findOpenForCompany>>[number];

/** The company's open alerts about drivers who still drive for it, oldest first. */
export function findOpenForCompany(db: Db, companyId: string) {
  return db
    .selectFrom("tracking_alerts as a")
    .innerJoin("company_members as m", (join) =>
      join
        .onRef("m.company_id", "=", "a.company_id")
        .onRef("m.user_id", "=", "a.driver_id")
        .on("m.member_role", "=", "driver"),
    )
    .leftJoin("profiles as p", "p.id", "a.driver_id")
    .select(alertColumns)
    .where("a.company_id", "=", companyId)
    .where("a.cleared_at", "is", null)
    .orderBy("a.opened_at")
    .execute();
}

/**
 * Opens an alert unless one of its kind is already open for the driver in that company
 * (the partial unique index refuses a second); returns it only when opened now.
 */
export async function openAlert(db: Db, alert: Insertable<TrackingAlertsTable>) {
  const opened = await db
    .insertInto("tracking_alerts")
    .values(alert)
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  return opened !== undefined;
}

/** Clears the alerts still open among `ids`; returns the ones cleared now. */
export async function clearAlerts(db: Db, ids: string[], at: string) {
  if (ids.length === 0) return [];
  return db
    .updateTable("tracking_alerts")
    .set({ cleared_at: at })
    .where("id", "in", ids)
    .where("cleared_at", "is", null)
    .returning(["id", "company_id", "driver_id", "kind", "opened_at", "cleared_at"])
    .execute();
}

/** The open alerts of one driver, in any company. */
export function findOpenForDriver(db: Db, driverId: string) {
  return db
    .selectFrom("tracking_alerts as a")
    .leftJoin("profiles as p", "p.id", "a.driver_id")
    .select(alertColumns)
    .where("a.driver_id", "=", driverId)
    .where("a.cleared_at", "is", null)
    .execute();
}

/** The people who run a company: every contractor member and its owner. */
export async function findContractorIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("company_members as m")
    .innerJoin("profiles as p", "p.id", "m.user_id")
    .select("m.user_id")
    .where("m.company_id", "=", companyId)
    .where("m.member_role", "in", ["owner", "contractor"])
    .where("p.role", "=", "contractor")
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * The alert sweep's one read: every driver whose state or alerts could change as of `now`,
 * once per company they drive for, with whether they work an open job there and the ids of
 * their open alerts in it.
 *
 * A driver last known moving, on duty, with no interruption and no open alert stays moving
 * until new evidence arrives or one of the rule's clocks runs out (silence long enough to be
 * paused, an anchor old enough to be idle); the ingest that brings new evidence decides the
 * state itself. Such a driver is left out, so a round reads the drivers standing still, paused,
 * stopped or alerted, not the whole moving fleet. The rules themselves stay in
 * `trackingStateOf`: this only skips rows whose answer cannot differ from the stored one.
 */
export function findSweepRows(db: Db, now: Date) {
  const pausedIfSeenBy = isoSecondsBefore(now, TRACKING.pausedAfterMs / 1000);
  const idleIfAnchoredBy = isoSecondsBefore(now, TRACKING.idleAfterMs / 1000);
  return db
    .selectFrom("driver_positions as dp")
    .innerJoin("profiles as p", "p.id", "dp.driver_id")
    .innerJoin("company_members as m", (join) =>
      join.onRef("m.user_id", "=", "dp.driver_id").on("m.member_role", "=", "driver"),
    )
    .select((eb) => {
      const openAlertId = (kind: "idle" | "stopped") =>
        eb
          .selectFrom("tracking_alerts as a")
          .select("a.id")
          .whereRef("a.company_id", "=", "m.company_id")
          .whereRef("a.driver_id", "=", "dp.driver_id")
          .where("a.kind", "=", kind)
          .where("a.cleared_at", "is", null)
          .limit(1);
      return [
        "dp.driver_id",
        "dp.last_seen_at",
        "dp.anchor_since",
        "dp.interruption",
        "dp.interrupted_at",
        "dp.state",
        "p.on_duty",
        "p.duty_source",
        "p.first_name",
        "p.last_name",
        "m.company_id",
        eb
          .exists(
            eb
              .selectFrom("job_drivers as jd")
              .innerJoin("jobs as j", "j.id", "jd.job_id")
              .select("jd.id")
              .whereRef("jd.driver_id", "=", "dp.driver_id")
              .whereRef("j.company_id", "=", "m.company_id")
              .where("jd.status", "=", "active")
              .where("j.status", "in", OPEN_JOB_STATUSES),
          )
          .as("assigned"),
        openAlertId("idle").as("idle_alert_id"),
        openAlertId("stopped").as("stopped_alert_id"),
      ];
    })
    .where((eb) => {
      const hasOpenAlert = eb.exists(
        eb
          .selectFrom("tracking_alerts as open")
          .select("open.id")
          .whereRef("open.driver_id", "=", "dp.driver_id")
          .where("open.cleared_at", "is", null),
      );
      return eb.and([
        // Off duty and already announced so, a driver still has a say while an alert is
        // open: the round that sees them off duty clears it.
        eb.or([eb("p.on_duty", "=", true), eb("dp.state", "<>", "off_duty"), hasOpenAlert]),
        eb.or([
          eb("dp.state", "<>", "moving"),
          eb("p.on_duty", "=", false),
          eb("dp.interruption", "is not", null),
          eb("dp.last_seen_at", "<=", pausedIfSeenBy),
          eb("dp.anchor_since", "<=", idleIfAnchoredBy),
          hasOpenAlert,
        ]),
      ]);
    })
    .execute();
}

/** Alerts that cleared before `cutoff` are only history; they go with the positions. */
export async function deleteClearedBefore(db: Db, cutoff: string) {
  await db.deleteFrom("tracking_alerts").where("cleared_at", "<", cutoff).execute();
}

/** A driver's duty, the state last announced and the last beacon's interruption. */
export function findInterruption(db: Db, driverId: string) {
  return db
    .selectFrom("driver_positions as dp")
    .innerJoin("profiles as p", "p.id", "dp.driver_id")
    .select(["p.on_duty", "dp.state", "dp.interruption", "dp.interrupted_at"])
    .where("dp.driver_id", "=", driverId)
    .executeTakeFirst();
}
