import { randomUUID } from "node:crypto";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import * as repo from "./shifts.repo.js";

export type ShiftsService = ReturnType<typeof createShiftsService>;

export type Shift = { startedAt: string; endedAt: string | null };

/**
 * When each driver was on duty: a shift starts when they go on duty and ends when they go off,
 * as the server heard it. Approval compares a ticket's delivery time with them.
 */
export function createShiftsService(deps: { db: Db; dialect: Dialect }) {
  const { db, dialect } = deps;

  return {
    /** Opens a shift when a driver goes on duty (once), closes it when they go off. */
    async onDutyChanged(driverId: string, onDuty: boolean, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const open = await repo.findOpenShift(trx, dialect, driverId);
        if (onDuty && !open) {
          await repo.insertShift(trx, {
            id: randomUUID(),
            driver_id: driverId,
            started_at: at,
            ended_at: null,
          });
        } else if (!onDuty && open) {
          await repo.endShift(trx, open.id, at < open.started_at ? open.started_at : at);
        }
      });
    },

    /** Each driver's shifts that overlap [from, to), oldest first. */
    async shiftsOf(driverIds: string[], from: string, to: string): Promise<Map<string, Shift[]>> {
      const rows = await repo.findOverlapping(db, [...new Set(driverIds)], from, to);
      const byDriver = new Map<string, Shift[]>();
      for (const row of rows) {
        const shifts = byDriver.get(row.driver_id) ?? [];
        shifts.push({ startedAt: row.started_at, endedAt: row.ended_at });
        byDriver.set(row.driver_id, shifts);
      }
      return byDriver;
    },
  };
}
