import {
  type Anchor,
  type GeoPoint,
  localDayOf,
  nextAnchor,
  TRACKING,
  zonedDayBounds,
} from "@haulwise/domain";
import { randomFrom, type SimFix } from "../modules/cycles/simulator/index.js";
import { samplePhone } from "../modules/cycles/simulator/phone.js";
import { frameAt, Trajectory, type TrueSample } from "../modules/cycles/simulator/trajectory.js";
import {
  DEAD_ZONES,
  type DemoJob,
  DRIVERS,
  jobOfDriver,
  roadBetween,
  SHIFT_HOURS,
  SITES,
  shiftStartHour,
  YARD,
} from "./world.js";

/** The demo's flat world, metres around the middle of Austin. */
export const FRAME = frameAt({ latitude: 30.27, longitude: -97.7 });
const xy = (point: GeoPoint) => FRAME.toXY(point);

/** What a driver does that the server hears of, besides positions. */
export type ShiftEvent =
  | { kind: "duty"; at: number; onDuty: boolean }
  | {
      kind: "loaded";
      at: number;
      trip: number;
      /** The scale ticket, or null when the driver forgets to record it. */
      ticket: { number: string; tons: number } | null;
    }
  | { kind: "dumped"; at: number; trip: number };

export type Shift = {
  driver: number;
  start: number;
  end: number;
  samples: TrueSample[];
  fixes: SimFix[];
  events: ShiftEvent[];
  /** What happened, for a reader of the console. */
  scenarios: string[];
};

const ROAD_SPEED = 13;
/** How long a driver waits at a broken loader. */
export const LOADER_WAIT_MS = 40 * 60_000;
const SITE_SPEED = 4;

/**
 * One driver's shift on their job: out of the yard, pit to dump and back until the shift
 * nears its end, home, off duty. The seed decides queues, stops, a long idle wait now and
 * then, and a forgotten ticket; `pauseAt` makes the driver stand still for 40 minutes from
 * that moment on (the demo shows an idle alert soon after it starts).
 */
export function driveShift(input: {
  driver: number;
  job: DemoJob;
  /** Midnight of the shift's day in the company's zone, ms. */
  dayStart: number;
  seed: number;
  pauseAt?: number;
  /** Whether to record what the phone would (false: the true path and the events alone). */
  phone?: boolean;
}): Shift {
  const random = randomFrom(input.seed);
  const start =
    input.dayStart + shiftStartHour(input.driver) * 3_600_000 + random.int(0, 600) * 1000;
  const end = start + SHIFT_HOURS * 3_600_000;
  const { job } = input;
  const load = SITES[job.load];
  const dump = SITES[job.dump];
  const trajectory = new Trajectory(xy(YARD.spot), start);
  const events: ShiftEvent[] = [{ kind: "duty", at: start, onDuty: true }];
  const scenarios = new Set<string>();
  let paused = input.pauseAt === undefined;

  const pauseIfDue = () => {
    if (paused || trajectory.now < input.pauseAt!) return;
    paused = true;
    scenarios.add("waiting 40 minutes for a loader that broke down");
    trajectory.stay(LOADER_WAIT_MS / 1000);
  };
  const go = (points: GeoPoint[], speed: number) => {
    for (const point of points) {
      trajectory.drive([xy(point)], speed);
      pauseIfDue();
    }
  };
  const stay = (seconds: number) => {
    trajectory.stay(seconds);
    pauseIfDue();
  };

  trajectory.stay(random.int(120, 420));
  go(roadBetween("yard", job.load), ROAD_SPEED);
  let trip = 0;
  // A trip takes about forty minutes; the last one must end with time to get home.
  while (trajectory.now < end - 75 * 60_000) {
    trip++;
    if (random.chance(0.35)) {
      scenarios.add("queued at the pit gate");
      stay(random.int(90, 300));
    }
    go([load.gate, load.spot], SITE_SPEED);
    stay(random.int(180, 360));
    const forgot = random.chance(0.07);
    if (forgot) scenarios.add("forgot to record a ticket");
    const tons = Math.round(random.between(job.tons[0], job.tons[1]) * 10) / 10;
    events.push({
      kind: "loaded",
      at: trajectory.now,
      trip,
      ticket: forgot ? null : { number: ticketNumber(job.load, start, input.driver, trip), tons },
    });
    go([load.gate], SITE_SPEED);
    const road = roadBetween(job.load, job.dump);
    if (random.chance(0.3)) {
      scenarios.add("a red light on the way");
      const light = random.int(2, road.length - 2);
      go(road.slice(0, light), ROAD_SPEED);
      stay(random.int(30, 110));
      go(road.slice(light), ROAD_SPEED);
    } else {
      go(road, ROAD_SPEED);
    }
    go([dump.spot], SITE_SPEED);
    stay(random.int(90, 200));
    events.push({ kind: "dumped", at: trajectory.now, trip });
    if (random.chance(0.06)) {
      scenarios.add("stood idle at the dump waiting for the dozer");
      stay(random.int(13 * 60, 22 * 60));
    }
    go([dump.gate], SITE_SPEED);
    go(roadBetween(job.dump, job.load), ROAD_SPEED);
  }
  go(roadBetween(job.load, "yard"), ROAD_SPEED);
  stay(60);
  events.push({ kind: "duty", at: trajectory.now, onDuty: false });
  // GPS works in a dead zone; the phone keeps what it records until it has signal again.
  const fixes =
    input.phone === false
      ? []
      : samplePhone(trajectory.samples, FRAME, randomFrom(input.seed * 7 + 3), {
          accuracy: 6,
          holdWhenStill: true,
        });
  return {
    driver: input.driver,
    start,
    end: trajectory.now,
    samples: trajectory.samples,
    fixes,
    events,
    scenarios: [...scenarios],
  };
}

