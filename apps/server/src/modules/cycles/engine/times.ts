import { type CycleTimes, durationStatsOf } from "@haulwise/domain";

/** A cycle's four moments (ms), with who hauled it on which job. */
export type TimedCycle = {
  jobId: string;
  driverId: string;
  loadArrivedAt: number;
  loadDepartedAt: number;
  dumpArrivedAt: number;
  dumpDepartedAt: number;
};

/** The legs of one cycle in seconds; return and whole cycle need the next load's arrival. */
export type CycleLegs = {
  atLoad: number;
  haul: number;
  atDump: number;
  return: number | null;
  cycle: number | null;
};

/**
 * Each cycle's legs, in the order given. The next load of a cycle is the same driver's next
 * cycle on the same job (among those given, which should be in time order).
 */
export function legsOf(cycles: readonly TimedCycle[]): CycleLegs[] {
  const next = new Map<number, TimedCycle>();
  const latest = new Map<string, number>();
  const order = cycles
    .map((cycle, index) => ({ cycle, index }))
    .sort((a, b) => a.cycle.loadArrivedAt - b.cycle.loadArrivedAt || a.index - b.index);
  for (const { cycle, index } of order) {
    const key = `${cycle.jobId}|${cycle.driverId}`;
    const previous = latest.get(key);
    if (previous !== undefined) next.set(previous, cycle);
    latest.set(key, index);
  }
  return cycles.map((cycle, index) => {
    const following = next.get(index);
    return {
      atLoad: (cycle.loadDepartedAt - cycle.loadArrivedAt) / 1000,
      haul: (cycle.dumpArrivedAt - cycle.loadDepartedAt) / 1000,
      atDump: (cycle.dumpDepartedAt - cycle.dumpArrivedAt) / 1000,
      return: following ? (following.loadArrivedAt - cycle.dumpDepartedAt) / 1000 : null,
      cycle: following ? (following.loadArrivedAt - cycle.loadArrivedAt) / 1000 : null,
    };
  });
}

/** Count, median, 90th percentile and longest of each leg over some cycles' legs. */
export function cycleTimesOf(legs: readonly CycleLegs[]): CycleTimes {
  const pick = (leg: keyof CycleLegs) =>
    legs.map((entry) => entry[leg]).filter((value): value is number => value !== null);
  return {
    atLoad: durationStatsOf(pick("atLoad")),
    haul: durationStatsOf(pick("haul")),
    atDump: durationStatsOf(pick("atDump")),
    return: durationStatsOf(pick("return")),
    cycle: durationStatsOf(pick("cycle")),
  };
}
