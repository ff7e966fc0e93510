import { fenceOf, signedDistanceMetres } from "@haulwise/domain";
import { type PhoneOptions, type SimFix, samplePhone } from "./phone.js";
import { type Random, randomFrom } from "./random.js";
import { frameAt, Trajectory, type TrueSample } from "./trajectory.js";
import {
  D2_DEAD_ZONE,
  JOBS,
  ORIGIN,
  PLACES,
  ROADS,
  type WorldJob,
  type WorldSite,
  worldSites,
} from "./world.js";

/**
 * A labelled day of hauling: trucks driven through the world by scripts a dispatcher would
 * recognise, the fixes their phones recorded, and the true cycles beside them, with the
 * moments each truck truly crossed each fence. Everything follows from the seed.
 */

/** A visit as it truly happened: which site, and when the truck crossed its fence in and out. */
export type TrueVisit = { site: WorldSite["key"]; arrivedAt: number; departedAt: number };

/** A load truly hauled: filled at the pit, emptied at the job's dump. */
export type TrueCycle = { job: WorldJob["key"]; load: TrueVisit; dump: TrueVisit };

export type SimTruck = {
  /** 0-based; the driver's place in the day. */
  index: number;
  job: WorldJob["key"];
  fixes: SimFix[];
  truth: TrueCycle[];
  /** What this truck's day held, for reading a failure. */
  scenarios: string[];
  samples: TrueSample[];
};

export type SimDay = {
  seed: number;
  start: number;
  sites: WorldSite[];
  trucks: SimTruck[];
  deadZone: boolean;
};

export type DayOptions = {
  seed: number;
  /** Midnight UTC of the day, ms. */
  start: number;
  trucksPerJob?: number;
  /** Trips per truck, at most (a long day ends earlier). */
  trips?: number;
  /** Whether D2 sits in a dead zone all day (overrides the seed's choice). */
  deadZone?: boolean;
  phone?: Partial<PhoneOptions>;
};

/** Simulates one day: every truck's script, its true visits and its phone's fixes. */
export function simulateDay(options: DayOptions): SimDay {
  const random = randomFrom(options.seed);
  const frame = frameAt(ORIGIN);
  const sites = worldSites(frame);
  const fences = new Map(sites.map((site) => [site.key, fenceOf(site.geometry)]));
  const deadZone = options.deadZone ?? random.chance(1 / 3);
  const perJob = options.trucksPerJob ?? 3;
  const trucks: SimTruck[] = [];
  // One truck of the day takes its last load home.
  const takesLoadHome = random.int(0, perJob * JOBS.length - 1);
  let index = 0;
  for (const job of JOBS) {
    for (let slot = 0; slot < perJob; slot++) {
      const script = driveDay({
        random,
        job,
        deadZone,
        trips: options.trips ?? random.int(6, 9),
        // Staggered starts, so trucks meet in the pit queue.
        start: options.start + (6 * 3600 + index * 7 * 60 + random.between(0, 240)) * 1000,
        takesLoadHome: index === takesLoadHome,
      });
      const truth = script.actions.map((action) => ({
        job: job.key,
        load: trueVisitAround(script.trajectory.samples, fences.get("pit")!, "pit", action.loadAt),
        dump: trueVisitAround(
          script.trajectory.samples,
          fences.get(job.dump)!,
          job.dump,
          action.dumpAt,
        ),
      }));
      const fixes = samplePhone(
        script.trajectory.samples,
        frame,
        randomFrom(options.seed * 31 + index),
        {
          ...options.phone,
          deadZones: [...(deadZone ? [D2_DEAD_ZONE] : []), ...(options.phone?.deadZones ?? [])],
          hidden: script.hidden,
        },
      );
      trucks.push({
        index,
        job: job.key,
        fixes,
        truth,
        scenarios: script.scenarios,
        samples: script.trajectory.samples,
      });
      index++;
    }
  }
  return { seed: options.seed, start: options.start, sites, trucks, deadZone };
}

/** The fence-crossing moments of the stay at `at`: when the true path went in and came out. */
export function trueVisitAround(
  samples: TrueSample[],
  fence: ReturnType<typeof fenceOf>,
  site: WorldSite["key"],
  at: number,
): TrueVisit {
  const distance = (sample: TrueSample) => signedDistanceMetres(fence, WORLD_FRAME.toGeo(sample));
  // Samples are a second apart from the first: the one at `at` is found by arithmetic.
  const index = Math.min(samples.length - 1, Math.max(0, Math.ceil((at - samples[0]!.t) / 1000)));
  if (distance(samples[index]!) > 0) throw new Error(`the truck is not inside ${site} at ${at}`);
  let first = index;
  while (first > 0 && distance(samples[first - 1]!) <= 0) first--;
  let last = index;
  while (last < samples.length - 1 && distance(samples[last + 1]!) <= 0) last++;
  const crossing = (outside: TrueSample, inside: TrueSample) => {
    const a = distance(outside);
    const b = distance(inside);
    return outside.t + ((inside.t - outside.t) * a) / (a - b);
  };
  return {
    site,
    arrivedAt: first > 0 ? crossing(samples[first - 1]!, samples[first]!) : samples[first]!.t,
    departedAt:
      last < samples.length - 1 ? crossing(samples[last + 1]!, samples[last]!) : samples[last]!.t,
  };
}

const WORLD_FRAME = frameAt(ORIGIN);

