import {
  type CompanyLivePositions,
  driverNameOf,
  type HaulStatus,
  type JobLivePositions,
  type LiveDrivers,
  type LivePosition,
  localDayOf,
  messages,
  type Trail,
  visibleDriverCount,
  zonedDayBounds,
} from "@haulwise/domain";
import { type Actor, requireContractor, requireRole } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import type { EventBus } from "../../events/bus.js";
import { badRequest, notFound } from "../../http/app-error.js";
import * as live from "./driver-positions.repo.js";
import * as choice from "./live-drivers.repo.js";
import { livePositionOf } from "./live-position.js";
import * as history from "./positions.repo.js";

export type LiveService = ReturnType<typeof createLiveService>;

/** Drivers' haul phases (at the pit, hauling, at the site, returning) by driver. */
export type HaulPhases = {
  ofCompany(companyId: string, driverIds: string[]): Promise<Map<string, HaulStatus>>;
  ofJob(jobId: string, driverIds: string[]): Promise<Map<string, HaulStatus>>;
};

/** The positions with each driver's haul phase, where one is known. */
async function withHaul(
  positions: LivePosition[],
  phases: (driverIds: string[]) => Promise<Map<string, HaulStatus>> | undefined,
): Promise<LivePosition[]> {
  if (positions.length === 0) return positions;
  const known = await phases(positions.map((position) => position.driverId));
  if (!known) return positions;
  return positions.map((position) => ({ ...position, haul: known.get(position.driverId) ?? null }));
}

/** Who a company's live map shows with no job chosen, as its subscribers were last told. */
export type MapView = {
  /** Drivers on duty with a position: everyone who could be on the map. */
  candidates: ReadonlySet<string>;
  /** The ones the plan lets the map show. */
  visible: ReadonlySet<string>;
  limit: number | null;
};

/**
 * How long the view subscribers were told is trusted before it is looked at again: changes
 * nobody announces (a paid period running out) show within this time.
 */
const VIEW_TTL_MS = 5_000;

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));
const sameView = (a: MapView, b: MapView) =>
  a.limit === b.limit && sameSet(a.candidates, b.candidates) && sameSet(a.visible, b.visible);
/** At most this many fixes are read for one day's trail; more are thinned evenly. */
const TRAIL_READ_MAX = 50_000;
const TRAIL_POINTS_MAX = 5_000;

/** Every `step`-th point, always keeping the first and the last. */
function thin<T>(points: T[], max: number): T[] {
  if (points.length <= max) return points;
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, index) => points[Math.round(index * step)]!);
}

/**
 * What live maps read: the company's drivers within its plan, a job's drivers, a driver's
 * own position and a day's trail, plus which drivers stay live under the plan limit.
 */
