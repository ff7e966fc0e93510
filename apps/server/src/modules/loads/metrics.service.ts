import { randomUUID } from "node:crypto";
import {
  type DailyMetricsEntry,
  type DailyMetricsInput,
  DailyMetricsInputSchema,
  LOADS,
  localDayOf,
  type MyMetrics,
  messages,
  type SubmitMetricsResult,
} from "@haulwise/domain";
import { type Actor, requireRole } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import { isUniqueViolation } from "../../db/errors.js";
import { AppError, badRequest, conflict, forbidden } from "../../http/app-error.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import * as repo from "./metrics.repo.js";

export type MetricsService = ReturnType<typeof createMetricsService>;

const m = messages.metrics;
const DAY_MS = 86_400_000;

function toEntry(row: repo.MetricsEntryRow): DailyMetricsEntry {
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title || messages.loads.unknownJob,
    jobNumber: row.job_number || messages.loads.noJobNumber,
    date: row.date,
    loads: Number(row.loads_completed),
    hours: Number(row.hours_worked),
    miles: Number(row.miles_driven),
    fuelUsed: Number(row.fuel_used),
    notes: row.notes,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? row.created_at,
  };
}

/** The daily figures drivers submit, and what driver cards total from them. */
export function createMetricsService(deps: {
  db: Db;
  clock: Clock;
  jobs: JobsService;
  companies: CompaniesService;
  trucks: TrucksService;
}) {
  const { db, clock, jobs, companies, trucks } = deps;

  /** The job, if the driver is active on it; a clear refusal otherwise. */
  async function activeJobOf(actor: Actor, jobId: string) {
    const access = await jobs.accessTo(actor, jobId).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    });
    if (access?.access !== "driver") {
      throw forbidden(m.notActiveOnJob);
    }
    return access.job;
  }

  function deviceTime(iso: string | undefined, now: Date): Date {
    if (!iso) return now;
    const at = new Date(iso);
    const problem =
      at.getTime() > now.getTime() + LOADS.maxFutureSkewMs
        ? m.inFuture
        : at.getTime() < now.getTime() - LOADS.maxAgeDays * DAY_MS
          ? m.tooOld
          : null;
    if (problem) throw badRequest(problem, [{ path: "recordedAt", message: problem }]);
    return at;
  }

  async function write(
    driverId: string,
    jobId: string,
    date: string,
    fields: repo.EntryFigures,
    truckId: string | null,
  ): Promise<boolean> {
    const existing = await repo.findEntry(db, driverId, jobId, date);
    if (existing) {
      // Approved hours are locked; hours sent back wait for approval again once corrected.
      if (existing.approval === "approved") throw conflict(messages.approvals.hoursLocked);
      await repo.updateEntry(db, existing.id, {
        ...fields,
        ...(existing.approval === "sent_back" ? { approval: "pending", approval_note: null } : {}),
      });
      return true;
    }
    try {
      await repo.insertEntry(db, {
        id: randomUUID(),
        driver_id: driverId,
        job_id: jobId,
        date,
        created_at: fields.updated_at,
        ...fields,
        approval: "pending",
        approved_at: null,
        approved_by: null,
        approval_note: null,
        truck_id: truckId,
      });
      return false;
    } catch (error) {
      // The same entry sent twice at once (a queue draining): the second corrects the first.
      if (!isUniqueViolation(error)) throw error;
      const stored = await repo.findEntry(db, driverId, jobId, date);
      if (!stored) throw error;
      if (stored.approval === "approved") throw conflict(messages.approvals.hoursLocked);
      await repo.updateEntry(db, stored.id, fields);
      return true;
    }
  }

  return {
    /**
     * Stores the driver's figures for a job they are active on, dated by the job's company
     * time zone at the time the device recorded them, with the device position when known.
     * One entry per job and day: sending again corrects that day's entry.
     */
    async submit(actor: Actor, input: DailyMetricsInput): Promise<SubmitMetricsResult> {
      requireRole(actor, "driver", m.driversOnly);
      const form = DailyMetricsInputSchema.parse(input);
      const job = await activeJobOf(actor, form.jobId);
      const now = clock.now();
      const at = deviceTime(form.recordedAt, now);
      const date = localDayOf(at, await companies.timeZoneOf(job.company_id));
      const corrected = await write(
        actor.userId,
        job.id,
        date,
        {
          loads_completed: form.loads,
          hours_worked: form.hours,
          miles_driven: form.miles,
          fuel_used: form.fuelUsed,
          notes: form.notes ? form.notes : null,
          latitude: form.latitude ?? null,
          longitude: form.longitude ?? null,
          accuracy: form.accuracy ?? null,
          updated_at: now.toISOString(),
        },
        (await trucks.assignedTo(job.company_id, [actor.userId])).get(actor.userId)?.id ?? null,
      );
      const entry = await repo.findEntry(db, actor.userId, job.id, date);
      return { entry: toEntry(entry!), corrected };
    },

    /**
     * The driver's entries of a day: `date`, or today, which is today in the time zone of
     * each company the driver works a job for.
     */
    async mine(actor: Actor, date?: string): Promise<MyMetrics> {
      requireRole(actor, "driver", m.driversOnly);
      let days = date ? [date] : [];
      if (!date) {
        const companyIds = new Set((await jobs.driverJobs(actor)).map((job) => job.companyId));
        const now = clock.now();
        const zones = await Promise.all([...companyIds].map((id) => companies.timeZoneOf(id)));
        days = [...new Set(zones.map((zone) => localDayOf(now, zone)))];
      }
      if (days.length === 0) return { entries: [] };
      return { entries: (await repo.findEntriesOfDays(db, actor.userId, days)).map(toEntry) };
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
