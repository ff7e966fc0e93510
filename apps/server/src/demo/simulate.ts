import { randomUUID } from "node:crypto";
import type { SimFix } from "../modules/cycles/simulator/index.js";
import {
  completeTicket,
  milesOf,
  positionAt,
  recordTicket,
  reportOsmAnd,
  sendDailyMetrics,
  setDuty,
  uploadFixes,
} from "./driver-actions.js";
import { Person, type Send } from "./http.js";
import {
  deviceIdOf,
  inDeadZone,
  LOADER_WAIT_MS,
  type Shift,
  type ShiftEvent,
  shiftAround,
} from "./shift.js";
import type { DemoDriver, DemoState } from "./state.js";
import { DRIVERS, jobOfDriver } from "./world.js";

/** The demo's time, as the server keeps it: read from it, then run on at its speed. */
export type DemoTime = () => number;

type Live = {
  driver: DemoDriver;
  person: Person;
  name: string;
  shift: Shift;
  dayNumber: number;
  /** Fixes recorded and not yet delivered (no signal, or not sent yet). */
  queue: SimFix[];
  nextFix: number;
  nextEvent: number;
  tickets: Map<number, string>;
  loads: number;
  busy: boolean;
};

/**
 * The simulated drivers, live: each follows their shift of the day as its time comes,
 * sending positions the way their device does (the web app's batches, or a tracker app's
 * OsmAnd reports), holding them while in a dead zone, recording tickets (or forgetting),
 * and going on and off duty. Runs until `stopped()` says so.
 */
