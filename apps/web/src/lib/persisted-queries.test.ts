import type { Me } from "@haulwise/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { makeMe } from "@/test/fixtures";
import {
  dropPersisted,
  forgetPersisted,
  PERSIST_MAX_AGE_MS,
  persistedInitialData,
} from "./persisted-queries";
import { createQueryClient } from "./query-client";
import { jobKeys, meKeys } from "./query-keys";

const Figures = z.object({ loads: z.number() });
const key = jobKeys.metrics("j1");

function clientFor(me: Me | null) {
  const queryClient = createQueryClient({ retry: false });
  queryClient.setQueryData(meKeys.all, me);
  return queryClient;
}

async function fetchPersisted(queryClient: ReturnType<typeof clientFor>, loads: number) {
  await queryClient.fetchQuery({
    queryKey: key,
    queryFn: async () => ({ loads }),
    meta: { persist: true },
  });
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("persisted queries", () => {
  it("keeps a marked answer for the signed-in person and hands it to the next visit", async () => {
    await fetchPersisted(clientFor(makeMe("contractor")), 7);
    const next = persistedInitialData(clientFor(makeMe("contractor")), key, Figures);
    expect(next.initialData()).toEqual({ loads: 7 });
    expect(next.initialDataUpdatedAt()).toBeGreaterThan(0);

    const someoneElse = makeMe("contractor");
    someoneElse.user.id = "u2";
    expect(
      persistedInitialData(clientFor(someoneElse), key, Figures).initialData(),
    ).toBeUndefined();
  });

  it("forgets an answer after 30 minutes, or of another shape", async () => {
    vi.useFakeTimers({ now: Date.parse("2024-01-05T10:00:00Z") });
    await fetchPersisted(clientFor(makeMe("contractor")), 7);
    vi.setSystemTime(Date.parse("2024-01-05T10:00:00Z") + PERSIST_MAX_AGE_MS - 1000);
    expect(
      persistedInitialData(clientFor(makeMe("contractor")), key, Figures).initialData(),
    ).toEqual({ loads: 7 });
    vi.setSystemTime(Date.parse("2024-01-05T10:00:00Z") + PERSIST_MAX_AGE_MS + 1000);
    expect(
      persistedInitialData(clientFor(makeMe("contractor")), key, Figures).initialData(),
    ).toBeUndefined();
    expect(localStorage.length).toBe(0);

    vi.setSystemTime(Date.parse("2024-01-05T11:00:00Z"));
    await fetchPersisted(clientFor(makeMe("contractor")), 7);
    const other = z.object({ tons: z.number() });
    expect(
      persistedInitialData(clientFor(makeMe("contractor")), key, other).initialData(),
    ).toBeUndefined();
  });

  it("drops a job's answer from memory and storage, and forgets everything at sign-out", async () => {
    const queryClient = clientFor(makeMe("contractor"));
    await fetchPersisted(queryClient, 7);
    dropPersisted(queryClient, key);
    expect(queryClient.getQueryData(key)).toBeUndefined();
    expect(
      persistedInitialData(clientFor(makeMe("contractor")), key, Figures).initialData(),
    ).toBeUndefined();

    await fetchPersisted(queryClient, 8);
    forgetPersisted();
    expect(localStorage.length).toBe(0);
  });

  it("keeps nothing for a query that is not marked, or without a signed-in person", async () => {
    const queryClient = clientFor(makeMe("contractor"));
    await queryClient.fetchQuery({ queryKey: jobKeys.detail("j1"), queryFn: async () => ({}) });
    await fetchPersisted(clientFor(null), 3);
    expect(localStorage.length).toBe(0);
  });
});
