import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createManualClock, createTestClock, type ManualClock } from "../clock.js";
import { type DatabaseHandle, openDatabase } from "../db/database.js";
import { createTestDatabase, makeTempDir } from "../test/database.js";
import { type StartedTestApp, startTestApp } from "../test/harness.js";
import { createWorkerRunner, type WorkerRunner } from "./runner.js";
import type { Worker } from "./worker.js";

const quietLogger = { error: () => {}, warn: () => {}, info: () => {} };
const isPostgres = process.env.HAULWISE_TEST_DB === "postgres";

/** Lets what is under way finish: no time passes. */
async function settle() {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/** A worker that notes the time of every tick it is given. */
function recordingWorker(name: string, intervalMs = 20): Worker & { ticks: Date[] } {
  const ticks: Date[] = [];
  return {
    name,
    intervalMs,
    ticks,
    async tick(now) {
      ticks.push(now);
    },
  };
}

describe("the worker runner", () => {
  const temp = makeTempDir("haulwise-workers-");
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  const handles: DatabaseHandle[] = [];
  const runners: WorkerRunner[] = [];

  let clock: ManualClock;

  /** One instance of the server: its own connections, its own runner. */
  function instance(workers: Worker[], electionIntervalMs = 60_000) {
    const database = openDatabase(testDb.config, { poolSize: 1 });
    handles.push(database);
    const runner = createWorkerRunner({
      workers,
      lock: database.advisoryLock("workers"),
      clock,
      logger: quietLogger,
      electionIntervalMs,
    });
    runners.push(runner);
    return runner;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(temp.dir);
  });

  beforeEach(() => {
    clock = createManualClock("2030-03-01T12:00:00.000Z");
  });

  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    for (const handle of handles) await handle.close();
    await testDb.drop();
    temp.remove();
  });

  it("ticks each worker on taking the lead and then on its interval, with the clock's time", async () => {
    const worker = recordingWorker("sweep", 20);
    const runner = instance([worker]);
    runner.start();
    await expect.poll(() => runner.isLeader).toBe(true);
    clock.advance(19);
    await settle();
    expect(worker.ticks).toHaveLength(1);
    for (const step of [1, 20]) {
      clock.advance(step);
      await settle();
    }
    expect(worker.ticks.map((at) => at.toISOString())).toEqual([
      "2030-03-01T12:00:00.000Z",
      "2030-03-01T12:00:00.020Z",
      "2030-03-01T12:00:00.040Z",
    ]);
    await runner.stop();
    clock.advance(60);
    await settle();
    expect(worker.ticks).toHaveLength(3);
    expect(runner.isLeader).toBe(false);
  });

  it("logs a failing tick and keeps ticking; never runs two ticks of one worker at once", async () => {
    const errors: string[] = [];
    let calls = 0;
    let concurrent = 0;
    let mostConcurrent = 0;
    /** Ends the tick under way: a tick lasts until the test says. */
    let finishTick = () => {};
    const flaky: Worker = {
      name: "flaky",
      intervalMs: 5,
      async tick() {
        calls++;
        concurrent++;
        mostConcurrent = Math.max(mostConcurrent, concurrent);
        await new Promise<void>((resolve) => {
          finishTick = resolve;
        });
        concurrent--;
        if (calls === 1) throw new Error("first tick fails");
      },
    };
    const database = openDatabase(testDb.config, { poolSize: 1 });
    handles.push(database);
    const runner = createWorkerRunner({
      workers: [flaky],
      lock: database.advisoryLock("flaky-workers"),
      clock,
      logger: { ...quietLogger, error: (_context, message) => errors.push(message) },
    });
    runners.push(runner);
    runner.start();
    await expect.poll(() => calls).toBe(1);
    // Rounds that fall due while the first tick still runs are skipped.
    clock.advance(5);
    clock.advance(5);
    expect(calls).toBe(1);
    finishTick();
    await settle();
    for (const round of [2, 3]) {
      clock.advance(5);
      expect(calls).toBe(round);
      finishTick();
      await settle();
    }
    await runner.stop();
    expect(errors).toEqual(["a worker tick failed"]);
    expect(mostConcurrent).toBe(1);
  });

  it("lets one instance lead on PostgreSQL (every instance on SQLite); another takes over when it stops", async () => {
    const first = recordingWorker("retention");
    const second = recordingWorker("retention");
    const a = instance([first]);
    const b = instance([second]);
    expect(await a.elect()).toBe(true);
    expect(await b.elect()).toBe(!isPostgres);
    // Asking again changes nothing: the leader keeps the lead, the follower still waits.
    expect(await a.elect()).toBe(true);
    expect(await b.elect()).toBe(!isPostgres);
    await expect.poll(() => first.ticks.length).toBeGreaterThan(0);
    if (isPostgres) expect(second.ticks).toEqual([]);

    await a.stop();
    expect(await b.elect()).toBe(true);
    await expect.poll(() => second.ticks.length).toBeGreaterThan(0);
    await b.stop();
  });

  it("tells how each tick went and how far behind its schedule each worker is", async () => {
    const seen: string[] = [];
    let slowTicks = 0;
    const slow: Worker = {
      name: "slow-sweep",
      intervalMs: 10,
      async tick() {
        slowTicks++;
        await new Promise((resolve) => setTimeout(resolve, 120));
        if (slowTicks === 1) throw new Error("the sweep failed");
      },
    };
    const quick = recordingWorker("quick", 10);
    const database = openDatabase(testDb.config, { poolSize: 1 });
    handles.push(database);
    const runner = createWorkerRunner({
      workers: [slow, quick],
      lock: database.advisoryLock("observed-workers"),
      clock: createTestClock(),
      logger: quietLogger,
      observer: {
        ticked: (worker, outcome) => seen.push(`${worker} ${outcome}`),
        skipped: (worker) => seen.push(`${worker} skipped`),
      },
    });
    runners.push(runner);
    expect(runner.status().map((worker) => worker.lagMs)).toEqual([null, null]);
    runner.start();
    // The slow sweep runs long past its 10 ms interval, so rounds are skipped and it lags.
    await expect.poll(() => runner.status()[0]!.lagMs).toBeGreaterThan(20);
    const [sweep, other] = runner.status();
    expect(sweep!.lastStartedAt).not.toBeNull();
    expect(other!.lastSucceededAt).not.toBeNull();
    await expect.poll(() => slowTicks).toBeGreaterThanOrEqual(2);
    await runner.stop();
    expect(seen).toContain("slow-sweep failed");
    expect(seen).toContain("slow-sweep skipped");
    expect(seen).toContain("quick ok");
    expect(seen.filter((line) => line === "slow-sweep ok").length).toBeGreaterThanOrEqual(1);
    expect(runner.status().map((worker) => worker.lagMs)).toEqual([null, null]);
  });

  it("does not take a lock or a connection when there is no worker to run", async () => {
    const runner = instance([]);
    runner.start();
    expect(runner.isLeader).toBe(false);
    await runner.stop();
  });
});

