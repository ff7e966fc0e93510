import {
  CYCLES,
  type Cycle,
  type CycleCounts,
  type CycleEvidence,
  type CycleList,
  type CycleRangeQuery,
  type CycleSummary,
  type DriverCycle,
  driverNameOf,
  type EvidenceFix,
  fenceOf,
  type HaulStatus,
  localDayOf,
  type MarkedSite,
  type MarkSiteInputSchema,
  messages,
  minDwellSecondsOf,
  type Reconciliation,
  type ReconciliationDay,
  type ReconciliationTicket,
  SITES,
  type SiteEvent,
  type SiteGeometry,
  signedDistanceMetres,
  truckNameOf,
  type Valid,
  zonedDayBounds,
} from "@haulwise/domain";
import { type Actor, requireRole } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import type { EventBus } from "../../events/bus.js";
import { badRequest, conflict, notFound } from "../../http/app-error.js";
import type { Translator } from "../../i18n/translator.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { SitesService } from "../sites/sites.service.js";
import * as repo from "./cycles.repo.js";
import { msOf } from "./engine/instants.js";
import { linkTickets } from "./engine/tickets.js";
import { cycleTimesOf, legsOf, type TimedCycle } from "./engine/times.js";

export type CyclesService = ReturnType<typeof createCyclesService>;

const m = messages.cycles;
const DAY_MS = 86_400_000;
/** Around a read range, cycles and tickets are read this much further for linking and legs. */
const PAD_MS = DAY_MS;

type Range = { from: string; to: string };

/** The days of [from, to) in the zone, each with its bounds in ms. */
function daysOf(range: Range, timeZone: string) {
  const days: Array<{ date: string; from: number; to: number }> = [];
  let day = localDayOf(range.from, timeZone);
  const end = Date.parse(range.to);
  for (let guard = 0; guard < CYCLES.maxRangeDays + 2; guard++) {
    const bounds = zonedDayBounds(day, timeZone);
    const from = Date.parse(bounds.from);
    if (from >= end) break;
    days.push({ date: day, from, to: Date.parse(bounds.to) });
    day = localDayOf(bounds.to, timeZone);
  }
  return days;
}

/** Which day (index into `days`) an instant falls on, by binary search. */
function dayIndexOf(days: ReadonlyArray<{ from: number; to: number }>, at: number) {
  let low = 0;
  let high = days.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (at < days[mid]!.from) high = mid - 1;
    else if (at >= days[mid]!.to) low = mid + 1;
    else return mid;
  }
  return -1;
}

function cycleOf(row: repo.CycleRow, loadId: string | null): Cycle {
  return {
    id: row.id,
    jobId: row.job_id,
    driverId: row.driver_id,
    load: {
      siteId: row.load_site_id,
      arrivedAt: row.load_arrived_at,
      departedAt: row.load_departed_at,
    },
    dump: {
      siteId: row.dump_site_id,
      arrivedAt: row.dump_arrived_at,
      departedAt: row.dump_departed_at,
    },
    inferred: Boolean(row.inferred),
    loadId,
  };
}

const timedOf = (row: repo.CycleRow): TimedCycle => ({
  jobId: row.job_id,
  driverId: row.driver_id,
  loadArrivedAt: msOf(row.load_arrived_at),
  loadDepartedAt: msOf(row.load_departed_at),
  dumpArrivedAt: msOf(row.dump_arrived_at),
  dumpDepartedAt: msOf(row.dump_departed_at),
});

const countsOf = (cycles: readonly Cycle[]): CycleCounts => ({
  cycles: cycles.length,
  ticketed: cycles.filter((cycle) => cycle.loadId !== null).length,
  inferred: cycles.filter((cycle) => cycle.inferred).length,
});

function ticketOf(row: repo.TicketRow): ReconciliationTicket {
  return {
    id: row.id,
    loadNumber: Number(row.load_number),
    ticketNumber: row.ticket_number,
    driverId: row.driver_id,
    driverName: row.driver_name?.trim() || messages.loads.unknownDriver,
    completedAt: row.completed_at!,
    quantity: row.quantity === null ? null : Number(row.quantity),
    quantityUnit: row.quantity_unit,
  };
}