export async function simulateDrivers(input: {
  send: Send;
  origin: string;
  state: DemoState;
  now: DemoTime;
  /** How long to wait between steps, in real milliseconds. */
  tickMs: number;
  stopped: () => boolean;
  sleep: (ms: number) => Promise<void>;
  log: (line: string) => void;
}) {
  const { state, now, log } = input;
  const started = now();
  const cursor = Math.max(Date.parse(state.seededThrough), started - 10 * 60_000);
  const lives: Live[] = state.drivers.map((driver) => {
    const person = new Person(input.send, input.origin);
    for (const pair of driver.cookie.split("; ").filter(Boolean)) {
      const at = pair.indexOf("=");
      person.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const details = DRIVERS[driver.index]!;
    return {
      driver,
      person,
      name: `${details.firstName} ${details.lastName}`,
      ...shiftAround(driver.index, cursor, state.timeZone, { waiting: state.waiting }),
      queue: [],
      nextFix: 0,
      nextEvent: 0,
      tickets: new Map(),
      loads: 0,
      busy: false,
    };
  });
  // Somebody on duty waits on a broken loader. The seed had someone waiting since before the
  // demo first opened (their alert is there from the start); when that wait is over, someone
  // on duty begins to wait as the drivers start, and an idle alert follows within minutes.
  const seeded = state.waiting ?? null;
  if (!seeded || Date.parse(seeded.pauseAt) + LOADER_WAIT_MS <= cursor) {
    const live = lives.find(
      (each) =>
        each.driver.index !== seeded?.driver &&
        each.shift.start <= started &&
        each.shift.end > started + 30 * 60_000,
    );
    if (live) {
      const waiting = { driver: live.driver.index, pauseAt: new Date(started).toISOString() };
      Object.assign(live, shiftAround(live.driver.index, cursor, state.timeZone, { waiting }));
    }
  }
  // Whoever is between shifts is off duty, whatever they were when the demo last stopped.
  for (const live of lives) {
    skipTo(live, cursor);
    const onShift = live.shift.start <= cursor && cursor < live.shift.end;
    await setDuty(live.person, onShift).catch(async () => {
      await signInAgain(live);
      await setDuty(live.person, onShift);
    });
  }

  // Each driver's phone works on its own: a slow answer to one holds up nobody else.
  while (!input.stopped()) {
    const at = now();
    for (const live of lives) {
      if (live.busy) continue;
      live.busy = true;
      step(live, at, state.timeZone, log)
        .catch(async (error: unknown) => {
          log(`${live.name}: ${error instanceof Error ? error.message : String(error)}`);
          await signInAgain(live).catch(() => undefined);
        })
        .finally(() => {
          live.busy = false;
        });
    }
    await input.sleep(input.tickMs);
  }
  while (lives.some((live) => live.busy)) await input.sleep(50);
}

/** Marks everything up to `at` as done already (the seed wrote it). */
function skipTo(live: Live, at: number) {
  while (
    live.nextFix < live.shift.fixes.length &&
    Date.parse(live.shift.fixes[live.nextFix]!.recordedAt) <= at
  )
    live.nextFix++;
  while (live.nextEvent < live.shift.events.length && live.shift.events[live.nextEvent]!.at <= at) {
    const event = live.shift.events[live.nextEvent]!;
    if (event.kind === "dumped") live.loads++;
    live.nextEvent++;
  }
}

async function step(live: Live, to: number, timeZone: string, log: (line: string) => void) {
  const { shift } = live;
  while (
    live.nextFix < shift.fixes.length &&
    Date.parse(shift.fixes[live.nextFix]!.recordedAt) <= to
  ) {
    live.queue.push(shift.fixes[live.nextFix]!);
    live.nextFix++;
  }
  const events: ShiftEvent[] = [];
  while (live.nextEvent < shift.events.length && shift.events[live.nextEvent]!.at <= to) {
    events.push(shift.events[live.nextEvent]!);
    live.nextEvent++;
  }
  // Duty goes on before the first fix of the shift is sent, and off after the last.
  if (events.some((event) => event.kind === "duty" && event.onDuty)) {
    await setDuty(live.person, true);
    log(`${live.name} is on duty`);
  }
  if (live.queue.length > 0 && !inDeadZone(shift, to)) {
    const sending = live.queue;
    live.queue = [];
    try {
      if (live.driver.deviceToken) {
        for (const fix of sending) await reportOsmAnd(live.person, live.driver.deviceToken, fix);
      } else {
        await uploadFixes(live.person, deviceIdOf(live.dayNumber), sending);
      }
    } catch (error) {
      live.queue = [...sending, ...live.queue];
      throw error;
    }
  }
  for (const event of events) {
    const where = positionAt(shift, event.at);
    if (event.kind === "loaded") {
      if (!event.ticket) {
        log(`${live.name} left the pit without recording the ticket`);
        continue;
      }
      const id = randomUUID();
      live.tickets.set(event.trip, id);
      await recordTicket(live.person, {
        id,
        jobId: live.driver.jobId,
        job: jobOfDriver(live.driver.index),
        ticket: event.ticket,
        at: event.at,
        where,
        stage: "started",
      });
      log(`${live.name} recorded ticket ${event.ticket.number} (${event.ticket.tons} t)`);
    } else if (event.kind === "dumped") {
      const id = live.tickets.get(event.trip);
      if (id) {
        await completeTicket(live.person, id, event.at, where);
        live.loads++;
      }
    } else if (!event.onDuty) {
      await setDuty(live.person, false);
      await sendDailyMetrics(live.person, {
        jobId: live.driver.jobId,
        startedAt: shift.start,
        miles: milesOf(shift),
        loads: live.loads,
        at: event.at,
      });
      log(`${live.name} is off duty after ${live.loads} loads`);
    }
  }
  if (live.nextEvent >= shift.events.length && live.queue.length === 0) {
    const next = shiftAround(live.driver.index, to, timeZone);
    Object.assign(live, next, { nextFix: 0, nextEvent: 0, tickets: new Map(), loads: 0 });
    skipTo(live, Math.min(to, next.shift.start - 1));
  }
}

/** A session that ended (a restart of the demo after a week): the driver signs in again. */
async function signInAgain(live: Live) {
  const me = await live.person.request("GET", "/api/me");
  if (me.status !== 401) return;
  await live.person.must("POST", "/api/auth/sign-in/email", {
    body: { email: live.driver.email, password: live.driver.password },
  });
}
