import {
  type DashboardStats,
  type JobMetrics,
  LOADS,
  type LoadSummary,
  type LoadSummaryQuery,
  localDayOf,
  messages,
  type ResolvedRange,
  roundTo2,
  zonedDayBounds,
} from "@haulwise/domain";
import { type Actor, requireContractor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import { badRequest } from "../../http/app-error.js";
import type { Translator } from "../../i18n/translator.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { CyclesService } from "../cycles/cycles.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import { loadsCsvHeader, loadsCsvLine } from "./load-csv.js";
import { decodeCursor, encodeCursor, toLoadRow, toTotals } from "./load-rows.js";
import * as repo from "./loads.repo.js";

export type LoadReportsService = ReturnType<typeof createLoadReportsService>;

/**
 * Rows read per query while a CSV streams out; the first page is small so the download
 * starts at once.
 */
const CSV_FIRST_PAGE = 100;
const CSV_PAGE = 1000;

type DayRange = { from?: string; to?: string };

/**
 * The days a query asks for (today when it names none, one day when it names one) and their
 * bounds as instants: from the first day's local midnight to the midnight after the last day,
 * so both ends are included whole (spec part 2 §5).
 */
function resolveRange(range: DayRange, timeZone: string, now: Date) {
  const today = localDayOf(now, timeZone);
  const from = range.from ?? today;
  const to = range.to ?? from;
  const resolved: ResolvedRange = { from, to, timeZone, today };
  return {
    resolved,
    bounds: { from: zonedDayBounds(from, timeZone).from, to: zonedDayBounds(to, timeZone).to },
  };
}

/** What the company's contractors read about its loads: summaries, stats, exports. */
export function createLoadReportsService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  jobs: JobsService;
  companies: CompaniesService;
  /** Loads counted from GPS, beside the tickets. */
  cycles?: Pick<CyclesService, "countedAndTicketed">;
  /** The export's header row is in the language of who downloads it. */
  translator: Pick<Translator, "wordingFor">;
  profiles: Pick<ProfilesService, "languageOf">;
}) {
  const { db, dialect, clock, jobs, companies, translator, profiles } = deps;

  /** The company whose loads are read, its zone, and the job named (checked to be its own). */
  async function scope(actor: Actor, jobId?: string) {
    const company = requireContractor(actor);
    if (jobId) await jobs.requireContractorJob(actor, jobId);
    return { companyId: company.id, jobId, timeZone: company.timeZone };
  }

  return {
    /**
     * The Daily Load Summary: completed loads whose completion falls in the range (whole days
     * in the company's time zone), newest first, a page at a time, with totals of the whole
     * range: loads, tons (pounds / 2000) and cubic yards apart.
     */
    async summary(actor: Actor, query: LoadSummaryQuery): Promise<LoadSummary> {
      const { companyId, jobId, timeZone } = await scope(actor, query.jobId);
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      if (after === null) throw badRequest(messages.loads.cursorInvalid);
      const { resolved, bounds } = resolveRange(query, timeZone, clock.now());
      const limit = query.limit ?? LOADS.pageSize;
      const range = { companyId, jobId, ...bounds };
      const [rows, totals, counted] = await Promise.all([
        repo.findCompletedPage(db, dialect, range, limit + 1, after),
        repo.completedTotals(db, range),
        // Counted loads belong to the range, not the page: the first page carries them.
        after ? undefined : deps.cycles?.countedAndTicketed(companyId, bounds, jobId),
      ]);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        range: resolved,
        totals: toTotals(totals),
        loads: page.map(toLoadRow),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
        ...(counted ? { counted } : {}),
      };
    },

    /**
     * The overview's stat cards: active jobs, loads completed today and the tons (and cubic
     * yards, apart) of the chosen range, days counted in the company's time zone.
     */
    async stats(actor: Actor, query: DayRange): Promise<DashboardStats> {
      const { companyId, timeZone } = await scope(actor);
      const now = clock.now();
      const { resolved, bounds } = resolveRange(query, timeZone, now);
      const today = resolveRange({}, timeZone, now).bounds;
      const [activeJobs, todaysLoads, totals, todaysCounted] = await Promise.all([
        jobs.activeJobCount(companyId),
        repo.completedCount(db, { companyId, ...today }),
        repo.completedTotals(db, { companyId, ...bounds }),
        deps.cycles?.countedAndTicketed(companyId, today),
      ]);
      return {
        range: resolved,
        activeJobs,
        todaysLoads,
        ...(todaysCounted ? { todaysCounted } : {}),
        totalQuantityTons: roundTo2(totals.tons),
        totalCubicYards: roundTo2(totals.cubicYards),
      };
    },

    /**
     * Every completed load of the range as CSV lines, read a page at a time while the answer
     * streams, so a month of loads never sits in memory. The range and job are checked before
     * the first line, so a bad request is a 4xx, not a broken download.
     */
    async exportCsv(actor: Actor, query: DayRange & { jobId?: string }) {
      const { companyId, jobId, timeZone } = await scope(actor, query.jobId);
      const { resolved, bounds } = resolveRange(query, timeZone, clock.now());
      const range = { companyId, jobId, ...bounds };
      const wording = translator.wordingFor(await profiles.languageOf(actor.userId));
      async function* lines() {
        let after: repo.PageAfter | undefined;
        let chunk = loadsCsvHeader(wording);
        for (let size = CSV_FIRST_PAGE; ; size = CSV_PAGE) {
          const rows = await repo.findCompletedPage(db, dialect, range, size, after);
          for (const row of rows) chunk += loadsCsvLine(row, timeZone);
          yield chunk;
          chunk = "";
          const last = rows.at(-1);
          if (rows.length < size || !last?.completed_at) return;
          after = { completedAt: last.completed_at, id: last.id };
          // SQLite answers synchronously: without a turn of the event loop between pages the
          // whole file would be built before the first bytes leave, and other requests wait.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      const span =
        resolved.from === resolved.to ? resolved.from : `${resolved.from}-to-${resolved.to}`;
      return { fileName: `loads-${span}.csv`, lines: lines() };
    },

    /**
     * A job's Hauling Metrics (today in the company's time zone, and all time) and its loads
     * under way, for the job's contractors.
     */
    async jobMetrics(actor: Actor, jobId: string): Promise<JobMetrics> {
      const job = await jobs.requireContractorJob(actor, jobId);
      const timeZone = await companies.timeZoneOf(job.company_id);
      const { resolved, bounds } = resolveRange({}, timeZone, clock.now());
      const scoped = { companyId: job.company_id, jobId };
      const [today, allTime, liveHauls] = await Promise.all([
        repo.completedTotals(db, { ...scoped, ...bounds }),
        repo.completedTotals(db, scoped),
        repo.findLiveHauls(db, jobId),
      ]);
      return {
        day: resolved.today,
        timeZone,
        today: toTotals(today),
        allTime: toTotals(allTime),
        liveHauls: liveHauls.map(toLoadRow),
      };
    },
  };
}