type Script = {
  trajectory: Trajectory;
  /** When the truck stood loading and stood dumping, per true cycle. */
  actions: Array<{ loadAt: number; dumpAt: number }>;
  /** Spans when the driver's phone showed another app: no fixes. */
  hidden: Array<{ from: number; to: number }>;
  scenarios: string[];
};

/** One truck's day on a job, from the yard and (usually) back. */
function driveDay(input: {
  random: Random;
  job: WorldJob;
  deadZone: boolean;
  trips: number;
  start: number;
  takesLoadHome: boolean;
}): Script {
  const { random, job } = input;
  const road = 15;
  const yardSpeed = 4;
  const trajectory = new Trajectory(PLACES.yard, input.start);
  const actions: Script["actions"] = [];
  const hidden: Script["hidden"] = [];
  const scenarios = new Set<string>();
  trajectory.drive([{ x: -3000, y: 0 }, ...ROADS.yardToGate], road);

  for (let trip = 0; trip < input.trips; trip++) {
    const last = trip === input.trips - 1;
    // Waiting at the gate behind other trucks, moving up as they go in.
    if (random.chance(0.35)) {
      scenarios.add("queue outside the pit gate");
      const places = random.int(1, 3);
      trajectory.drive([ROADS.queueSpot(places)], yardSpeed);
      for (let place = places; place >= 0; place--) {
        trajectory.stay(random.between(60, 200));
        trajectory.drive([ROADS.queueSpot(Math.max(0, place - 1))], 3);
      }
    }
    // Rarely, an empty truck cuts across the pit without stopping: a drive-through.
    if (random.chance(0.06)) {
      scenarios.add("drive-through the pit");
      trajectory.drive(
        [ROADS.gate, ROADS.eastGate, { x: 300, y: -160 }, { x: -400, y: -160 }, { x: -400, y: 0 }],
        9,
      );
      trajectory.drive([{ x: -260, y: 0 }], yardSpeed);
    }
    trajectory.drive([ROADS.gate], yardSpeed);
    if (random.chance(0.5)) {
      scenarios.add("a scale inside the pit");
      trajectory.drive([ROADS.scale], yardSpeed).stay(random.between(40, 100));
    }
    trajectory.drive([ROADS.loader(random.int(0, 11))], yardSpeed);
    const loadAt = trajectory.now;
    trajectory.stay(random.between(150, 420));
    if (input.takesLoadHome && last) {
      scenarios.add("a load taken home");
      trajectory.drive([ROADS.gate], yardSpeed).drive(ROADS.pitToYard, road);
      return { trajectory, actions, hidden, scenarios: [...scenarios] };
    }
    trajectory.drive([ROADS.eastGate], yardSpeed).drive(ROADS.toDumps.slice(0, 1), 10);
    if (random.chance(0.25)) {
      scenarios.add("a traffic stop on the road");
      trajectory.drive([ROADS.midRoadStop], road).stay(random.between(45, 150));
    }
    if (random.chance(0.08)) {
      scenarios.add("the driver switched apps on the road");
      const from = trajectory.now;
      trajectory.drive([{ x: 4200, y: -160 }], road);
      hidden.push({ from, to: trajectory.now });
    }
    trajectory.drive(ROADS.toDumps.slice(1), road);
    if (random.chance(0.4)) {
      scenarios.add("a red light 60 m from a dump");
      trajectory.stay(random.between(40, 110));
    }
    let dumpAt: number;
    if (job.dump === "d1") {
      trajectory.drive(ROADS.d1Spur, 8);
      if (random.chance(0.2)) {
        scenarios.add("dumping parked at the fence edge");
        trajectory.drive([ROADS.d1Edge], yardSpeed);
      } else {
        trajectory.drive([ROADS.d1Spot(random.int(0, 8))], yardSpeed);
      }
      dumpAt = trajectory.now;
      trajectory.stay(random.between(70, 200));
      trajectory.drive([{ x: 6000, y: -110 }], yardSpeed);
      actions.push({ loadAt, dumpAt });
      if (last) {
        trajectory.drive(
          [
            { x: 6000, y: -160 },
            { x: 300, y: -160 },
            { x: -3000, y: -160 },
            { x: -3000, y: -400 },
          ],
          road,
        );
      } else {
        trajectory.drive(ROADS.backFromD1, road);
      }
    } else {
      const shortcut = !input.deadZone && random.chance(0.35);
      if (shortcut) {
        scenarios.add("a drive-through D1 on the way to D2");
        trajectory.drive(ROADS.throughD1.slice(0, 1), 8).drive(ROADS.throughD1.slice(1), 8);
      } else {
        scenarios.add("the road past D1 to D2");
        trajectory.drive(ROADS.toD2East, 10);
      }
      if (input.deadZone) scenarios.add("a dead zone over D2");
      trajectory.drive([ROADS.d2Spot], yardSpeed);
      dumpAt = trajectory.now;
      trajectory.stay(random.between(70, 200));
      actions.push({ loadAt, dumpAt });
      trajectory.drive([{ x: 6100, y: 300 }], yardSpeed);
      if (last) {
        trajectory.drive(
          [
            { x: 6400, y: 300 },
            { x: 6400, y: -160 },
            { x: -3000, y: -160 },
            { x: -3000, y: -400 },
          ],
          road,
        );
      } else {
        trajectory.drive(ROADS.backFromD2East, road);
      }
    }
  }
  return { trajectory, actions, hidden, scenarios: [...scenarios] };
}
