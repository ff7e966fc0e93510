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
  // Each driver's cycles on a job, in the order of their load arrivals (already so when read
  // in dump order: one truck's cycles never overlap).
  const byTruck = new Map<string, number[]>();
  cycles.forEach((cycle, index) => {
    const key = `${cycle.jobId}|${cycle.driverId}`;
    const list = byTruck.get(key);
    if (list) list.push(index);
    else byTruck.set(key, [index]);
  });
  const next = new Int32Array(cycles.length).fill(-1);
  for (const list of byTruck.values()) {
    for (let i = 1; i < list.length; i++) {
      if (cycles[list[i]!]!.loadArrivedAt < cycles[list[i - 1]!]!.loadArrivedAt) {
        list.sort((a, b) => cycles[a]!.loadArrivedAt - cycles[b]!.loadArrivedAt || a - b);
        break;
      }
    }
    for (let i = 0; i + 1 < list.length; i++) next[list[i]!] = list[i + 1]!;
  }
  return cycles.map((cycle, index) => {
    const following = next[index]! >= 0 ? cycles[next[index]!]! : null;
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
  // One pass, into arrays of numbers sized for the whole group (sorted natively later).
  const atLoad = new Float64Array(legs.length);
  const haul = new Float64Array(legs.length);
  const atDump = new Float64Array(legs.length);
  const back = new Float64Array(legs.length);
  const whole = new Float64Array(legs.length);
  let returns = 0;
  let cycles = 0;
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i]!;
    atLoad[i] = leg.atLoad;
    haul[i] = leg.haul;
    atDump[i] = leg.atDump;
    if (leg.return !== null) back[returns++] = leg.return;
    if (leg.cycle !== null) whole[cycles++] = leg.cycle;
  }
  return {
    atLoad: durationStatsOf(atLoad),
    haul: durationStatsOf(haul),
    atDump: durationStatsOf(atDump),
    return: durationStatsOf(back.subarray(0, returns)),
    cycle: durationStatsOf(whole.subarray(0, cycles)),
  };
}
