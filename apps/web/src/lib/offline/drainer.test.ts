import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeLocks } from "@/test/fake-locks";
import { createDrainer, type DrainOutcome } from "./drainer";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A drain function answering from a script, counting its passes. */
function scripted(...outcomes: DrainOutcome[]) {
  const drain = vi.fn(async (): Promise<DrainOutcome> => outcomes.shift() ?? "done");
  return drain;
}

describe("drainer", () => {
  it("backs off 2, 5, 15, 30 s and then every minute while passes fail", async () => {
    const drain = scripted("retry", "retry", "retry", "retry", "retry", "retry", "done");
    const drainer = createDrainer({ drain, lockName: "test" });
    drainer.kick();
    await drainer.idle();
    expect(drain).toHaveBeenCalledTimes(1);
    for (const [wait, passes] of [
      [2_000, 2],
      [5_000, 3],
      [15_000, 4],
      [30_000, 5],
      [60_000, 6],
      [60_000, 7],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(drain).toHaveBeenCalledTimes(passes - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(drain).toHaveBeenCalledTimes(passes);
    }
    // Done: nothing more is scheduled.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(drain).toHaveBeenCalledTimes(7);
  });

  it("new work waits for a running back-off, while the network coming back retries at once", async () => {
    const drain = scripted("retry", "retry", "done");
    const drainer = createDrainer({ drain, lockName: "test" });
    drainer.start();
    await drainer.idle();
    expect(drain).toHaveBeenCalledTimes(1);
    drainer.kick();
    await drainer.idle();
    expect(drain).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("online"));
    await drainer.idle();
    expect(drain).toHaveBeenCalledTimes(2);
    // That pass failed again, but the back-off started over (2 s, not 5 s).
    await vi.advanceTimersByTimeAsync(2_000);
    expect(drain).toHaveBeenCalledTimes(3);
    drainer.stop();
  });

  it("runs one pass at a time and one more for work queued during a pass", async () => {
    let release: () => void = () => {};
    let concurrent = 0;
    let maxConcurrent = 0;
    const drain = vi.fn(async (): Promise<DrainOutcome> => {
      concurrent++;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      concurrent--;
      return "done";
    });
    const drainer = createDrainer({ drain, lockName: "test" });
    drainer.kick();
    drainer.kick();
    drainer.kick();
    await vi.waitFor(() => expect(drain).toHaveBeenCalledTimes(1));
    release();
    await vi.waitFor(() => expect(drain).toHaveBeenCalledTimes(2));
    release();
    await drainer.idle();
    expect(drain).toHaveBeenCalledTimes(2);
    expect(maxConcurrent).toBe(1);
  });

  it("does not try while the browser is offline, and tries when it comes back", async () => {
    let online = false;
    const drain = scripted("done");
    const drainer = createDrainer({ drain, lockName: "test", isOnline: () => online });
    drainer.start();
    await drainer.idle();
    expect(drain).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event("online"));
    await drainer.idle();
    expect(drain).toHaveBeenCalledTimes(1);
    drainer.stop();
  });

  it("waits without polling when blocked, until kicked", async () => {
    const drain = scripted("blocked", "done");
    const drainer = createDrainer({ drain, lockName: "test" });
    drainer.kick();
    await drainer.idle();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(drain).toHaveBeenCalledTimes(1);
    drainer.kick();
    await drainer.idle();
    expect(drain).toHaveBeenCalledTimes(2);
  });

  it("leaves the queue to another tab holding the lock, and looks again shortly", async () => {
    const locks = installFakeLocks();
    try {
      const drain = scripted("done", "done");
      const drainer = createDrainer({ drain, lockName: "queue" });
      locks.hold("queue");
      drainer.kick();
      await drainer.idle();
      expect(drain).not.toHaveBeenCalled();
      locks.release("queue");
      await vi.advanceTimersByTimeAsync(2_000);
      expect(drain).toHaveBeenCalledTimes(1);
    } finally {
      locks.uninstall();
    }
  });
});
