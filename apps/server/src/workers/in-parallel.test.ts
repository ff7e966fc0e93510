import { describe, expect, it } from "vitest";
import { inParallel } from "./in-parallel.js";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("inParallel", () => {
  it("runs every item, never more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inParallel([1, 2, 3, 4, 5], 2, async (item) => {
      running++;
      most = Math.max(most, running);
      await tick();
      done.push(item);
      running--;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it("starts nothing after a failure and rejects once the started tasks have settled", async () => {
    const finished: number[] = [];
    const run = inParallel([1, 2, 3, 4], 2, async (item) => {
      if (item === 1) throw new Error("driver 1 failed");
      await tick();
      finished.push(item);
    });
    await expect(run).rejects.toThrow("driver 1 failed");
    expect(finished).toEqual([2]);
  });

  it("does nothing for no items", async () => {
    let called = false;
    await inParallel([], 2, async () => {
      called = true;
    });
    expect(called).toBe(false);
  });
});
