import {
  fenceOf,
  localDayOf,
  REPLAY,
  signedDistanceMetres,
  zonedDayBounds,
} from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createScaledClock } from "../clock.js";
import { TestClient } from "../test/client.js";
import { useTestApp } from "../test/harness.js";
import { seedDemo } from "./seed.js";
import { driveShift, FRAME, inDeadZone, seedOf, zoneMidnight } from "./shift.js";
import { DRIVERS, jobOfDriver, SHIFT_HOURS, SITES, TIME_ZONE } from "./world.js";

const DAY = zoneMidnight(Date.parse("2026-11-18T18:00:00Z"), TIME_ZONE);

describe("a simulated shift", () => {
  it("goes on duty at its crew's hour, hauls pit to dump and back, and goes off duty home", () => {
    const shift = driveShift({ driver: 3, job: jobOfDriver(3), dayStart: DAY, seed: seedOf(3, 1) });
    const job = jobOfDriver(3);
    expect(shift.start - DAY).toBeGreaterThanOrEqual(6 * 3_600_000);
    expect(shift.start - DAY).toBeLessThan(6 * 3_600_000 + 11 * 60_000);
    expect(shift.events[0]).toEqual({ kind: "duty", at: shift.start, onDuty: true });
    expect(shift.events.at(-1)).toMatchObject({ kind: "duty", onDuty: false });
    expect(shift.end - shift.start).toBeLessThan((SHIFT_HOURS + 1) * 3_600_000);
    const loads = shift.events.filter((event) => event.kind === "loaded");
    const dumps = shift.events.filter((event) => event.kind === "dumped");
    expect(loads.length).toBeGreaterThanOrEqual(8);
    expect(dumps).toHaveLength(loads.length);
    // Every load is taken inside the pit's fence and every dump inside the job's dump site.
    const inside = (site: keyof typeof SITES, at: number) => {
      const sample = shift.samples[Math.round((at - shift.start) / 1000)]!;
      return signedDistanceMetres(fenceOf(SITES[site].geometry), FRAME.toGeo(sample)) < 0;
    };
    for (const load of loads) expect(inside(job.load, load.at)).toBe(true);
    for (const dump of dumps) expect(inside(job.dump, dump.at)).toBe(true);
    // The phone's fixes are in order, 5 s apart at least while moving, and a minute at most
    // while standing (dead zones keep fixes on the phone, they do not stop the GPS).
    const times = shift.fixes.map((fix) => Date.parse(fix.recordedAt));
    for (let i = 1; i < times.length; i++) {
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1000);
      expect(times[i]! - times[i - 1]!).toBeLessThanOrEqual(61_000);
    }
  });

  it("drives the SH 130 job through its dead zone, and stands still 40 minutes when told", () => {
    const driver = 1;
    expect(jobOfDriver(driver).key).toBe("sh130");
    const shift = driveShift({
      driver,
      job: jobOfDriver(driver),
      dayStart: DAY,
      seed: seedOf(driver, 2),
    });
    const minutes = (shift.end - shift.start) / 60_000;
    const dead = Array.from({ length: minutes }, (_, m) =>
      inDeadZone(shift, shift.start + m * 60_000),
    );
    expect(dead.filter(Boolean).length).toBeGreaterThan(5);

    const pauseAt = shift.start + 3 * 3_600_000;
    const paused = driveShift({
      driver,
      job: jobOfDriver(driver),
      dayStart: DAY,
      seed: seedOf(driver, 2),
      pauseAt,
    });
    // The same shift until the pause, then forty minutes in one place.
    const index = paused.samples.findIndex(
      (sample, i) => i > 0 && sample.t >= pauseAt && sample.speed === 0,
    );
    const still = paused.samples.slice(index, index + 40 * 60);
    expect(still.every((sample) => sample.x === still[0]!.x && sample.y === still[0]!.y)).toBe(
      true,
    );
    expect(paused.scenarios).toContain("waiting 40 minutes for a loader that broke down");
    expect(paused.samples.slice(0, 1000)).toEqual(shift.samples.slice(0, 1000));
  });
});

describe("the demo's clock", () => {
  it("starts where it is told and runs its speed times faster, timers shortened to match", async () => {
    const start = Date.parse("2026-11-20T15:00:00Z");
    const clock = createScaledClock(start, 600);
    expect(clock.now().getTime() - start).toBeLessThan(600 * 50);
    const fired = await new Promise<number>((resolve) => {
      const timer = clock.after(60_000, () => {
        timer.cancel();
        resolve(clock.now().getTime());
      });
    });
    // A minute of demo time passed, in a tenth of a real second.
    expect(fired - start).toBeGreaterThanOrEqual(60_000);
  });
});

