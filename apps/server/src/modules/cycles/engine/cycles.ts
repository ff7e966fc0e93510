import { CYCLES } from "@haulwise/domain";
import { stableId } from "./visits.js";

/**
 * Building cycles from visits (rules 4 and 6): per job and driver, a counted visit to the
 * job's load site followed by the next counted visit to its dump site with no counted
 * load-site visit between. A visit counts when it lasted the site's minimum stay in that role.
 * A second dump with no load between is no new cycle; a load never dumped (taken home) is no
 * cycle, and neither is one whose dump comes more than 12 hours after it left the pit.
 */

/** A closed visit as cycles need it (times in ms). */
export type CountedVisit = {
  id: string;
  siteId: string;
  arrivedAt: number;
  departedAt: number;
  inferred: boolean;
};

/** A job's haul route with the minimum stays that apply at each end. */
export type Route = {
  jobId: string;
  loadSiteId: string;
  dumpSiteId: string;
  loadDwellMs: number;
  dumpDwellMs: number;
};

/** A driver's place on a job: when they joined, and when taken off (null while still on it). */
export type Assignment = { jobId: string; joinedAt: number; leftAt: number | null };

export type BuiltCycle = {
  id: string;
  jobId: string;
  load: CountedVisit;
  dump: CountedVisit;
  inferred: boolean;
};

export const cycleIdOf = (jobId: string, loadVisitId: string, dumpVisitId: string) =>
  stableId(`cycle|${jobId}|${loadVisitId}|${dumpVisitId}`);

const byArrival = (a: CountedVisit, b: CountedVisit) =>
  a.arrivedAt - b.arrivedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const lasted = (visit: CountedVisit, ms: number) => visit.departedAt - visit.arrivedAt >= ms;

/**
 * One job's cycles from a driver's visits (any order). `pending` is a counted load-site visit
 * from before these visits still waiting for its dump, when building from the middle.
 */
export function cyclesOfRoute(
  route: Route,
  visits: readonly CountedVisit[],
  pending: CountedVisit | null = null,
): BuiltCycle[] {
  const cycles: BuiltCycle[] = [];
  let load = pending;
  for (const visit of [...visits].sort(byArrival)) {
    if (visit.siteId === route.loadSiteId) {
      if (lasted(visit, route.loadDwellMs)) load = visit;
    } else if (visit.siteId === route.dumpSiteId && lasted(visit, route.dumpDwellMs)) {
      if (
        load &&
        visit.arrivedAt >= load.departedAt &&
        visit.arrivedAt - load.departedAt <= CYCLES.maxHaulMs
      ) {
        cycles.push({
          id: cycleIdOf(route.jobId, load.id, visit.id),
          jobId: route.jobId,
          load,
          dump: visit,
          inferred: load.inferred || visit.inferred,
        });
      }
      load = null;
    }
  }
  return cycles;
}

/** The load-site visit still waiting for its dump after `visits`, for building onwards. */
export function pendingLoadOf(route: Route, visits: readonly CountedVisit[]): CountedVisit | null {
  let load: CountedVisit | null = null;
  for (const visit of [...visits].sort(byArrival)) {
    if (visit.siteId === route.loadSiteId) {
      if (lasted(visit, route.loadDwellMs)) load = visit;
    } else if (visit.siteId === route.dumpSiteId && lasted(visit, route.dumpDwellMs)) {
      load = null;
    }
  }
  return load;
}

/**
 * Whether the load counts for the job: the driver had not been taken off it before the dump.
 * Joining later does not matter: a driver put on the job at noon still hauled its morning's
 * loads, as a pit drawn at noon still counts them.
 */
export function onJobAt(assignment: Assignment, at: number) {
  return assignment.leftAt === null || assignment.leftAt >= at;
}

/**
 * A driver's cycles across their jobs: each route's cycles while they were on that job. Jobs
 * sharing both sites would count one trip twice: it counts for the job they joined last (the
 * one their fixes are filed under).
 */
export function cyclesOfDriver(
  routes: ReadonlyArray<{ route: Route; assignment: Assignment; pending?: CountedVisit | null }>,
  visits: readonly CountedVisit[],
): BuiltCycle[] {
  const chosen = new Map<string, { cycle: BuiltCycle; joinedAt: number }>();
  for (const { route, assignment, pending } of routes) {
    for (const cycle of cyclesOfRoute(route, visits, pending ?? null)) {
      if (!onJobAt(assignment, cycle.dump.departedAt)) continue;
      const trip = `${cycle.load.id}|${cycle.dump.id}`;
      const held = chosen.get(trip);
      if (
        !held ||
        assignment.joinedAt > held.joinedAt ||
        (assignment.joinedAt === held.joinedAt && cycle.jobId < held.cycle.jobId)
      ) {
        chosen.set(trip, { cycle, joinedAt: assignment.joinedAt });
      }
    }
  }
  return [...chosen.values()]
    .map(({ cycle }) => cycle)
    .sort((a, b) => a.dump.departedAt - b.dump.departedAt || (a.id < b.id ? -1 : 1));
}