export function createLiveService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  entitlementsOf(companyId: string): Promise<{ truckLimit: number | null }>;
  requireContractorJob(actor: Actor, jobId: string): Promise<{ id: string }>;
  memberRoleOf(companyId: string, userId: string): Promise<string | null>;
  /** The IANA time zone a company's days are counted in. */
  timeZoneOf(companyId: string): Promise<string>;
  /** Where each driver is in their haul, on a company's map or a job's. */
  haulOf?: HaulPhases;
}) {
  const { db, clock, events } = deps;
  const views = new Map<string, { at: number; view: MapView }>();

  /** The company's candidates in map order and the plan's limit. */
  async function lookAt(companyId: string) {
    const [rows, chosen, entitlements] = await Promise.all([
      live.findCompanyLiveRows(db, companyId),
      choice.findChosen(db, companyId),
      deps.entitlementsOf(companyId),
    ]);
    const byDriver = new Map<string, live.LiveRow>();
    for (const row of rows) if (!byDriver.has(row.driver_id)) byDriver.set(row.driver_id, row);
    const preferred = chosen.filter((id) => byDriver.has(id));
    const rest = [...byDriver.keys()].filter((id) => !preferred.includes(id));
    const ordered = [...preferred, ...rest];
    const count = visibleDriverCount(ordered.length, entitlements.truckLimit);
    return {
      rows: ordered.slice(0, count).map((id) => byDriver.get(id)!),
      candidates: new Set(ordered),
      limit: entitlements.truckLimit,
    };
  }

  const viewOfLook = (look: Awaited<ReturnType<typeof lookAt>>): MapView => ({
    candidates: look.candidates,
    visible: new Set(look.rows.map((row) => row.driver_id)),
    limit: look.limit,
  });

  async function snapshotOf(companyId: string): Promise<CompanyLivePositions> {
    const now = clock.now();
    const look = await lookAt(companyId);
    const { rows, candidates, limit } = look;
    views.set(companyId, { at: now.getTime(), view: viewOfLook(look) });
    return {
      positions: await withHaul(
        rows.map((row) => livePositionOf(row, now)),
        (ids) => deps.haulOf?.ofCompany(companyId, ids),
      ),
      total: candidates.size,
      limit,
    };
  }

  async function requireDriverOfCompany(actor: Actor, driverId: string) {
    if (actor.userId === driverId && actor.role === "driver") return null;
    const company = requireContractor(actor);
    if ((await deps.memberRoleOf(company.id, driverId)) !== "driver") {
      throw notFound(messages.tracking.notYourDriver);
    }
    return company.id;
  }

  async function liveDriversOf(companyId: string): Promise<LiveDrivers> {
    const [drivers, chosen, entitlements] = await Promise.all([
      choice.findCompanyDrivers(db, companyId),
      choice.findChosen(db, companyId),
      deps.entitlementsOf(companyId),
    ]);
    const members = new Set(drivers.map((d) => d.id));
    const limit = entitlements.truckLimit;
    // A choice made under a bigger plan keeps its first drivers, as many as the plan now shows.
    const kept = chosen.filter((id) => members.has(id));
    const inForce = kept.slice(0, visibleDriverCount(kept.length, limit));
    return {
      limit,
      chosen: inForce.length > 0,
      driverIds:
        inForce.length > 0
          ? inForce
          : drivers.slice(0, visibleDriverCount(drivers.length, limit)).map((d) => d.id),
      drivers: drivers.map((d) => ({ id: d.id, name: driverNameOf(d.first_name, d.last_name) })),
    };
  }

  return {
    /** The company's live map with no job chosen: at most the plan's limit of drivers. */
    companyPositions(actor: Actor): Promise<CompanyLivePositions> {
      return snapshotOf(requireContractor(actor).id);
    },

    companySnapshot: snapshotOf,

    /**
     * The view the company map's subscribers were last told (by a snapshot), looked at again
     * when older than a few seconds; `changed` says the look found it no longer holds, and
     * the subscribers need a fresh snapshot.
     */
    async view(companyId: string): Promise<{ view: MapView; changed: boolean }> {
      const at = clock.now().getTime();
      const told = views.get(companyId);
      if (told && at - told.at < VIEW_TTL_MS) return { view: told.view, changed: false };
      const fresh = viewOfLook(await lookAt(companyId));
      const changed = told !== undefined && !sameView(told.view, fresh);
      views.set(companyId, { at, view: fresh });
      return { view: fresh, changed };
    },

    /** Forgets the view of a company, after a change that moves who is on its map. */
    forgetView(companyId: string) {
      views.delete(companyId);
    },

    /** The job's active drivers on duty, for its contractor; no plan limit, a job is chosen. */
    async jobPositions(actor: Actor, jobId: string): Promise<JobLivePositions> {
      const job = await deps.requireContractorJob(actor, jobId);
      return this.jobSnapshot(job.id);
    },

    async jobSnapshot(jobId: string): Promise<JobLivePositions> {
      const now = clock.now();
      const rows = await live.findJobLiveRows(db, jobId);
      return {
        positions: await withHaul(
          rows.map((row) => livePositionOf(row, now)),
          (ids) => deps.haulOf?.ofJob(jobId, ids),
        ),
      };
    },

    /**
     * A driver's unflagged fixes in [from, to), oldest first, at most `limit`: a load's route,
     * for a caller that has checked the asker may see that load.
     */
    routeOf: async (driverId: string, from: string, to: string, limit: number) =>
      (await history.trailPoints(db, driverId, { from, to, after: null, limit })).flatMap((row) =>
        row.latitude === null || row.longitude === null
          ? []
          : [{ latitude: row.latitude, longitude: row.longitude, recordedAt: row.recorded_at }],
      ),

    /** The signed-in driver's own newest position, or null before their first fix. */
    async myPosition(actor: Actor): Promise<LivePosition | null> {
      requireRole(actor, "driver", messages.tracking.driversOnly);
      const row = await live.findDriverLiveRow(db, actor.userId);
      return row ? livePositionOf(row, clock.now()) : null;
    },

    /**
     * A driver's unflagged fixes on one calendar day of their company (today there unless
     * `day` says), for them or its contractors; with `after`, only those recorded later (an
     * open map extending its trail).
     */
    async trail(
      actor: Actor,
      driverId: string,
      day: string | undefined,
      after?: string,
    ): Promise<Trail> {
      const companyId = await requireDriverOfCompany(actor, driverId);
      const timeZone = companyId ? await deps.timeZoneOf(companyId) : "UTC";
      const date = day ?? localDayOf(clock.now(), timeZone);
      const { from, to } = zonedDayBounds(date, timeZone);
      const rows = await history.trailPoints(db, driverId, {
        from,
        to,
        after: after === undefined ? null : new Date(after).toISOString(),
        limit: TRAIL_READ_MAX,
      });
      const points = rows.flatMap((row) =>
        row.latitude === null || row.longitude === null
          ? []
          : [{ latitude: row.latitude, longitude: row.longitude, recordedAt: row.recorded_at }],
      );
      return { driverId, date, points: thin(points, TRAIL_POINTS_MAX) };
    },

    liveDrivers(actor: Actor): Promise<LiveDrivers> {
      return liveDriversOf(requireContractor(actor).id);
    },

    /** Chooses who stays live under the plan limit; an empty list goes back to the default. */
    async setLiveDrivers(actor: Actor, driverIds: string[]): Promise<LiveDrivers> {
      const company = requireContractor(actor);
      const [drivers, entitlements] = await Promise.all([
        choice.findCompanyDrivers(db, company.id),
        deps.entitlementsOf(company.id),
      ]);
      const members = new Set(drivers.map((d) => d.id));
      if (driverIds.some((id) => !members.has(id))) {
        throw badRequest(messages.tracking.notCompanyDriver);
      }
      const limit = entitlements.truckLimit;
      if (limit !== null && driverIds.length > limit) {
        throw badRequest(messages.tracking.tooManyLiveDrivers(limit));
      }
      await choice.replaceChosen(db, company.id, driverIds);
      events.emit("tracking.live_drivers_changed", { companyId: company.id });
      return liveDriversOf(company.id);
    },
  };
}
