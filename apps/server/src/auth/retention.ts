import type { Db } from "../db/database.js";
import type { Dialect } from "../db/dialect.js";
import type { Worker } from "../workers/worker.js";

const HOUR_MS = 60 * 60 * 1000;
/** Expired verification links are kept a day, for whoever looks into a failed sign-up. */
const VERIFICATION_GRACE_SECONDS = 24 * 60 * 60;

/**
 * Deletes sessions and verification links that have expired. Better Auth refuses them
 * already and removes the ones it meets; this keeps the tables from growing with the ones
 * nobody comes back for.
 */
export function authRetentionWorker(db: Db, dialect: Dialect): Worker {
  return {
    name: "auth-retention",
    intervalMs: HOUR_MS,
    async tick(now) {
      await db
        .deleteFrom("sessions")
        .where(dialect.olderThan("expires_at", 0, now))
        .execute();
      await db
        .deleteFrom("verifications")
        .where(dialect.olderThan("expires_at", VERIFICATION_GRACE_SECONDS, now))
        .execute();
    },
  };
}
