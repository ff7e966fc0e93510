import { fenceOf, signedDistanceMetres } from "@haulwise/domain";
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

  it("builds the company through the API and writes the day so far", {
    timeout: 180_000,
  }, async () => {
    const now = Date.parse("2026-11-18T20:00:00Z");
    ctx.clock.set(new Date(now));
    const state = await seedDemo({
      app: ctx.app,
      clock: ctx.clock,
      mailLink: async (to, subject) => (await ctx.lastMailTo(to, subject)).link!,
      origin: ctx.config.publicUrl,
      now,
      historyDays: 0,
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
  });
});
