import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, makeTempDir } from "../test/database.js";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { NOTIFY_PAYLOAD_MAX_BYTES } from "./notify.js";

/** Two instances of the server on one database, as a cluster runs them. */
describe("locks and notifications across instances", () => {
  const temp = makeTempDir("haulwise-cluster-");
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase(temp.dir);
    const options = {
      poolSize: 2,
      onConnectionError: (error: Error) => connectionErrors.push(error),
    };
    first = openDatabase(testDb.config, options);
    second = openDatabase(testDb.config, options);
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await testDb.drop();
    temp.remove();
  });

  it("grants a named lock to one holder at a time on PostgreSQL, to every holder on SQLite", async () => {
    const mine = first.advisoryLock("workers");
    const theirs = second.advisoryLock("workers");
    const other = second.advisoryLock("another-lock");
    expect(await mine.tryAcquire()).toBe(true);
    // Asking again while holding it confirms it.
    expect(await mine.tryAcquire()).toBe(true);
    const exclusive = first.kind === "postgres";
    expect(await theirs.tryAcquire()).toBe(!exclusive);
    expect(await other.tryAcquire()).toBe(true);

    await mine.release();
    expect(mine.held).toBe(false);
    expect(await theirs.tryAcquire()).toBe(true);
    if (exclusive) expect(await mine.tryAcquire()).toBe(false);
    await theirs.release();
    await other.release();
    await mine.release();
  });

  it.runIf(process.env.HAULWISE_TEST_DB === "postgres")(
    "lets the lock go when its holder's connection is cut, and the holder learns it",
    async () => {
      const mine = first.advisoryLock("sweeps");
      const theirs = second.advisoryLock("sweeps");
      expect(await mine.tryAcquire()).toBe(true);
      if (testDb.config.kind !== "postgres") throw new Error("expected PostgreSQL");
      const admin = new pg.Client({ connectionString: testDb.config.connectionString });
      await admin.connect();
      // What a failover or an administrator does to the holder's session.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_locks
         where locktype = 'advisory' and granted
           and database = (select oid from pg_database where datname = current_database())`,
      );
      await admin.end();
      await expect.poll(() => mine.held).toBe(false);
      expect(await theirs.tryAcquire()).toBe(true);
      expect(await mine.tryAcquire()).toBe(false);
      await theirs.release();
      expect(await mine.tryAcquire()).toBe(true);
      await mine.release();
    },
  );

  it("carries a notification from one instance to the listeners of every instance", async () => {
    const heardByFirst: string[] = [];
    const heardBySecond: string[] = [];
    const a = await first.listen("haulwise_test", (payload) => heardByFirst.push(payload));
    const b = await second.listen("haulwise_test", (payload) => heardBySecond.push(payload));
    const elsewhere = await second.listen("haulwise_other", (payload) =>
      heardBySecond.push(`other:${payload}`),
    );
    await second.notify("haulwise_test", JSON.stringify({ jobId: "j1" }));
    await first.notify("haulwise_test", "second");
    await expect.poll(() => heardByFirst).toEqual(['{"jobId":"j1"}', "second"]);
    await expect.poll(() => heardBySecond).toEqual(['{"jobId":"j1"}', "second"]);

    await a.close();
    await second.notify("haulwise_test", "after close");
    await expect.poll(() => heardBySecond.at(-1)).toBe("after close");
    expect(heardByFirst).toHaveLength(2);
    await b.close();
    await elsewhere.close();
  });

  it("refuses payloads PostgreSQL would refuse, and channel names it would misread", async () => {
    await expect(
      first.notify("haulwise_test", "x".repeat(NOTIFY_PAYLOAD_MAX_BYTES + 1)),
    ).rejects.toThrow(/at most 7999 bytes/);
    await expect(first.notify("Bad-Channel", "x")).rejects.toThrow(/Channel names/);
    await expect(first.listen("drop table; --", () => {})).rejects.toThrow(/Channel names/);
  });
});
