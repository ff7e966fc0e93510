import { type TrackingState, trackingStateOf } from "@haulwise/domain";
import type { Db } from "../../db/database.js";
import * as tokens from "./device-tokens.repo.js";
import * as tracks from "./driver-positions.repo.js";
import * as repo from "./positions.repo.js";

export type PositionsService = ReturnType<typeof createPositionsService>;

/** One of a driver's recent fixes, with the job site they were heading for. */
export type RecentFix = Awaited<ReturnType<typeof repo.recentFixes>>[number];

/** Reads over drivers' position history that other modules build on. */
export function createPositionsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** When each driver last sent a position; drivers who never did are left out. */
    async latestFixTimes(driverIds: string[]): Promise<Map<string, string>> {
      if (driverIds.length === 0) return new Map();
      const rows = await repo.latestFixTimes(db, driverIds);
      return new Map(
        rows.flatMap((row) => (row.at ? [[row.driver_id, String(row.at)] as const] : [])),
      );
    },

    /**
     * What a live map would show for each of these drivers at `now`: off duty, or on duty
     * and moving, idle, paused or stopped. On duty without a fix yet is paused.
     */
    async trackingStatesOf(
      drivers: ReadonlyArray<{ id: string; onDuty: boolean }>,
      now: Date,
    ): Promise<Map<string, TrackingState>> {
      if (drivers.length === 0) return new Map();
      const rows = await tracks.findTrackStates(
        db,
        drivers.map((driver) => driver.id),
      );
      const byDriver = new Map(rows.map((row) => [row.driver_id, row]));
      return new Map(
        drivers.map((driver) => {
          const track = byDriver.get(driver.id);
          const state = trackingStateOf({
            onDuty: driver.onDuty,
            lastSeenAt: track?.last_seen_at ?? null,
            anchorSince: track?.anchor_since ?? null,
            interruption: track?.interruption ?? null,
            now,
          });
          return [driver.id, state];
        }),
      );
    },

    /** When each driver's tracker apps last reported; drivers whose never did are left out. */
    async trackerReportTimes(driverIds: string[]): Promise<Map<string, string>> {
      if (driverIds.length === 0) return new Map();
      const rows = await tokens.lastReportsOf(db, driverIds);
      return new Map(
        rows.flatMap((row) => (row.at ? [[row.user_id, String(row.at)] as const] : [])),
      );
    },

    /** The driver's latest fixes, newest first (at most `limit`). */
    recentFixes: (driverId: string, limit: number): Promise<RecentFix[]> =>
      repo.recentFixes(db, driverId, limit),
  };
}
