import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { TRACKING } from "@haulwise/domain";
import type { Db } from "../../db/database.js";
import type { Worker } from "../../workers/worker.js";
import { deleteClearedBefore } from "./alerts.repo.js";
import type { AlertsService } from "./alerts.service.js";
import { deleteDailyFixCountsBefore, deleteRecordedBefore } from "./positions.repo.js";

const DAY_MS = 24 * 60 * 60_000;
/** Rows deleted per statement: small enough that SQLite never holds the server for long. */
const RETENTION_CHUNK = 5_000;

/** Idle and stopped-sharing alerts, every 60 s on the cluster's leader. */
export function alertSweepWorker(alerts: AlertsService): Worker {
  return {
    name: "tracking-alert-sweep",
    intervalMs: TRACKING.sweepIntervalMs,
    tick: async (now) => {
      await alerts.sweep(now);
    },
  };
}

/**
 * Deletes position history older than the configured number of days, hourly, in chunks with
 * a breath between them so requests keep being served while a large backlog goes; and the
 * daily fix counts of days gone by.
 */
export function positionRetentionWorker(db: Db, retentionDays: number): Worker {
  return {
    name: "tracking-retention",
    intervalMs: 60 * 60_000,
    tick: async (now) => {
      const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
      while ((await deleteRecordedBefore(db, cutoff, RETENTION_CHUNK)) === RETENTION_CHUNK) {
        await yieldToEventLoop();
      }
      await deleteClearedBefore(db, cutoff);
      // A day's allowance matters only while the day lasts; yesterday's is kept for its end.
      const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
      await deleteDailyFixCountsBefore(db, yesterday);
    },
  };
}
