import {
  CYCLES,
  type HaulPhase,
  type HaulStatus,
  minDwellSecondsOf,
  type SiteGeometry,
} from "@haulwise/domain";
import type { Insertable, Transaction } from "kysely";
import type { Clock } from "../../clock.js";
import type { Db, Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { CyclesTable, Database, SiteTrackersTable, SiteVisitsTable } from "../../db/schema.js";
import type { EventBus } from "../../events/bus.js";
import { inParallel } from "../../workers/in-parallel.js";
import type { CountableFix } from "../tracking/ingest.service.js";
import * as repo from "./counting.repo.js";
import { findCompanyDriverIds } from "./cycles.repo.js";
import {
  type Assignment,
  type BuiltCycle,
  type CountedVisit,
  cyclesOfDriver,
  pendingLoadOf,
  type Route,
} from "./engine/cycles.js";
import {
  type EngineFix,
  type EngineSite,
  emptyFoldState,
  engineSiteOf,
  type FoldState,
  foldVisits,
  isAfter,
  type OpenVisit,
  type Visit,
} from "./engine/visits.js";

export type CountingService = ReturnType<typeof createCountingService>;

/** A fix as ingest stored it, as counting reads it. */
export type StoredFixForCounting = CountableFix;

/** A company's sites as counting uses them, for one revision. */
type SiteSet = {
  revision: number;
  engine: EngineSite[];
  byId: Map<string, { name: string; minDwellSeconds: number | null }>;
};

/** The settled phase: what the last counted visit at a route's site says the truck is doing. */
type Settled = { phase: HaulPhase; jobId: string; siteId: string; since: number } | null;

/** A tracker's JSON: the fold's state and the settled phase. */
type TrackerState = { fold: FoldState; settled: Settled };

const DAY_MS = 86_400_000;
/** A phase older than this says nothing about now. */
const PHASE_FRESH_MS = 12 * 3600_000;

export function engineFixOfStored(fix: StoredFixForCounting): EngineFix {
  return {
    t: Date.parse(fix.recordedAt),
    device: fix.deviceId ?? "",
    seq: Number(fix.seq ?? 0),
    latitude: fix.latitude,
    longitude: fix.longitude,
    accuracy: fix.accuracy,
    speed: fix.speed,
  };
}

const engineFixOfRow = (row: repo.HistoryFixRow): EngineFix =>
  engineFixOfStored({
    deviceId: row.device_id,
    seq: row.seq,
    recordedAt: row.recorded_at,
    latitude: row.latitude!,
    longitude: row.longitude!,
    accuracy: row.accuracy,
    speed: row.speed,
  });

const iso = (ms: number) => new Date(ms).toISOString();
/**
 * Drivers recounted at once after a fence or route change: while one driver's fixes are
 * folded here, the database already reads the next one's, so the two cores both work.
 * Each recount is its own transaction under its driver's lock, so they cannot interfere.
 */
const RECOUNT_LANES = 2;
const scopeOf = (companyId: string, driverId: string) => `${companyId}|${driverId}`;

function parseState(json: string | null | undefined): TrackerState {
  if (!json) return { fold: emptyFoldState(), settled: null };
  const parsed = JSON.parse(json) as Partial<TrackerState>;
  return { fold: parsed.fold ?? emptyFoldState(), settled: parsed.settled ?? null };
}

function visitRow(
  companyId: string,
  driverId: string,
  visit: Visit | OpenVisit,
): Insertable<SiteVisitsTable> {
  const closed = "departedAt" in visit;
  return {
    id: visit.id,
    company_id: companyId,
    driver_id: driverId,
    site_id: visit.siteId,
    arrived_at: iso(visit.arrivedAt),
    departed_at: closed ? iso(visit.departedAt) : null,
    inferred: closed ? visit.inferred : false,
    opened_at: iso(visit.openedAt),
    closed_at: closed ? iso(visit.closedAt) : null,
  };
}

/** The routes a driver has been on in a company, with each end's minimum stay. */
function routesOf(
  rows: Awaited<ReturnType<typeof repo.findDriverRoutes>>,
  sites: SiteSet,
): Array<{ route: Route; assignment: Assignment }> {
  const routes: Array<{ route: Route; assignment: Assignment }> = [];
  for (const row of rows) {
    const load = sites.byId.get(row.load_site_id!);
    const dump = sites.byId.get(row.dump_site_id!);
    if (!load || !dump || !row.joined_at) continue;
    routes.push({
      route: {
        jobId: row.job_id,
        loadSiteId: row.load_site_id!,
        dumpSiteId: row.dump_site_id!,
        loadDwellMs: minDwellSecondsOf(load, "load") * 1000,
        dumpDwellMs: minDwellSecondsOf(dump, "dump") * 1000,
      },
      assignment: {
        jobId: row.job_id,
        joinedAt: Date.parse(row.joined_at),
        leftAt: row.status === "active" ? null : Date.parse(row.updated_at),
      },
    });
  }
  // The job joined last first: where a site serves several jobs, that is the one shown.
  return routes.sort((a, b) => b.assignment.joinedAt - a.assignment.joinedAt);
}

/** What the closed visits (in order) make of the settled phase. */
function settle(
  settled: Settled,
  closed: readonly CountedVisit[],
  routes: ReadonlyArray<{ route: Route }>,
): Settled {
  let next = settled;
  for (const visit of [...closed].sort((a, b) => a.departedAt - b.departedAt)) {
    const lasted = visit.departedAt - visit.arrivedAt;
    for (const { route } of routes) {
      if (visit.siteId === route.loadSiteId && lasted >= route.loadDwellMs) {
        next = {
          phase: "hauling",
          jobId: route.jobId,
          siteId: visit.siteId,
          since: visit.departedAt,
        };
        break;
      }
      if (visit.siteId === route.dumpSiteId && lasted >= route.dumpDwellMs) {
        next = {
          phase: "returning",
          jobId: route.jobId,
          siteId: visit.siteId,
          since: visit.departedAt,
        };
        break;
      }
    }
  }
  return next;
}

/** The phase the map shows: at a route's site while there, else the settled one while fresh. */
function shownPhase(
  open: readonly OpenVisit[],
  settled: Settled,
  routes: ReadonlyArray<{ route: Route }>,
  now: number,
): HaulStatus | null {
  for (const { route } of routes) {
    for (const visit of open) {
      if (visit.siteId === route.loadSiteId) {
        return {
          phase: "at_pit",
          jobId: route.jobId,
          siteId: visit.siteId,
          since: iso(visit.arrivedAt),
        };
      }
      if (visit.siteId === route.dumpSiteId) {
        return {
          phase: "at_site",
          jobId: route.jobId,
          siteId: visit.siteId,
          since: iso(visit.arrivedAt),
        };
      }
    }
  }
  if (settled && now - settled.since <= PHASE_FRESH_MS) {
    return {
      phase: settled.phase,
      jobId: settled.jobId,
      siteId: settled.siteId,
      since: iso(settled.since),
    };
  }
  return null;
}

function phaseColumns(status: HaulStatus | null) {
  return {
    phase: status?.phase ?? null,
    phase_job_id: status?.jobId ?? null,
    phase_site_id: status?.siteId ?? null,
    phase_since: status?.since ?? null,
  };
}

/** What happened at sites, told once the writes have committed. */
export type CountingNews = {
  started: Array<{ companyId: string; driverId: string; visit: OpenVisit }>;
  ended: Array<{ companyId: string; driverId: string; visit: Visit }>;
  cycles: Array<{ companyId: string; driverId: string; cycle: BuiltCycle }>;
  recounts: Array<{ companyId: string; driverId: string }>;
};

/**
 * Counting visits and cycles from position history: live, inside the ingest's transaction,
 * one upload group at a time; and by recounting a driver from a moment on (late fixes, a
 * site or route changed). Both fold the same fixes with the same engine, so they agree.
 */
export function createCountingService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
  /** Holds a driver's position writes until the transaction ends (the ingest's own lock). */
  lockDrivers(trx: Executor, driverIds: string[]): Promise<void>;
}) {
  const { db, dialect, clock, events } = deps;
  const siteSets = new Map<string, SiteSet>();

  /** The company's sites at `revision`, read again only when the revision moved. */
  async function sitesOf(trx: Executor, companyId: string, revision: number): Promise<SiteSet> {
    const cached = siteSets.get(companyId);
    if (cached && cached.revision === revision) return cached;
    const rows = await repo.findCompanySites(trx, companyId);
    const set: SiteSet = {
      revision,
      engine: rows.map((row) =>
        engineSiteOf({
          id: row.id,
          geometry: JSON.parse(row.geometry) as SiteGeometry,
          archivedAt: row.archived_at,
        }),
      ),
      byId: new Map(
        rows.map((row) => [row.id, { name: row.name, minDwellSeconds: row.min_dwell_seconds }]),
      ),
    };
    siteSets.set(companyId, set);
    return set;
  }

  /**
   * A driver's cycles rebuilt for dumps arriving from `from` on, across the company's routes
   * they have been on: what is no longer a cycle is deleted, what newly is one inserted.
   * Answers the cycles inserted.
   */
  async function rebuildCycles(
    trx: Executor,
    companyId: string,
    driverId: string,
    from: number,
    sites: SiteSet,
  ): Promise<BuiltCycle[]> {
    const routes = routesOf(await repo.findDriverRoutes(trx, companyId, driverId), sites);
    const stored = await repo.findDriverCyclesFrom(trx, companyId, driverId, iso(from));
    let built: BuiltCycle[] = [];
    if (routes.length > 0) {
      const siteIds = [
        ...new Set(routes.flatMap(({ route }) => [route.loadSiteId, route.dumpSiteId])),
      ];
      // A load waiting for its dump may have left up to 12 hours before it: read a day back.
      const rows = await repo.findClosedVisits(
        trx,
        companyId,
        driverId,
        siteIds,
        iso(from - DAY_MS),
      );
      const visits: CountedVisit[] = rows.map((row) => ({
        id: row.id,
        siteId: row.site_id,
        arrivedAt: Date.parse(row.arrived_at),
        departedAt: Date.parse(row.departed_at!),
        inferred: Boolean(row.inferred),
      }));
      const before = visits.filter((visit) => visit.arrivedAt < from);
      const onwards = visits.filter((visit) => visit.arrivedAt >= from);
      built = cyclesOfDriver(
        routes.map(({ route, assignment }) => ({
          route,
          assignment,
          pending: pendingLoadOf(route, before),
        })),
        onwards,
      );
    }
    // A cycle is the same when its id and its four moments are: a visit recounted keeps its
    // id (from the fix that opened it) while its times may move.
    const signature = (id: string, moments: Array<string | number>) =>
      `${id}|${moments.map((at) => new Date(at).toISOString()).join("|")}`;
    const builtBySignature = new Map(
      built.map((cycle) => [
        signature(cycle.id, [
          cycle.load.arrivedAt,
          cycle.load.departedAt,
          cycle.dump.arrivedAt,
          cycle.dump.departedAt,
        ]),
        cycle,
      ]),
    );
    const storedSignatures = new Set(
      stored.map((row) =>
        signature(row.id, [
          row.load_arrived_at,
          row.load_departed_at,
          row.dump_arrived_at,
          row.dump_departed_at,
        ]),
      ),
    );
    await repo.deleteCycles(
      trx,
      stored
        .filter(
          (row) =>
            !builtBySignature.has(
              signature(row.id, [
                row.load_arrived_at,
                row.load_departed_at,
                row.dump_arrived_at,
                row.dump_departed_at,
              ]),
            ),
        )
        .map((row) => row.id),
    );
    const had = new Set(stored.map((row) => row.id));
    const changed = [...builtBySignature.entries()]
      .filter(([key]) => !storedSignatures.has(key))
      .map(([, cycle]) => cycle);
    const added = changed.filter((cycle) => !had.has(cycle.id));
    const now = clock.now().toISOString();
    await repo.insertCycles(
      trx,
      changed.map(
        (cycle): Insertable<CyclesTable> => ({
          id: cycle.id,
          company_id: companyId,
          job_id: cycle.jobId,
          driver_id: driverId,
          load_visit_id: cycle.load.id,
          dump_visit_id: cycle.dump.id,
          load_site_id: cycle.load.siteId,
          load_arrived_at: iso(cycle.load.arrivedAt),
          load_departed_at: iso(cycle.load.departedAt),
          dump_site_id: cycle.dump.siteId,
          dump_arrived_at: iso(cycle.dump.arrivedAt),
          dump_departed_at: iso(cycle.dump.departedAt),
          inferred: cycle.inferred,
          created_at: now,
        }),
      ),
    );
    return added;
  }

  /**
   * Live counting of a group of uploads, inside its transaction: each driver's fixes just
   * stored are folded onto their tracker at every company with sites they drive for. Fixes
   * older than the last one counted ask for a recount instead. Answers each driver's haul
   * phase per company (for the live map) and what to announce once committed.
   */
  async function countStored(
    trx: Transaction<Database>,
    stored: Map<string, StoredFixForCounting[]>,
  ): Promise<{ phases: Map<string, Map<string, HaulStatus | null>>; announce(): void }> {
    const news: CountingNews = { started: [], ended: [], cycles: [], recounts: [] };
    const phases = new Map<string, Map<string, HaulStatus | null>>();
    const nothing = { phases, announce: () => {} };
    const drivers = [...stored.keys()].filter((id) => (stored.get(id)?.length ?? 0) > 0);
    if (drivers.length === 0) return nothing;
    const trackers = await repo.findTrackers(trx, drivers);
    if (trackers.length === 0) return nothing;
    const now = clock.now();
    const saved: SiteTrackersTable[] = [];
    const visits: Insertable<SiteVisitsTable>[] = [];
    const rebuilds: Array<{ companyId: string; driverId: string; from: number; sites: SiteSet }> =
      [];
    for (const tracker of trackers) {
      const { company_id: companyId, driver_id: driverId } = tracker;
      const sites = await sitesOf(trx, companyId, tracker.revision);
      const state = parseState(tracker.state);
      const fixes = stored.get(driverId)!.map(engineFixOfStored);
      const last = state.fold.last;
      const late = last ? fixes.filter((fix) => !isAfter(fix, last)) : [];
      if (late.length > 0) {
        const earliest = Math.min(...late.map((fix) => fix.t));
        news.recounts.push({ companyId, driverId });
        const asked = tracker.recount_from
          ? Math.min(Date.parse(tracker.recount_from), earliest)
          : earliest;
        tracker.recount_from = iso(asked);
      }
      const folded = foldVisits(scopeOf(companyId, driverId), sites.engine, state.fold, fixes);
      let settled = state.settled;
      let shown: HaulStatus | null = tracker.phase
        ? {
            phase: tracker.phase as HaulPhase,
            jobId: tracker.phase_job_id!,
            siteId: tracker.phase_site_id!,
            since: tracker.phase_since!,
          }
        : null;
      if (folded.closed.length > 0 || folded.opened.length > 0) {
        const routes = routesOf(await repo.findDriverRoutes(trx, companyId, driverId), sites);
        settled = settle(settled, folded.closed, routes);
        shown = shownPhase(folded.state.open, settled, routes, now.getTime());
        for (const visit of folded.opened) {
          visits.push(visitRow(companyId, driverId, visit));
          news.started.push({ companyId, driverId, visit });
        }
        for (const visit of folded.closed) {
          visits.push(visitRow(companyId, driverId, visit));
          news.ended.push({ companyId, driverId, visit });
        }
        const dumps = new Set(routes.map(({ route }) => route.dumpSiteId));
        const dumped = folded.closed.filter((visit) => dumps.has(visit.siteId));
        if (dumped.length > 0) {
          const from = Math.min(...dumped.map((visit) => visit.arrivedAt));
          rebuilds.push({ companyId, driverId, from, sites });
        }
      } else if (
        shown &&
        now.getTime() - Date.parse(shown.since) > PHASE_FRESH_MS &&
        !folded.state.open.length
      ) {
        shown = null;
      }
      const phaseOf = phases.get(driverId) ?? new Map<string, HaulStatus | null>();
      phaseOf.set(companyId, shown);
      phases.set(driverId, phaseOf);
      saved.push({
        company_id: companyId,
        driver_id: driverId,
        site_revision: tracker.revision,
        state: JSON.stringify({ fold: folded.state, settled } satisfies TrackerState),
        recount_from: tracker.recount_from,
        ...phaseColumns(shown),
        updated_at: now.toISOString(),
      });
    }
    await repo.saveVisits(trx, visits);
    await repo.saveTrackers(trx, saved);
    for (const rebuild of rebuilds) {
      const added = await rebuildCycles(
        trx,
        rebuild.companyId,
        rebuild.driverId,
        rebuild.from,
        rebuild.sites,
      );
      for (const cycle of added) {
        news.cycles.push({ companyId: rebuild.companyId, driverId: rebuild.driverId, cycle });
      }
    }
    return { phases, announce: () => announce(news) };
  }

  /** Tells listeners what counting found, once it has committed. */
  function announce(news: CountingNews) {
    for (const { companyId, driverId, visit } of news.started) {
      events.emit("site.visit_started", {
        companyId,
        driverId,
        siteId: visit.siteId,
        visitId: visit.id,
        arrivedAt: iso(visit.arrivedAt),
      });
    }
    for (const { companyId, driverId, visit } of news.ended) {
      events.emit("site.visit_ended", {
        companyId,
        driverId,
        siteId: visit.siteId,
        visitId: visit.id,
        arrivedAt: iso(visit.arrivedAt),
        departedAt: iso(visit.departedAt),
        inferred: visit.inferred,
      });
    }
    for (const { companyId, driverId, cycle } of news.cycles) {
      events.emit("cycle.counted", { companyId, jobId: cycle.jobId, driverId, cycleId: cycle.id });
    }
    for (const { companyId, driverId } of news.recounts) {
      events.emit("cycles.recount_asked", { companyId, driverId });
    }
  }

  /**
   * Counts a driver's visits at a company's sites again from `from` (or from an earlier
   * moment when a visit was under way then), and rebuilds their cycles from there. Answers
   * whether anything was counted.
   */
  async function recountDriver(companyId: string, driverId: string, from: string) {
    return db.transaction().execute(async (trx) => {
      await deps.lockDrivers(trx, [driverId]);
      const revision = await repo.findRevision(trx, companyId);
      const sites = await sitesOf(trx, companyId, revision);
      const tracker = await repo.findTracker(trx, dialect, companyId, driverId);
      let start = from;
      if (tracker?.recount_from && tracker.recount_from < start) start = tracker.recount_from;
      // Start where no visit was under way, so the fold's state there is known: no visit open.
      for (let round = 0; round < 50; round++) {
        const [across] = await repo.findVisitsAcross(trx, companyId, driverId, start);
        if (!across) break;
        start = across.opened_at;
      }
      const before = await repo.findFixBefore(trx, driverId, start);
      const fixes = (await repo.findFixesFrom(trx, driverId, start)).map(engineFixOfRow);
      let fold = emptyFoldState();
      if (before) {
        // The last fix before is counted as it was: with the speed its own predecessor implied.
        const beforeThat = await repo.findFixBefore(trx, driverId, before.recorded_at);
        const primer = beforeThat
          ? { ...emptyFoldState(), last: { ...lastOf(engineFixOfRow(beforeThat)) } }
          : emptyFoldState();
        fold = {
          last: foldVisits("primer", [], primer, [engineFixOfRow(before)]).state.last,
          open: [],
        };
      }
      const scope = scopeOf(companyId, driverId);
      const folded = foldVisits(scope, sites.engine, fold, fixes);
      const replacedFrom = await repo.earliestArrivalFrom(trx, companyId, driverId, start);
      await repo.deleteVisitsFrom(trx, companyId, driverId, start);
      await repo.saveVisits(trx, [
        ...folded.closed.map((visit) => visitRow(companyId, driverId, visit)),
        ...folded.state.open.map((visit) => visitRow(companyId, driverId, visit)),
      ]);
      const routes = routesOf(await repo.findDriverRoutes(trx, companyId, driverId), sites);
      const previous = parseState(tracker?.state);
      const settled = settle(
        folded.closed.length > 0 ? null : previous.settled,
        folded.closed,
        routes,
      );
      const now = clock.now();
      await repo.saveTrackers(trx, [
        {
          company_id: companyId,
          driver_id: driverId,
          site_revision: revision,
          state: JSON.stringify({ fold: folded.state, settled } satisfies TrackerState),
          recount_from: null,
          ...phaseColumns(shownPhase(folded.state.open, settled, routes, now.getTime())),
          updated_at: now.toISOString(),
        },
      ]);
      const arrivals = [
        Date.parse(start),
        ...(replacedFrom ? [Date.parse(replacedFrom)] : []),
        ...folded.closed.map((visit) => visit.arrivedAt),
      ];
      await rebuildCycles(trx, companyId, driverId, Math.min(...arrivals), sites);
      return fixes.length > 0 || folded.closed.length > 0;
    });
  }

  /** Rebuilds a driver's cycles from `from` (a route or an assignment changed; visits did not). */
  async function rebuildDriver(companyId: string, driverId: string, from: string) {
    await db.transaction().execute(async (trx) => {
      await deps.lockDrivers(trx, [driverId]);
      const sites = await sitesOf(trx, companyId, await repo.findRevision(trx, companyId));
      await rebuildCycles(trx, companyId, driverId, Date.parse(from), sites);
    });
  }

  return {
    countStored,
    recountDriver,
    rebuildDriver,

    /** Recounts late fixes waiting for it, at most `limit` drivers a round. */
    async recountDue(limit = 50) {
      const due = await repo.findRecountsDue(db, limit);
      for (const row of due) await recountDriver(row.company_id, row.driver_id, row.recount_from!);
      return due.length;
    },

    /**
     * Counts again what a change of sites or routes changed, back `CYCLES.recomputeDays`:
     * every driver of a company whose site revision moved, every driver of a job whose route
     * moved. Announces the recounted drivers once each is committed.
     */
    async catchUp(now: Date) {
      const from = iso(now.getTime() - CYCLES.recomputeDays * DAY_MS);
      for (const company of await repo.findStaleCompanies(db)) {
        const drivers = await findCompanyDriverIds(db, company.company_id);
        await inParallel(drivers, RECOUNT_LANES, (driverId) =>
          recountDriver(company.company_id, driverId, from),
        );
        await repo.saveBuild(db, {
          scope: `company:${company.company_id}`,
          site_revision: company.revision,
          load_site_id: null,
          dump_site_id: null,
          built_at: now.toISOString(),
        });
        if (drivers.length > 0) {
          events.emit("cycles.recounted", { companyId: company.company_id, driverIds: drivers });
        }
      }
      for (const job of await repo.findStaleJobs(db)) {
        const drivers = await repo.findJobDrivers(db, job.id);
        await inParallel(drivers, RECOUNT_LANES, (driverId) =>
          rebuildDriver(job.company_id, driverId, from),
        );
        await repo.saveBuild(db, {
          scope: `job:${job.id}`,
          site_revision: null,
          load_site_id: job.load_site_id,
          dump_site_id: job.dump_site_id,
          built_at: now.toISOString(),
        });
        if (drivers.length > 0) {
          events.emit("cycles.recounted", { companyId: job.company_id, driverIds: drivers });
        }
      }
    },

    /** Forgets the cached fences of a company (its sites changed on this instance). */
    forgetSites(companyId: string) {
      siteSets.delete(companyId);
    },
  };
}

function lastOf(fix: EngineFix) {
  const { t, device, seq, latitude, longitude, speed } = fix;
  return { t, device, seq, latitude, longitude, speed };
}