describe("the demo company's seed", () => {
  // Fourteen trucks are more than the free plan's: the demo runs without plans.
  const ctx = useTestApp({ BILLING: "off" });

  it("builds the company through the API, with older days' GPS as a tracker reported it and somebody already waiting at a loader", {
    timeout: 360_000,
  }, async () => {
    // Two in the morning in Austin: the night crews are out, and today is two hours long.
    const now = Date.parse("2026-11-18T08:00:00Z");
    ctx.clock.set(new Date(now));
    const state = await seedDemo({
      app: ctx.app,
      clock: ctx.clock,
      mailLink: async (to, subject) => (await ctx.lastMailTo(to, subject)).link!,
      origin: ctx.config.publicUrl,
      now,
      historyDays: 2,
      log: () => {},
    });
    expect(state.accounts).toHaveLength(DRIVERS.length + 1);
    expect(state.drivers.filter((driver) => driver.deviceToken !== null)).toHaveLength(3);
    expect(state.drivers.every((driver) => driver.cookie.includes("session_token"))).toBe(true);

    const boss = new TestClient(ctx.app);
    const signedIn = await boss.post("/api/auth/sign-in/email", {
      email: state.accounts[0]!.email,
      password: state.accounts[0]!.password,
    });
    expect(signedIn.statusCode).toBe(200);
    const jobs = (await boss.get("/api/jobs")).json();
    expect(jobs.jobs).toHaveLength(3);
    const stats = (await boss.get("/api/dashboard/stats")).json();
    expect(stats.todaysLoads).toBeGreaterThan(5);
    expect(stats.todaysCounted.counted).toBeGreaterThan(5);
    const drivers = (await boss.get("/api/drivers")).json();
    expect(JSON.stringify(drivers)).toContain("Maria");

    // The day before yesterday: every ticket is explained by a load cycle counted from GPS,
    // and the cycles without a ticket are the loads somebody forgot to record.
    const older = localDayOf(new Date(now - 2 * 86_400_000), TIME_ZONE);
    const range = zonedDayBounds(older, TIME_ZONE);
    let cycles = 0;
    let tickets = 0;
    let matched = 0;
    for (const job of jobs.jobs as Array<{ id: string }>) {
      const answer = await boss.get(
        `/api/jobs/${job.id}/reconciliation?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
      );
      expect(answer.statusCode).toBe(200);
      const { totals } = answer.json();
      expect(totals.ticketsWithoutCycle).toBe(0);
      expect(totals.cyclesWithoutTicket).toBeLessThanOrEqual(Math.ceil(totals.cycles * 0.2));
      cycles += totals.cycles;
      tickets += totals.tickets;
      matched += totals.matched;
    }
    expect(tickets).toBeGreaterThan(60);
    // A load delivered just before midnight may be counted on the day its truck left the dump.
    expect(matched).toBeGreaterThanOrEqual(tickets - 3);
    expect(cycles).toBeGreaterThanOrEqual(matched);

    // That day replays: the whole shift, a fix every 45 s on the road and every minute
    // standing (and one as a standing truck sets off), never a silence the replay would draw
    // as a dropout.
    const driver = state.drivers[2]!;
    const replay = await boss.get(`/api/drivers/${driver.userId}/replay?date=${older}`);
    expect(replay.statusCode).toBe(200);
    const times: number[] = replay.json().fixes.t;
    expect((times.at(-1)! - times[0]!) / 3_600_000).toBeGreaterThan(SHIFT_HOURS - 1);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(REPLAY.gapMs);
    const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
    expect(median).toBeGreaterThanOrEqual(45_000);
    expect(median).toBeLessThanOrEqual(60_000);

    // Somebody has been waiting at a broken loader for a quarter of an hour: the first sweep
    // of the server, as it starts half a minute after the seed, tells the contractor.
    expect(state.waiting?.pauseAt).toBe(new Date(now - 15 * 60_000).toISOString());
    const worker = ctx.workers.workers.find((w) => w.name === "tracking-alert-sweep")!;
    ctx.clock.set(new Date(now + 30_000));
    await worker.tick(new Date(now + 30_000));
    const { alerts } = (await boss.get("/api/tracking/alerts")).json();
    const waiter = state.drivers[state.waiting!.driver]!;
    expect(alerts).toContainEqual(
      expect.objectContaining({ driverId: waiter.userId, kind: "idle", clearedAt: null }),
    );
  });
});
