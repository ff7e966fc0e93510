import type { Db } from "../../db/database.js";
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

    /** The driver's latest fixes, newest first (at most `limit`). */
    recentFixes: (driverId: string, limit: number): Promise<RecentFix[]> =>
      repo.recentFixes(db, driverId, limit),
  };
}