/** A scale ticket's number as a pit prints it: the pit, the day, the truck and the trip. */
function ticketNumber(pit: string, start: number, driver: number, trip: number) {
  const day = new Date(start).toISOString().slice(5, 10).replace("-", "");
  return `${pit.slice(0, 2).toUpperCase()}-${day}-${String(driver + 1).padStart(2, "0")}${String(trip).padStart(2, "0")}`;
}

const DEAD_ZONES_XY = DEAD_ZONES.map((zone) => ({
  centre: xy(zone.centre),
  radius: zone.radiusMetres,
}));

/** Whether the truck, at `at`, is where no phone has signal. */
export function inDeadZone(shift: Shift, at: number) {
  const sample = sampleAt(shift, at);
  return DEAD_ZONES_XY.some(
    (zone) => Math.hypot(sample.x - zone.centre.x, sample.y - zone.centre.y) <= zone.radius,
  );
}

/** Where the truck truly is at `at` (its first or last place outside the shift). */
export function sampleAt(shift: Shift, at: number): TrueSample {
  const index = Math.round((at - shift.samples[0]!.t) / 1000);
  return shift.samples[Math.min(shift.samples.length - 1, Math.max(0, index))]!;
}

/** The phone's id for one day's shift (a fix's `seq` counts within it). */
export const deviceIdOf = (dayNumber: number) => `demo-phone-${dayNumber}`;

/** The seed of one driver's shift on one day: the same day is the same shift, seed or live. */
export const seedOf = (driver: number, dayNumber: number) =>
  1 + driver * 1_000_003 + dayNumber * 7919;

/** Midnight in the company's zone of the day holding `at`, ms. */
export function zoneMidnight(at: number, timeZone: string): number {
  return Date.parse(zonedDayBounds(localDayOf(new Date(at), timeZone), timeZone).from);
}

/** A driver kept waiting at a broken loader from `pauseAt` (see `driveShift`). */
export type DemoWaiting = { driver: number; pauseAt: string };

/** How long the waiting driver has waited when the demo first opens: past the idle rule. */
const WAITED_WHEN_OPENED_MS = 15 * 60_000;

/**
 * The shift a driver is on at `at`, or their next one, with its day; the waiting driver's
 * shift holds their wait when it spans its start.
 */
export function shiftAround(
  driver: number,
  at: number,
  timeZone: string,
  options: { waiting?: DemoWaiting | null; phone?: boolean } = {},
) {
  const { waiting = null, phone = true } = options;
  const job = jobOfDriver(driver);
  const today = zoneMidnight(at, timeZone);
  for (const dayStart of [
    zoneMidnight(today - 12 * 3_600_000, timeZone),
    today,
    zoneMidnight(today + 36 * 3_600_000, timeZone),
  ]) {
    const dayNumber = Math.round(dayStart / 86_400_000);
    const shape = { driver, job, dayStart, seed: seedOf(driver, dayNumber), phone };
    let shift = driveShift(shape);
    if (shift.end <= at) continue;
    const pauseAt = waiting?.driver === driver ? Date.parse(waiting.pauseAt) : null;
    if (pauseAt !== null && shift.start <= pauseAt && pauseAt < shift.end) {
      shift = driveShift({ ...shape, pauseAt });
    }
    return { shift, dayNumber };
  }
  throw new Error("no shift ahead");
}

/** How far apart the seed keeps a phone's fixes: every 10 s today, every minute before. */
export const phoneSpacingOf = (dayStart: number, today: number) =>
  dayStart >= today ? 10_000 : 60_000;

/** A phone's fixes up to `until`, at most one each `spacing` ms, as the seed writes them. */
export function thinned(fixes: SimFix[], spacing: number, until: number) {
  let lastKept = -Infinity;
  return fixes.filter((fix) => {
    const at = Date.parse(fix.recordedAt);
    if (at > until || at - lastKept < spacing) return false;
    lastKept = at;
    return true;
  });
}

/**
 * Who has been waiting at a broken loader for a quarter of an hour or more when the demo
 * first opens at `at`, so its inactivity alert is there from the start: the first driver
 * whose shift, begun at `from` or later, runs from well before `at` to well after it, and
 * whose phone's fixes, as the seed writes them, have stayed within the idle radius (the
 * server's own rule, GPS jitter and all) for more than the rule's ten minutes up to `at`.
 * Null when nobody fits.
 */
export function waitingDriverAt(at: number, from: number, timeZone: string): DemoWaiting | null {
  const today = zoneMidnight(at, timeZone);
  for (const waited of [WAITED_WHEN_OPENED_MS, WAITED_WHEN_OPENED_MS + 10 * 60_000]) {
    const pauseAt = at - waited;
    for (let driver = 0; driver < DRIVERS.length; driver++) {
      const { shift } = shiftAround(driver, at, timeZone, { phone: false });
      if (shift.start < from || shift.start > pauseAt - 5 * 60_000) continue;
      if (shift.end < at + 30 * 60_000) continue;
      const waiting = { driver, pauseAt: new Date(pauseAt).toISOString() };
      const paused = shiftAround(driver, at, timeZone, { waiting }).shift;
      const spacing = phoneSpacingOf(zoneMidnight(paused.start, timeZone), today);
      const fixes = thinned(paused.fixes, spacing, at);
      let anchor: Anchor | null = null;
      for (const fix of fixes) anchor = nextAnchor(anchor, fix);
      const last = fixes.at(-1);
      if (
        anchor &&
        last &&
        at - Date.parse(anchor.since) >= 10.5 * 60_000 &&
        at - Date.parse(last.recordedAt) <= TRACKING.stillFixIntervalMs
      ) {
        return waiting;
      }
    }
  }
  return null;
}
