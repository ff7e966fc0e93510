import { minDwellSecondsOf } from "@haulwise/domain";
import { type CountedVisit, cyclesOfDriver, type Route } from "../engine/cycles.js";
import {
  type EngineFix,
  type EngineSite,
  emptyFoldState,
  engineSiteOf,
  foldVisits,
} from "../engine/visits.js";
import type { SimDay, SimTruck, TrueCycle } from "./day.js";
import type { SimFix } from "./phone.js";
import { JOBS, type WorldSite } from "./world.js";

/** A cycle as counted from a truck's fixes, with the world's names for its sites. */
export type CountedCycle = {
  job: string;
  inferred: boolean;
  load: { site: string; arrivedAt: number; departedAt: number };
  dump: { site: string; arrivedAt: number; departedAt: number };
};

export const engineFixOf = (fix: SimFix, device = "sim"): EngineFix => ({
  t: Date.parse(fix.recordedAt),
  device,
  seq: fix.seq,
  latitude: fix.latitude,
  longitude: fix.longitude,
  accuracy: fix.accuracy,
  speed: fix.speed,
});

export function engineSitesOf(sites: WorldSite[]): EngineSite[] {
  return sites.map((site) =>
    engineSiteOf({ id: site.key, geometry: site.geometry, archivedAt: null }),
  );
}

/** The world's routes as the engine takes them, with the default minimum stays. */
export function worldRoutes(): Route[] {
  return JOBS.map((job) => ({
    jobId: job.key,
    loadSiteId: job.load,
    dumpSiteId: job.dump,
    loadDwellMs: minDwellSecondsOf({ minDwellSeconds: null }, "load") * 1000,
    dumpDwellMs: minDwellSecondsOf({ minDwellSeconds: null }, "dump") * 1000,
  }));
}

/** Counts one truck's day with the engine alone, as a recount from history would. */
export function countTruck(day: SimDay, truck: SimTruck, fixes: SimFix[] = truck.fixes) {
  const sites = engineSitesOf(day.sites);
  const folded = foldVisits(
    `sim|${truck.index}`,
    sites,
    emptyFoldState(),
    fixes.map((fix) => engineFixOf(fix)),
  );
  const visits: CountedVisit[] = folded.closed;
  const job = JOBS.find((entry) => entry.key === truck.job)!;
  const routes = worldRoutes()
    .filter((route) => route.jobId === job.key)
    .map((route) => ({ route, assignment: { jobId: route.jobId, joinedAt: 0, leftAt: null } }));
  return cyclesOfDriver(routes, visits).map(
    (cycle): CountedCycle => ({
      job: cycle.jobId,
      inferred: cycle.inferred,
      load: {
        site: cycle.load.siteId,
        arrivedAt: cycle.load.arrivedAt,
        departedAt: cycle.load.departedAt,
      },
      dump: {
        site: cycle.dump.siteId,
        arrivedAt: cycle.dump.arrivedAt,
        departedAt: cycle.dump.departedAt,
      },
    }),
  );
}

export type Score = {
  truth: number;
  counted: number;
  matched: number;
  precision: number;
  recall: number;
  /** The largest gap between a counted time and the true crossing, over matched cycles, s. */
  worstTimeErrorSeconds: number;
  /** Matched cycles whose times are more than 45 s off, and what went wrong elsewhere. */
  misses: string[];
};

const overlaps = (
  a: { arrivedAt: number; departedAt: number },
  b: { arrivedAt: number; departedAt: number },
) => a.arrivedAt <= b.departedAt && b.arrivedAt <= a.departedAt;

/**
 * Matches counted cycles to true ones (same truck and job, both visits overlapping in time),
 * one to one, and reports precision, recall and the worst time error.
 */
export function scoreCycles(
  entries: Array<{ label: string; truth: TrueCycle[]; counted: CountedCycle[] }>,
  toleranceSeconds = 45,
): Score {
  let truth = 0;
  let counted = 0;
  let matched = 0;
  let worst = 0;
  const misses: string[] = [];
  for (const entry of entries) {
    truth += entry.truth.length;
    counted += entry.counted.length;
    const used = new Set<number>();
    for (const real of entry.truth) {
      const index = entry.counted.findIndex(
        (cycle, i) =>
          !used.has(i) &&
          cycle.job === real.job &&
          overlaps(cycle.load, real.load) &&
          overlaps(cycle.dump, real.dump),
      );
      if (index < 0) {
        misses.push(
          `${entry.label}: missed the cycle loading at ${new Date(real.load.arrivedAt).toISOString()}`,
        );
        continue;
      }
      used.add(index);
      matched++;
      const cycle = entry.counted[index]!;
      const errors = [
        cycle.load.arrivedAt - real.load.arrivedAt,
        cycle.load.departedAt - real.load.departedAt,
        cycle.dump.arrivedAt - real.dump.arrivedAt,
        cycle.dump.departedAt - real.dump.departedAt,
      ].map((ms) => Math.abs(ms) / 1000);
      const error = Math.max(...errors);
      worst = Math.max(worst, error);
      if (error > toleranceSeconds) {
        misses.push(
          `${entry.label}: cycle loading at ${new Date(real.load.arrivedAt).toISOString()} is ${Math.round(error)} s off (${errors.map(Math.round).join(", ")})${cycle.inferred ? " (inferred)" : ""}`,
        );
      }
    }
    entry.counted.forEach((cycle, i) => {
      if (!used.has(i)) {
        misses.push(
          `${entry.label}: counted a cycle no truck hauled, loading at ${new Date(cycle.load.arrivedAt).toISOString()}`,
        );
      }
    });
  }
  return {
    truth,
    counted,
    matched,
    precision: counted === 0 ? 1 : matched / counted,
    recall: truth === 0 ? 1 : matched / truth,
    worstTimeErrorSeconds: worst,
    misses,
  };
}