/**
 * What counted cycles say: a job's cycles with their tickets and times, reconciliation
 * against tickets, the evidence behind a cycle, a driver's own cycles, the company's counts,
 * and a driver marking the pit where they stand.
 */
export function createCyclesService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  jobs: Pick<JobsService, "requireContractorJob" | "accessTo" | "setRouteEndIfEmpty">;
  companies: Pick<CompaniesService, "timeZoneOf">;
  sites: Pick<SitesService, "createWithin" | "get">;
  translator: Pick<Translator, "wordingFor">;
  profiles: Pick<ProfilesService, "languageOf">;
}) {
  const { db, clock, events, jobs, companies, sites, translator, profiles } = deps;

  /** The range asked for, or today in the company's calendar. */
  function rangeOf(query: CycleRangeQuery, timeZone: string): Range {
    if (query.from && query.to) {
      return { from: new Date(query.from).toISOString(), to: new Date(query.to).toISOString() };
    }
    return zonedDayBounds(localDayOf(clock.now(), timeZone), timeZone);
  }

  /**
   * A job's cycles whose dump departure is in the range, each with its linked ticket, read
   * with a day either side so a ticket or a next load beyond the range still counts.
   */
  async function linkedCycles(jobId: string, range: Range) {
    const padded = {
      from: new Date(Date.parse(range.from) - PAD_MS).toISOString(),
      to: new Date(Date.parse(range.to) + PAD_MS).toISOString(),
    };
    const [rows, tickets] = await Promise.all([
      repo.findJobCycles(db, jobId, padded.from, padded.to),
      repo.findTickets(
        db,
        { jobId },
        padded.from,
        new Date(Date.parse(padded.to) + CYCLES.ticketGraceMs).toISOString(),
      ),
    ]);
    // Each row's moments parsed once, for linking, legs and days alike.
    const timed = rows.map(timedOf);
    const links = linkTickets(
      rows.map((row, index) => ({
        id: row.id,
        jobId: row.job_id,
        driverId: row.driver_id,
        loadArrivedAt: timed[index]!.loadArrivedAt,
        dumpDepartedAt: timed[index]!.dumpDepartedAt,
      })),
      tickets.map((ticket) => ({
        id: ticket.id,
        jobId: ticket.job_id,
        driverId: ticket.driver_id,
        deliveredAt: msOf(ticket.completed_at!),
      })),
    );
    const from = Date.parse(range.from);
    const to = Date.parse(range.to);
    const legs = legsOf(timed);
    const inRange: Array<{
      row: repo.CycleRow;
      cycle: Cycle;
      legs: (typeof legs)[number];
      dumpDepartedAt: number;
    }> = [];
    rows.forEach((row, index) => {
      const at = timed[index]!.dumpDepartedAt;
      if (at < from || at >= to) return;
      inRange.push({
        row,
        cycle: cycleOf(row, links.get(row.id) ?? null),
        legs: legs[index]!,
        dumpDepartedAt: at,
      });
    });
    return { inRange, tickets, links };
  }

  async function driversOf(driverIds: string[]) {
    const rows = await repo.findDriverNames(db, [...new Set(driverIds)]);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          driverId: row.id,
          name: driverNameOf(row.first_name, row.last_name),
          truck:
            row.truck_number && row.make && row.model
              ? truckNameOf({ truckNumber: row.truck_number, make: row.make, model: row.model })
              : null,
        },
      ]),
    );
  }

  async function siteNamesOf(siteIds: Array<string | null>) {
    const ids = [...new Set(siteIds.filter((id): id is string => id !== null))];
    return new Map((await repo.findSiteNames(db, ids)).map((row) => [row.id, row]));
  }

  /** Reconciliation of one job in a range, for whoever may see it (the caller checked). */
  async function reconcileJob(
    jobId: string,
    range: Range,
    timeZone: string,
  ): Promise<Reconciliation> {
    const { inRange, tickets, links } = await linkedCycles(jobId, range);
    const linked = new Set(links.values());
    const days = daysOf(range, timeZone);
    const perDay = days.map((day) => ({
      date: day.date,
      cycles: 0,
      tickets: 0,
      matched: 0,
      cyclesWithoutTicket: [] as Cycle[],
      ticketsWithoutCycle: [] as ReconciliationTicket[],
    }));
    for (const { cycle } of inRange) {
      const entry = perDay[dayIndexOf(days, Date.parse(cycle.dump.departedAt))];
      if (!entry) continue;
      entry.cycles++;
      if (cycle.loadId) entry.matched++;
      else entry.cyclesWithoutTicket.push(cycle);
    }
    for (const ticket of tickets) {
      const entry = perDay[dayIndexOf(days, Date.parse(ticket.completed_at!))];
      if (!entry) continue;
      entry.tickets++;
      if (!linked.has(ticket.id)) entry.ticketsWithoutCycle.push(ticketOf(ticket));
    }
    const sum = (pick: (day: (typeof perDay)[number]) => number) =>
      perDay.reduce((total, day) => total + pick(day), 0);
    return {
      jobId,
      from: range.from,
      to: range.to,
      timeZone,
      days: perDay,
      totals: {
        cycles: sum((day) => day.cycles),
        tickets: sum((day) => day.tickets),
        matched: sum((day) => day.matched),
        cyclesWithoutTicket: sum((day) => day.cyclesWithoutTicket.length),
        ticketsWithoutCycle: sum((day) => day.ticketsWithoutCycle.length),
      },
    };
  }

  return {
    /**
     * The counted load cycle a ticket is linked to (its times at the pit and the site), or
     * null; for a caller that has checked the asker may see the ticket.
     */
    async cycleOfTicket(jobId: string, loadId: string, completedAt: string) {
      const at = Date.parse(completedAt);
      const { inRange } = await linkedCycles(jobId, {
        from: new Date(at - 12 * 3_600_000).toISOString(),
        to: new Date(at + CYCLES.ticketGraceMs).toISOString(),
      });
      return inRange.find((entry) => entry.cycle.loadId === loadId)?.cycle ?? null;
    },

    /** `GET /api/jobs/{jobId}/cycles`: the job's cycles in the range and their summary. */
    async list(actor: Actor, jobId: string, query: CycleRangeQuery): Promise<CycleList> {
      const job = await jobs.requireContractorJob(actor, jobId);
      const timeZone = await companies.timeZoneOf(job.company_id);
      const range = rangeOf(query, timeZone);
      const { inRange } = await linkedCycles(job.id, range);
      const cycles = inRange.map((entry) => entry.cycle);
      const days = daysOf(range, timeZone);
      const byDay = days.map(() => [] as typeof inRange);
      const byDriver = new Map<string, typeof inRange>();
      for (const entry of inRange) {
        byDay[dayIndexOf(days, entry.dumpDepartedAt)]?.push(entry);
        const list = byDriver.get(entry.cycle.driverId) ?? [];
        list.push(entry);
        byDriver.set(entry.cycle.driverId, list);
      }
      const drivers = await driversOf([...byDriver.keys()]);
      const route = await repo.findJobRoute(db, job.id);
      const names = await siteNamesOf([route?.load_site_id ?? null, route?.dump_site_id ?? null]);
      const site = (id: string | null | undefined) =>
        id && names.has(id) ? { id, name: names.get(id)!.name } : null;
      const summary: CycleSummary = {
        from: range.from,
        to: range.to,
        timeZone,
        counts: countsOf(cycles),
        times: cycleTimesOf(inRange.map((entry) => entry.legs)),
        days: days.map((day, index) => ({
          date: day.date,
          counts: countsOf(byDay[index]!.map((entry) => entry.cycle)),
          times: cycleTimesOf(byDay[index]!.map((entry) => entry.legs)),
        })),
        drivers: [...byDriver.entries()]
          .map(([driverId, entries]) => ({
            ...(drivers.get(driverId) ?? {
              driverId,
              name: messages.loads.unknownDriver,
              truck: null,
            }),
            counts: countsOf(entries.map((entry) => entry.cycle)),
            times: cycleTimesOf(entries.map((entry) => entry.legs)),
          }))
          .sort((a, b) => b.counts.cycles - a.counts.cycles || a.name.localeCompare(b.name)),
        route: { loadSite: site(route?.load_site_id), dumpSite: site(route?.dump_site_id) },
      };
      return { cycles, summary };
    },

    /**
     * The same cycles as CSV lines, with the company's wall clock and each leg in minutes, and
     * the wording of who downloads them for the header.
     */
    async csvRows(actor: Actor, jobId: string, query: CycleRangeQuery) {
      const [list, language] = await Promise.all([
        this.list(actor, jobId, query),
        profiles.languageOf(actor.userId),
      ]);
      const drivers = await driversOf(list.cycles.map((cycle) => cycle.driverId));
      const names = await siteNamesOf(
        list.cycles.flatMap((cycle) => [cycle.load.siteId, cycle.dump.siteId]),
      );
      const legs = legsOf(
        list.cycles.map((cycle) => ({
          jobId: cycle.jobId,
          driverId: cycle.driverId,
          loadArrivedAt: Date.parse(cycle.load.arrivedAt),
          loadDepartedAt: Date.parse(cycle.load.departedAt),
          dumpArrivedAt: Date.parse(cycle.dump.arrivedAt),
          dumpDepartedAt: Date.parse(cycle.dump.departedAt),
        })),
      );
      return {
        wording: translator.wordingFor(language),
        timeZone: list.summary.timeZone,
        rows: list.cycles.map((cycle, index) => ({
          cycle,
          legs: legs[index]!,
          driver: drivers.get(cycle.driverId) ?? null,
          loadSite: names.get(cycle.load.siteId)?.name ?? "",
          dumpSite: names.get(cycle.dump.siteId)?.name ?? "",
        })),
      };
    },

    /**
     * Reconciliation of a job per day of the company's calendar: cycles without a ticket
     * (not yet billed), tickets without a cycle (to check) and the count that matches.
     */
    async reconciliation(
      actor: Actor,
      jobId: string,
      query: CycleRangeQuery,
    ): Promise<Reconciliation> {
      const job = await jobs.requireContractorJob(actor, jobId);
      const timeZone = await companies.timeZoneOf(job.company_id);
      return reconcileJob(job.id, rangeOf(query, timeZone), timeZone);
    },

    /**
     * One day of a job's reconciliation, for a caller that has checked access (daily approval
     * flags the tickets no counted load explains through it); null where the job counts no
     * cycles (no haul route) or is not the company's.
     */
    async reconciliationDay(
      companyId: string,
      jobId: string,
      day: string,
    ): Promise<ReconciliationDay | null> {
      const job = await repo.findJobRoute(db, jobId);
      if (!job || job.company_id !== companyId) return null;
      if (!job.load_site_id || !job.dump_site_id) return null;
      const timeZone = await companies.timeZoneOf(companyId);
      const { days } = await reconcileJob(jobId, zonedDayBounds(day, timeZone), timeZone);
      return days[0] ?? null;
    },

    /** One cycle with its visits, the fixes that placed them, and its ticket. */
    async evidence(actor: Actor, jobId: string, cycleId: string): Promise<CycleEvidence> {
      const job = await jobs.requireContractorJob(actor, jobId);
      const row = await repo.findCycle(db, cycleId);
      if (!row || row.job_id !== job.id) throw notFound(m.cycleNotFound);
      const range = {
        from: new Date(Date.parse(row.load_arrived_at) - DAY_MS).toISOString(),
        to: new Date(Date.parse(row.dump_departed_at) + DAY_MS).toISOString(),
      };
      const { inRange } = await linkedCycles(job.id, range);
      const cycle = inRange.find((entry) => entry.cycle.id === row.id)?.cycle ?? cycleOf(row, null);
      const [visits, drivers, names] = await Promise.all([
        repo.findVisitsById(db, [row.load_visit_id, row.dump_visit_id]),
        driversOf([row.driver_id]),
        siteNamesOf([row.load_site_id, row.dump_site_id]),
      ]);
      const evidence = [];
      for (const [role, siteId, visitId] of [
        ["load", row.load_site_id, row.load_visit_id],
        ["dump", row.dump_site_id, row.dump_visit_id],
      ] as const) {
        const visit = visits.find((entry) => entry.id === visitId);
        const site = names.get(siteId);
        const arrivedAt =
          visit?.arrived_at ?? (role === "load" ? row.load_arrived_at : row.dump_arrived_at);
        const departedAt =
          visit?.departed_at ?? (role === "load" ? row.load_departed_at : row.dump_departed_at);
        const fence = site ? fenceOf(JSON.parse(site.geometry) as SiteGeometry) : null;
        const fixes = await repo.findFixesBetween(
          db,
          row.driver_id,
          new Date(Date.parse(arrivedAt) - 2 * 60_000).toISOString(),
          new Date(Date.parse(departedAt) + 2 * 60_000).toISOString(),
          1000,
        );
        evidence.push({
          role,
          siteId,
          siteName: site?.name ?? "",
          arrivedAt,
          departedAt,
          inferred: Boolean(visit?.inferred),
          minDwellSeconds: minDwellSecondsOf(
            { minDwellSeconds: site?.min_dwell_seconds ?? null },
            role,
          ),
          dwellSeconds: (Date.parse(departedAt) - Date.parse(arrivedAt)) / 1000,
          fixes: fixes
            .filter((fix) => fix.latitude !== null && fix.longitude !== null)
            .map((fix): EvidenceFix => {
              const point = { latitude: fix.latitude!, longitude: fix.longitude! };
              const ignored =
                fix.accuracy !== null && fix.accuracy > CYCLES.maxUsefulAccuracyMetres;
              const distance = fence
                ? signedDistanceMetres(fence, point)
                : Number.POSITIVE_INFINITY;
              const stopped = fix.speed !== null && fix.speed < CYCLES.stoppedBelowMps;
              const inside =
                !ignored &&
                (distance <= 0 ||
                  (stopped &&
                    fix.accuracy !== null &&
                    distance <= Math.min(fix.accuracy, CYCLES.edgeToleranceMaxMetres)));
              return {
                ...point,
                accuracy: fix.accuracy,
                speed: fix.speed,
                recordedAt: fix.recorded_at,
                inside,
                ignored,
              };
            }),
        });
      }
      const ticketRow = cycle.loadId
        ? (await repo.findTickets(db, { jobId: job.id }, range.from, range.to)).find(
            (ticket) => ticket.id === cycle.loadId,
          )
        : undefined;
      return {
        cycle,
        driver: drivers.get(row.driver_id) ?? {
          driverId: row.driver_id,
          name: messages.loads.unknownDriver,
          truck: null,
        },
        visits: evidence,
        ticket: ticketRow
          ? {
              id: ticketRow.id,
              loadNumber: Number(ticketRow.load_number),
              ticketNumber: ticketRow.ticket_number,
              completedAt: ticketRow.completed_at,
            }
          : null,
      };
    },

    /** The signed-in driver's cycles of the last day, newest first, with their tickets. */
    async mine(actor: Actor): Promise<DriverCycle[]> {
      requireRole(actor, "driver", messages.jobs.driversOnly);
      const now = clock.now().getTime();
      const from = new Date(now - DAY_MS).toISOString();
      const to = new Date(now + 60_000).toISOString();
      const rows = await repo.findDriverCycles(db, actor.userId, from, to);
      if (rows.length === 0) return [];
      const tickets = await repo.findTickets(
        db,
        { driverId: actor.userId },
        new Date(now - 2 * DAY_MS).toISOString(),
        to,
      );
      const links = linkTickets(
        rows.map((row) => ({
          id: row.id,
          jobId: row.job_id,
          driverId: row.driver_id,
          loadArrivedAt: Date.parse(row.load_arrived_at),
          dumpDepartedAt: Date.parse(row.dump_departed_at),
        })),
        tickets.map((ticket) => ({
          id: ticket.id,
          jobId: ticket.job_id,
          driverId: ticket.driver_id,
          deliveredAt: Date.parse(ticket.completed_at!),
        })),
      );
      const titles = new Map(
        (await repo.findJobTitles(db, [...new Set(rows.map((row) => row.job_id))])).map((row) => [
          row.id,
          row.title,
        ]),
      );
      const names = await siteNamesOf(rows.flatMap((row) => [row.load_site_id, row.dump_site_id]));
      return rows.map((row) => ({
        ...cycleOf(row, links.get(row.id) ?? null),
        jobTitle: titles.get(row.job_id) ?? messages.loads.unknownJob,
        loadSiteName: names.get(row.load_site_id)?.name ?? "",
        dumpSiteName: names.get(row.dump_site_id)?.name ?? "",
      }));
    },

    /**
     * A cycle of the driver's, for a ticket recorded against it: the delivery time the
     * ticket takes (the dump departure, inside the cycle's window), or a refusal when the
     * cycle already has a ticket.
     */
    async deliveryOf(driverId: string, jobId: string, cycleId: string) {
      const row = await repo.findCycle(db, cycleId);
      if (!row || row.driver_id !== driverId || row.job_id !== jobId)
        throw notFound(m.notYourCycle);
      const { inRange } = await linkedCycles(jobId, {
        from: row.dump_departed_at,
        to: new Date(Date.parse(row.dump_departed_at) + 1).toISOString(),
      });
      const linked = inRange.find((entry) => entry.cycle.id === cycleId)?.cycle.loadId;
      if (linked) {
        const ticket = (
          await repo.findTickets(
            db,
            { jobId },
            row.load_arrived_at,
            new Date(Date.parse(row.dump_departed_at) + CYCLES.ticketGraceMs + 1).toISOString(),
          )
        ).find((entry) => entry.id === linked);
        throw conflict(
          m.alreadyTicketed(ticket?.ticket_number ?? `#${ticket?.load_number ?? "?"}`),
        );
      }
      return { completedAt: row.dump_departed_at, startedAt: row.load_arrived_at };
    },

    /**
     * A driver on the job marks the pit (or the dump) where they stand: a circle of 100 m
     * around them becomes a site of the job's company, and the job's site of that role when
     * it has none. A position rougher than 50 m is refused.
     */
    async markSite(
      actor: Actor,
      jobId: string,
      mark: Valid<typeof MarkSiteInputSchema>,
    ): Promise<MarkedSite> {
      const { job, access } = await jobs.accessTo(actor, jobId);
      if (access !== "driver") throw notFound(messages.jobs.jobNotFound);
      if (mark.accuracy > SITES.markMaxAccuracyMetres)
        throw badRequest(messages.sites.positionTooRough(mark.accuracy));
      const route = await repo.findJobRoute(db, job.id);
      const current = mark.role === "load" ? route?.load_site_id : route?.dump_site_id;
      if (current) {
        const site = await sites.get(job.company_id, current);
        throw conflict(messages.sites.jobAlreadyHasSite(mark.role, site.name));
      }
      const driver = (await driversOf([actor.userId])).get(actor.userId);
      const name = mark.name ?? messages.sites.markedName(mark.role, driver?.name ?? actor.email);
      const siteId = await db.transaction().execute(async (trx) => {
        const id = await sites.createWithin(trx, job.company_id, actor.userId, {
          name,
          geometry: {
            type: "circle",
            center: { latitude: mark.latitude, longitude: mark.longitude },
            radiusMetres: SITES.markedRadiusMetres,
          },
        });
        const taken = await jobs.setRouteEndIfEmpty(trx, job.id, mark.role, id);
        // Someone set it meanwhile: the new site is not written either.
        if (taken) throw conflict(messages.sites.jobAlreadyHasSite(mark.role, taken));
        return id;
      });
      events.emit("site.changed", { companyId: job.company_id, siteId, fenceChanged: true });
      events.emit("job.updated", { companyId: job.company_id, jobId: job.id });
      const after = await repo.findJobRoute(db, job.id);
      return {
        site: await sites.get(job.company_id, siteId),
        route: { loadSiteId: after?.load_site_id ?? null, dumpSiteId: after?.dump_site_id ?? null },
      };
    },

    /** Counted cycles of the company in [from, to): the stat cards' counted loads. */
    countedLoads: (companyId: string, range: Range) =>
      repo.countCompanyCycles(db, companyId, range.from, range.to),

    /** Counted and ticketed cycles of the company in [from, to), for the Daily Load Summary. */
    async countedAndTicketed(companyId: string, range: Range, jobId?: string) {
      const padded = {
        from: new Date(Date.parse(range.from) - PAD_MS).toISOString(),
        to: new Date(Date.parse(range.to) + PAD_MS).toISOString(),
      };
      const [rows, tickets] = await Promise.all([
        repo.findCompanyCyclesForLinking(db, companyId, padded.from, padded.to, jobId),
        repo.findTickets(db, jobId ? { jobId } : { companyId }, padded.from, padded.to),
      ]);
      const links = linkTickets(
        rows.map((row) => ({
          id: row.id,
          jobId: row.job_id,
          driverId: row.driver_id,
          loadArrivedAt: Date.parse(row.load_arrived_at),
          dumpDepartedAt: Date.parse(row.dump_departed_at),
        })),
        tickets.map((ticket) => ({
          id: ticket.id,
          jobId: ticket.job_id,
          driverId: ticket.driver_id,
          deliveredAt: Date.parse(ticket.completed_at!),
        })),
      );
      const from = Date.parse(range.from);
      const to = Date.parse(range.to);
      const inRange = rows.filter((row) => {
        const at = Date.parse(row.dump_departed_at);
        return at >= from && at < to;
      });
      return {
        counted: inRange.length,
        ticketed: inRange.filter((row) => links.has(row.id)).length,
      };
    },

    /** Each of these drivers' haul phase at the company, for live maps. */
    async phasesOf(companyId: string, driverIds: string[]): Promise<Map<string, HaulStatus>> {
      const rows = await repo.findPhases(db, companyId, driverIds);
      return new Map(
        rows.map((row) => [
          row.driver_id,
          {
            phase: row.phase!,
            jobId: row.phase_job_id!,
            siteId: row.phase_site_id!,
            since: row.phase_since!,
          },
        ]),
      );
    },

    /** Each of these drivers' haul phase on the job (none where it is another job's). */
    async phasesOfJob(jobId: string, driverIds: string[]): Promise<Map<string, HaulStatus>> {
      const route = await repo.findJobRoute(db, jobId);
      if (!route) return new Map();
      const phases = await this.phasesOf(route.company_id, driverIds);
      return new Map([...phases].filter(([, status]) => status.jobId === jobId));
    },

    /** The feed's first screen: recent arrivals and departures at the job's route sites. */
    async jobFeed(jobId: string): Promise<SiteEvent[]> {
      const route = await repo.findJobRoute(db, jobId);
      if (!route) return [];
      const siteIds = [route.load_site_id, route.dump_site_id].filter(
        (id): id is string => id !== null,
      );
      const driverIds = await repo.findJobDriverIds(db, jobId);
      const since = new Date(clock.now().getTime() - DAY_MS).toISOString();
      const visits = await repo.findRecentVisits(
        db,
        { companyId: route.company_id, siteIds, driverIds },
        since,
        25,
      );
      return feedOf(visits, jobId);
    },

    /** The company feed's first screen: recent arrivals and departures at any of its sites. */
    async companyFeed(companyId: string): Promise<SiteEvent[]> {
      const since = new Date(clock.now().getTime() - DAY_MS).toISOString();
      return feedOf(await repo.findRecentVisits(db, { companyId }, since, 25), null);
    },

    /** Site events as the feeds show them, named. */
    siteEvents,
  };

  async function feedOf(
    visits: Awaited<ReturnType<typeof repo.findRecentVisits>>,
    jobId: string | null,
  ): Promise<SiteEvent[]> {
    const events = visits.flatMap((visit) => [
      { kind: "arrived" as const, visit, at: visit.arrived_at },
      ...(visit.departed_at ? [{ kind: "departed" as const, visit, at: visit.departed_at }] : []),
    ]);
    return siteEvents(
      events
        .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
        .map(({ kind, visit, at }) => ({
          id: `${visit.id}:${kind}`,
          kind,
          jobId,
          driverId: visit.driver_id,
          siteId: visit.site_id,
          at,
          inferred: Boolean(visit.inferred),
          cycleId: null,
        })),
    );
  }

  /** Names the drivers and sites of events. */
  async function siteEvents(
    items: Array<Omit<SiteEvent, "driverName" | "siteName">>,
  ): Promise<SiteEvent[]> {
    const drivers = await driversOf(items.map((item) => item.driverId));
    const names = await siteNamesOf(items.map((item) => item.siteId));
    return items.map((item) => ({
      ...item,
      driverName: drivers.get(item.driverId)?.name ?? messages.loads.unknownDriver,
      siteName: names.get(item.siteId)?.name ?? "",
    }));
  }
}
