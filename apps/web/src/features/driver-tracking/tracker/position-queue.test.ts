import { type PositionBatch, type PositionBatchResult, TRACKING } from "@haulwise/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { createPositionQueue } from "./position-queue";
import { createPositionSender, type PositionSender } from "./position-sender";

let dbCounter = 0;
const newDbName = () => `positions-test-${++dbCounter}`;

const fixAt = (n: number) => ({
  recordedAt: new Date(Date.UTC(2026, 5, 1, 8, 0, n)).toISOString(),
  latitude: 37.7 + n / 10_000,
  longitude: -122.4,
  accuracy: 5,
  altitude: null,
  speed: 12,
  heading: 90,
});

/**
 * The server's promise, kept the way the server keeps it: a fix is stored once per device
 * and seq, a repeat counts as a duplicate, and `refuse` lists seqs it rejects.
 */
function fakeServer(refuse: number[] = []) {
  const stored = new Map<string, unknown>();
  const batches: PositionBatch[] = [];
  let down = false;
  let loseAnswers = false;
  const upload = vi.fn(async (batch: PositionBatch): Promise<PositionBatchResult> => {
    if (down) throw new ApiError(0, "NETWORK_ERROR", "Could not reach the server.");
    batches.push(batch);
    const result: PositionBatchResult = { accepted: 0, duplicates: 0, rejected: [] };
    for (const fix of batch.fixes as Array<{ seq: number }>) {
      const key = `${batch.deviceId}:${fix.seq}`;
      if (refuse.includes(fix.seq)) {
        result.rejected.push({ seq: fix.seq, message: "This fix is dated in the future" });
      } else if (stored.has(key)) {
        result.duplicates++;
      } else {
        stored.set(key, fix);
        result.accepted++;
      }
    }
    // The answer is lost on the way back (a tunnel): the fixes are stored all the same.
    if (loseAnswers) throw new ApiError(0, "NETWORK_ERROR", "Could not reach the server.");
    return result;
  });
  return {
    upload,
    stored,
    batches,
    setDown: (value: boolean) => {
      down = value;
    },
    setLoseAnswers: (value: boolean) => {
      loseAnswers = value;
    },
  };
}

describe("position queue", () => {
  it("numbers fixes 1, 2, 3… per device, and keeps numbering across a reload", async () => {
    const dbName = newDbName();
    const queue = createPositionQueue(dbName);
    const first = await queue.append("driver-1", fixAt(1));
    const second = await queue.append("driver-1", fixAt(2));
    expect([first?.seq, second?.seq]).toEqual([1, 2]);
    const deviceId = await queue.deviceId();
    expect(deviceId).toMatch(/^[0-9a-f]{32}$/);

    const reloaded = createPositionQueue(dbName);
    expect(await reloaded.deviceId()).toBe(deviceId);
    expect((await reloaded.append("driver-1", fixAt(3)))?.seq).toBe(3);
    // Sent and removed fixes do not free their numbers.
    await reloaded.remove([1, 2, 3]);
    expect((await reloaded.append("driver-1", fixAt(4)))?.seq).toBe(4);
  });

  it("gives concurrent appends distinct numbers", async () => {
    const queue = createPositionQueue(newDbName());
    const fixes = await Promise.all(
      Array.from({ length: 20 }, (_, n) => queue.append("driver-1", fixAt(n))),
    );
    expect(new Set(fixes.map((fix) => fix?.seq)).size).toBe(20);
    expect(fixes).not.toContain(null);
  });

  it("a new database (site data cleared) is a new device, so old numbers are never reused", async () => {
    const a = createPositionQueue(newDbName());
    const b = createPositionQueue(newDbName());
    expect(await a.deviceId()).not.toBe(await b.deviceId());
  });

  it("stores a fix no newer than the driver's last one only once, though the page reloads", async () => {
    const dbName = newDbName();
    const queue = createPositionQueue(dbName);
    await queue.append("driver-1", fixAt(5));
    // The reloaded page's first fix is the browser's cached one: the same place and time.
    const reloaded = createPositionQueue(dbName);
    expect(await reloaded.append("driver-1", fixAt(5))).toBeNull();
    expect(await reloaded.append("driver-1", fixAt(4))).toBeNull();
    expect((await reloaded.append("driver-1", fixAt(6)))?.seq).toBe(2);
    // Another driver on the same phone keeps their own clock.
    expect((await reloaded.append("driver-2", fixAt(1)))?.seq).toBe(3);
    expect((await reloaded.oldest("driver-1", 10)).map((fix) => fix.recordedAt)).toEqual([
      fixAt(5).recordedAt,
      fixAt(6).recordedAt,
    ]);
  });

  it("keeps each driver's fixes apart on a shared phone", async () => {
    const queue = createPositionQueue(newDbName());
    await queue.append("driver-1", fixAt(1));
    await queue.append("driver-2", fixAt(2));
    await queue.append("driver-1", fixAt(3));
    expect((await queue.oldest("driver-1", 10)).map((fix) => fix.seq)).toEqual([1, 3]);
    expect(await queue.count("driver-2")).toBe(1);
  });
});