describe("two app instances on one database", () => {
  let first: StartedTestApp;
  let second: StartedTestApp;

  beforeAll(async () => {
    first = await startTestApp({ RUN_WORKERS: "true" }, { workerElectionIntervalMs: 50 });
    second = await startTestApp(
      { RUN_WORKERS: "true" },
      { sameDatabaseAs: first, workerElectionIntervalMs: 50 },
    );
  });

  afterAll(async () => {
    await second?.closeApp();
    await first?.close();
  });

  it("start their workers with the server, with one leader on PostgreSQL, and hand over on close", async () => {
    await expect.poll(() => first.workers.isLeader).toBe(true);
    await expect.poll(() => second.workers.isLeader).toBe(!isPostgres);
    expect(first.workers.workers.map((worker) => worker.name)).toEqual([
      "auth-retention",
      "tracking-alert-sweep",
      "tracking-retention",
      "cycles-recount",
      "billing-renewals",
    ]);
    if (isPostgres) {
      // The follower keeps trying every round and stays a follower while the leader lives.
      for (let round = 0; round < 3; round++) expect(await second.workers.elect()).toBe(false);
      expect(second.workers.isLeader).toBe(false);
    }
    await first.closeApp();
    await expect.poll(() => second.workers.isLeader).toBe(true);
  });
});
