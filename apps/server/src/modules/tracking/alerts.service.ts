import {
  driverNameOf,
  NOTIFICATION_TYPES,
  notificationLinks,
  notificationWords,
  TRACKING,
  type TrackingAlert,
  type TrackingState,
  trackingStateOf,
} from "@haulwise/domain";
import { type Actor, requireContractor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import { timeOrderedId } from "../../db/ids.js";
import type { EventBus, EventPayload } from "../../events/bus.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import * as repo from "./alerts.repo.js";
import * as live from "./driver-positions.repo.js";
import { announcePosition, driverWorkOf, livePositionOf } from "./live-position.js";

export type AlertsService = ReturnType<typeof createAlertsService>;

type Kind = TrackingAlert["kind"];

export type SweepResult = {
  /** Driver-and-company rows the one query read: the drivers whose state could change. */
  evaluated: number;
  /** Drivers whose state changed and was announced. */
  changed: number;
  opened: number;
  cleared: number;
};

function toAlert(row: repo.AlertRow): TrackingAlert {
  return {
    id: row.id,
    driverId: row.driver_id,
    driverName: driverNameOf(row.first_name, row.last_name),
    kind: row.kind === "stopped" ? "stopped" : "idle",
    openedAt: row.opened_at,
    clearedAt: row.cleared_at,
  };
}

/**
 * Idle and stopped-sharing alerts. An alert opens once per company, driver and kind and
 * stays open, without repeating, until its condition ends; contractors hear of it in the
 * notification centre and live. Only fresh evidence counts: a driver is idle only while
 * sharing, so an offline backlog never raises one.
 */
export function createAlertsService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  notifications: Pick<NotificationsService, "deliver">;
  /** Runs `task` once, `ms` from now; the sweep does the same work if it never runs. */
  later(task: () => Promise<void>, ms: number): void;
  /** Ends a duty a tracker app's reports started; whether it did. */
  endTrackerShift(driverId: string): Promise<boolean>;
}) {
  const { db, clock, events, notifications } = deps;

  /** Whether a page closed at `interruptedAt` has stayed closed long enough to tell anyone. */
  const stoppedLongEnough = (interruptedAt: string | null, now: Date) =>
    interruptedAt !== null && now.getTime() - Date.parse(interruptedAt) >= TRACKING.stoppedGraceMs;

  async function open(
    companyId: string,
    driverId: string,
    kind: Kind,
    name: string | null,
    now: Date,
  ): Promise<boolean> {
    const alert: TrackingAlert = {
      id: timeOrderedId(now.getTime()),
      driverId,
      driverName: name ?? driverNameOf(null, null),
      kind,
      openedAt: now.toISOString(),
      clearedAt: null,
    };
    const opened = await repo.openAlert(db, {
      id: alert.id,
      company_id: companyId,
      driver_id: driverId,
      kind,
      opened_at: alert.openedAt,
      cleared_at: null,
    });
    if (!opened) return false;
    events.emit("alert.opened", { companyId, alert });
    const words =
      kind === "idle"
        ? notificationWords.driverIdle(alert.driverName)
        : notificationWords.stoppedSharing(name);
    await notifications.deliver(
      kind === "idle" ? NOTIFICATION_TYPES.driverIdle : NOTIFICATION_TYPES.stoppedSharing,
      async () =>
        (await repo.findContractorIds(db, companyId)).map((userId) => ({
          userId,
          words,
          link: notificationLinks.liveMap,
        })),
    );
    return true;
  }

  /** Clears alerts and announces each one cleared now; `names` are the drivers' names. */
  async function clear(ids: string[], names: Map<string, string>, now: Date) {
    const cleared = await repo.clearAlerts(db, ids, now.toISOString());
    for (const row of cleared) {
      events.emit("alert.cleared", {
        companyId: row.company_id,
        alert: toAlert({
          ...row,
          first_name: names.get(row.driver_id) ?? null,
          last_name: null,
        }),
      });
    }
    return cleared.length;
  }

  /** Announces a driver's new state to every company they drive for. */
  async function announce(driverId: string, now: Date) {
    const [row, work] = await Promise.all([
      live.findDriverLiveRow(db, driverId),
      live.findDriverWork(db, driverId),
    ]);
    if (!row) return;
    announcePosition(events, driverWorkOf(work), driverId, livePositionOf(row, now));
  }

  return {
    async openAlerts(actor: Actor): Promise<TrackingAlert[]> {
      const company = requireContractor(actor);
      return (await repo.findOpenForCompany(db, company.id)).map(toAlert);
    },

    async openAlertsOf(companyId: string): Promise<TrackingAlert[]> {
      return (await repo.findOpenForCompany(db, companyId)).map(toAlert);
    },

    /**
     * A stop beacon is news once the page has stayed closed for the grace period: the
     * contractor hears it then, without waiting for the sweep. A reload comes back sooner.
     */
    async onTrackingUpdated(payload: EventPayload<"tracking.updated">) {
      if (payload.position.state !== "stopped") return;
      const { companyId, driverId, position } = payload;
      deps.later(async () => {
        const now = clock.now();
        const row = await repo.findInterruption(db, driverId);
        if (!row?.on_duty || row.interruption !== "stopped") return;
        if (!stoppedLongEnough(row.interrupted_at, now)) return;
        await open(companyId, driverId, "stopped", position.name, now);
      }, TRACKING.stoppedGraceMs);
    },

    /**
     * A duty switch is news at once: the driver appears on or leaves the live maps without
     * waiting for the sweep, which would otherwise notice within a minute. A tracker's shift
     * ending after its reports stopped tells nobody: the map showed it paused all along.
     */
    async onDutyChanged(driverId: string, now: Date, by: "driver" | "tracker") {
      const [row, before] = await Promise.all([
        live.findDriverLiveRow(db, driverId),
        repo.findInterruption(db, driverId),
      ]);
      if (!row) return;
      const state = livePositionOf(row, now).state;
      await live.saveStates(db, [{ driverId, state }], now.toISOString());
      // Going off duty ends sharing: the contractors are told at once, then every alert
      // ends, since the sweep only looks at drivers still working.
      if (state === "off_duty") {
        const name = driverNameOf(row.first_name, row.last_name);
        if (by === "driver" && before && before.state !== "off_duty") {
          const work = driverWorkOf(await live.findDriverWork(db, driverId));
          for (const companyId of work.companies.keys()) {
            await open(companyId, driverId, "stopped", name, now);
          }
        }
        const stillOpen = await repo.findOpenForDriver(db, driverId);
        await clear(
          stillOpen.map((alert) => alert.id),
          new Map([[driverId, name]]),
          now,
        );
      }
      await announce(driverId, now);
    },

    /** A driver who left the company takes their open alerts there with them. */
    async onDriverRemoved(companyId: string, driverId: string, now: Date) {
      const rows = (await repo.findOpenForDriver(db, driverId)).filter(
        (row) => row.company_id === companyId,
      );
      const name = driverNameOf(rows[0]?.first_name ?? null, rows[0]?.last_name ?? null);
      await clear(
        rows.map((row) => row.id),
        new Map([[driverId, name]]),
        now,
      );
    },

    /**
     * One round of the alert rules as of `now`, over one read of every driver whose state
     * could have changed since it was last decided: state changes nobody reported (silence
     * turning into "paused", a duty switch) are announced, alerts open where their condition
     * holds and clear where it ended.
     */
    async sweep(now: Date): Promise<SweepResult> {
      const rows = await repo.findSweepRows(db, now);
      const changed = new Map<string, TrackingState>();
      const toOpen: Array<{ companyId: string; driverId: string; kind: Kind; name: string }> = [];
      const toClear: string[] = [];
      const names = new Map<string, string>();
      const shiftsEnded = new Set<string>();
      for (const row of rows) {
        if (
          row.on_duty &&
          row.duty_source === "tracker" &&
          now.getTime() - Date.parse(row.last_seen_at) > TRACKING.trackerShiftEndsAfterMs
        ) {
          shiftsEnded.add(row.driver_id);
        }
        const state = trackingStateOf({
          onDuty: Boolean(row.on_duty),
          lastSeenAt: row.last_seen_at,
          anchorSince: row.anchor_since,
          interruption: row.interruption,
          now,
        });
        if (state !== row.state) changed.set(row.driver_id, state);
        const name = driverNameOf(row.first_name, row.last_name);
        names.set(row.driver_id, name);
        const holds: Record<Kind, boolean> = {
          idle: state === "idle" && Boolean(row.assigned),
          stopped: state === "stopped",
        };
        // A closed page is news only once it has stayed closed a while (a reload comes
        // back); an alert already open stays open while the page does.
        const due: Record<Kind, boolean> = {
          idle: true,
          stopped: stoppedLongEnough(row.interrupted_at, now),
        };
        const openIds: Record<Kind, string | null> = {
          idle: row.idle_alert_id,
          stopped: row.stopped_alert_id,
        };
        for (const kind of ["idle", "stopped"] as const) {
          const id = openIds[kind];
          if (holds[kind] && due[kind] && !id) {
            toOpen.push({ companyId: row.company_id, driverId: row.driver_id, kind, name });
          }
          if (!holds[kind] && id) toClear.push(id);
        }
      }

      const at = now.toISOString();
      await live.saveStates(
        db,
        [...changed].map(([driverId, state]) => ({ driverId, state })),
        at,
      );
      const cleared = await clear(toClear, names, now);
      let opened = 0;
      for (const alert of toOpen) {
        if (await open(alert.companyId, alert.driverId, alert.kind, alert.name, now)) opened++;
      }
      for (const driverId of changed.keys()) await announce(driverId, now);
      // Going off duty is announced and its alerts closed by the duty change's listener.
      for (const driverId of shiftsEnded) {
        if (await deps.endTrackerShift(driverId)) {
          events.emit("driver.duty_changed", { driverId, onDuty: false, by: "tracker" });
        }
      }
      return { evaluated: rows.length, changed: changed.size, opened, cleared };
    },
  };
}
