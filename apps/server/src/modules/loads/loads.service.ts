import {
  type HaulTotals,
  type JobLoad,
  type JobMetrics,
  messages,
  roundTo2,
} from "@haulwise/domain";
import type { Actor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import type { JobsService } from "../jobs/jobs.service.js";
import * as repo from "./loads.repo.js";

export type LoadsService = ReturnType<typeof createLoadsService>;

function toLoad(row: repo.LoadRow): JobLoad {
  return {
    id: row.id,
    loadNumber: Number(row.load_number),
    driverName: row.driver_name?.trim() || messages.loads.unknownDriver,
    materialType: row.material_type,
    quantity: row.quantity === null ? null : Number(row.quantity),
    quantityUnit: row.quantity_unit,
    startedAt: row.started_at,
    completedAt: row.completed_at,
  };
}

function toTotals(sums: { loads: number; tons: number; cubicYards: number }): HaulTotals {
  return {
    totalLoads: sums.loads,
    totalTons: roundTo2(sums.tons),
    totalCubicYards: roundTo2(sums.cubicYards),
  };
}

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();

/** Loads hauled on jobs and the daily metrics drivers log. */
export function createLoadsService(deps: { db: Db; clock: Clock; jobs: JobsService }) {
  const { db, clock, jobs } = deps;

  return {
    /**
     * The job's Hauling Metrics (today and all time), its loads under way and today's
     * completed loads, for the job's contractor. "Today" starts at `since`, the start of the
     * viewer's own day, or at midnight UTC when the caller does not say.
     */
    async jobMetrics(actor: Actor, jobId: string, since?: string): Promise<JobMetrics> {
      await jobs.requireContractorJob(actor, jobId);
      // Stored timestamps are UTC ISO strings; compare like with like whatever offset was sent.
      const from = since ? new Date(since).toISOString() : startOfUtcDay(clock.now());
      const [today, allTime, liveHauls, todaysLoads] = await Promise.all([
        repo.completedTotals(db, jobId, from),
        repo.completedTotals(db, jobId),
        repo.findLoadsInProgress(db, jobId),
        repo.findCompletedSince(db, jobId, from),
      ]);
      return {
        today: toTotals(today),
        allTime: toTotals(allTime),
        liveHauls: liveHauls.map(toLoad),
        todaysLoads: todaysLoads.map(toLoad),
      };
    },

    /** Trips and hours each driver logged on the company's jobs, by driver. */
    async workTotals(companyId: string, driverIds: string[]) {
      const rows = await repo.metricTotals(db, companyId, driverIds);
      return new Map(
        rows.map((row) => [
          row.driver_id,
          { trips: Number(row.trips ?? 0), hours: Number(row.hours ?? 0) },
        ]),
      );
    },

    /** When each driver last recorded work (a metrics entry or a load), by driver. */
    async lastWorkTimes(driverIds: string[]): Promise<Map<string, string>> {
      const rows = await repo.lastWork(db, driverIds);
      return new Map(rows.map((row) => [row.driver_id, row.at]));
    },
  };
}