describe("position sender", () => {
  const senders: PositionSender[] = [];
  afterEach(() => {
    for (const sender of senders.splice(0)) sender.stop();
  });

  async function setUp(refuse: number[] = []) {
    const queue = createPositionQueue(newDbName());
    const server = fakeServer(refuse);
    const sender = createPositionSender({ queue, upload: server.upload, backoffMs: [1_000] });
    senders.push(sender);
    sender.setOwner("driver-1");
    sender.start();
    await sender.idle();
    return { queue, server, sender };
  }

  it("sends fixes in one batch, oldest first, with the device id, then forgets them", async () => {
    const { queue, server, sender } = await setUp();
    server.setDown(true);
    for (const n of [1, 2, 3]) await queue.append("driver-1", fixAt(n));
    server.setDown(false);
    sender.retryNow();
    await sender.idle();
    expect(server.batches).toHaveLength(1);
    const batch = server.batches[0];
    expect(batch?.deviceId).toBe(await queue.deviceId());
    expect(batch?.fixes.map((fix) => fix.seq)).toEqual([1, 2, 3]);
    // The owner stays on the device: the server knows the driver from the session.
    expect(batch?.fixes[0]).not.toHaveProperty("owner");
    expect(await queue.count("driver-1")).toBe(0);
    expect(sender.state()).toMatchObject({ waiting: 0, failing: false });
    expect(sender.state().lastSentAt).not.toBeNull();
  });

  it("splits a long offline queue into batches of at most 500, in order, nothing lost or doubled", async () => {
    const { queue, server, sender } = await setUp();
    server.setDown(true);
    const total = TRACKING.batchMaxFixes * 2 + 37;
    for (let n = 0; n < total; n++) await queue.append("driver-1", fixAt(n));
    sender.kick();
    await sender.idle();
    expect(sender.state()).toMatchObject({ waiting: total, failing: true });

    server.setDown(false);
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(sender.state().waiting).toBe(0));
    expect(server.batches.map((batch) => batch.fixes.length)).toEqual([500, 500, 37]);
    const seqs = server.batches.flatMap((batch) => batch.fixes.map((fix) => fix.seq as number));
    expect(seqs).toEqual(Array.from({ length: total }, (_, n) => n + 1));
    expect(server.stored.size).toBe(total);
  });

  it("sends a batch again when its answer was lost; the server stores each fix once", async () => {
    const { queue, server, sender } = await setUp();
    server.setLoseAnswers(true);
    for (const n of [1, 2, 3]) await queue.append("driver-1", fixAt(n));
    sender.kick();
    await sender.idle();
    expect(await queue.count("driver-1")).toBe(3);

    server.setLoseAnswers(false);
    sender.retryNow();
    await sender.idle();
    expect(await queue.count("driver-1")).toBe(0);
    expect(server.upload).toHaveBeenCalledTimes(2);
    expect(server.stored.size).toBe(3);
  });

  it("drops the fixes the server rejects instead of sending them forever", async () => {
    const { queue, server, sender } = await setUp([2]);
    for (const n of [1, 2, 3]) await queue.append("driver-1", fixAt(n));
    sender.kick();
    await sender.idle();
    await vi.waitFor(async () => expect(await queue.count("driver-1")).toBe(0));
    expect(server.stored.size).toBe(2);
  });

  it("after a 401 keeps the fixes until the driver signs in again", async () => {
    const queue = createPositionQueue(newDbName());
    const upload = vi.fn(async (): Promise<PositionBatchResult> => {
      throw new ApiError(401, "UNAUTHENTICATED", "You must be signed in to do that");
    });
    const sender = createPositionSender({ queue, upload });
    sender.setOwner("driver-1");
    await queue.append("driver-1", fixAt(1));
    sender.kick();
    await sender.idle();
    expect(await queue.count("driver-1")).toBe(1);
    expect(sender.state().failing).toBe(false);
  });
});
