import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";
import { dutyKeys, jobKeys, meKeys } from "./query-keys";
import {
  clearPersistedQueryCache,
  PERSISTED_CACHE_MAX_AGE_MS,
  persistQueryCache,
  restoreQueryCache,
} from "./query-persistence";

afterEach(async () => {
  await clearPersistedQueryCache();
});

/** A tab that loaded some screens, saved its cache, and closed. */
async function previousVisit(buster: string) {
  const before = createQueryClient({ retry: false });
  const stop = persistQueryCache(before, { buster, throttleMs: 10 });
  before.setQueryData(meKeys.all, { user: { id: "u1" } });
  before.setQueryData(dutyKeys.all, { onDuty: true });
  await before
    .fetchQuery({
      queryKey: jobKeys.list("assigned"),
      queryFn: async () => {
        throw new Error("offline");
      },
    })
    .catch(() => {});
  await vi.waitFor(async () => {
    const after = createQueryClient({ retry: false });
    await restoreQueryCache(after, { buster });
    expect(after.getQueryData(dutyKeys.all)).toEqual({ onDuty: true });
  });
  stop();
}

describe("the saved query cache", () => {
  it("brings back the last visit's answers, not its failures", async () => {
    await previousVisit("build-1");
    const after = createQueryClient({ retry: false });
    await restoreQueryCache(after, { buster: "build-1" });
    expect(after.getQueryData(meKeys.all)).toEqual({ user: { id: "u1" } });
    expect(after.getQueryState(jobKeys.list("assigned"))).toBeUndefined();
    // Asked for again on first use: the session may belong to someone else by now.
    expect(after.getQueryState(meKeys.all)?.isInvalidated).toBe(true);
  });

  it("drops a cache saved by another build, or too long ago", async () => {
    await previousVisit("build-1");
    const otherBuild = createQueryClient({ retry: false });
    await restoreQueryCache(otherBuild, { buster: "build-2" });
    expect(otherBuild.getQueryData(meKeys.all)).toBeUndefined();

    await previousVisit("build-1");
    const muchLater = createQueryClient({ retry: false });
    await restoreQueryCache(muchLater, {
      buster: "build-1",
      now: Date.now() + PERSISTED_CACHE_MAX_AGE_MS + 1,
    });
    expect(muchLater.getQueryData(meKeys.all)).toBeUndefined();
  });

  it("brings back report figures for 30 minutes only, each by when it was fetched", async () => {
    const before = createQueryClient({ retry: false });
    const stop = persistQueryCache(before, { buster: "build-1", throttleMs: 10 });
    before.setQueryData(meKeys.all, { user: { id: "u1" } });
    await before.fetchQuery({
      queryKey: jobKeys.metrics("j1"),
      queryFn: async () => ({ loads: 2 }),
      meta: { persistForMs: 30 * 60_000 },
    });
    await vi.waitFor(async () => {
      const after = createQueryClient({ retry: false });
      await restoreQueryCache(after, { buster: "build-1" });
      expect(after.getQueryData(jobKeys.metrics("j1"))).toEqual({ loads: 2 });
    });
    stop();

    const later = createQueryClient({ retry: false });
    await restoreQueryCache(later, { buster: "build-1", now: Date.now() + 30 * 60_000 + 1 });
    expect(later.getQueryData(jobKeys.metrics("j1"))).toBeUndefined();
    expect(later.getQueryData(meKeys.all)).toEqual({ user: { id: "u1" } });
  });

  it("forgets everything once cleared (signing out)", async () => {
    await previousVisit("build-1");
    await clearPersistedQueryCache();
    const after = createQueryClient({ retry: false });
    await restoreQueryCache(after, { buster: "build-1" });
    expect(after.getQueryData(meKeys.all)).toBeUndefined();
  });
});
