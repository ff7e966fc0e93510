import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { TRACKING } from "@haulwise/domain";
import type { Db } from "../../db/database.js";
import type { Worker } from "../../workers/worker.js";
import { deleteClearedBefore } from "./alerts.repo.js";
import type { AlertsService } from "./alerts.service.js";
import { deleteRecordedBefore } from "./positions.repo.js";

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
 * a breath between them so requests keep being served while a large backlog goes.
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
    },
  };
}
