import type { Topic } from "@haulwise/domain";
import type { QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";
import {
  cycleKeys,
  dashboardKeys,
  documentKeys,
  driverKeys,
  jobKeys,
  keysForTopic,
  liveKeyForTopic,
  loadKeys,
  meKeys,
  notificationKeys,
  trackingKeys,
} from "./query-keys";

/** A cache holding an answer under each key, as a tab that has visited those screens. */
function cacheWith(keys: QueryKey[]) {
  const queryClient = createQueryClient({ retry: false });
  for (const key of keys) queryClient.setQueryData(key, {});
  return queryClient;
}

/** The keys a realtime notice on `topic` would leave out of date among `keys`. */
async function staleAfter(topic: Topic, keys: QueryKey[]) {
  const queryClient = cacheWith(keys);
  await Promise.all(
    keysForTopic(topic).map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType: "none" }),
    ),
  );
  return keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated);
}

const day = { from: "2024-01-05T08:00:00.000Z", to: "2024-01-06T08:00:00.000Z" };
const j1Cycles = cycleKeys.list("j1", day);
const j1Reconciliation = cycleKeys.reconciliation("j1", day);

const everything: QueryKey[] = [
  meKeys.all,
  jobKeys.detail("j1"),
  jobKeys.view("j1"),
  jobKeys.documents("j1"),
  jobKeys.metrics("j1"),
  jobKeys.detail("j2"),
  jobKeys.companyList({}),
  jobKeys.list("assigned"),
  documentKeys.mine(),
  driverKeys.list(),
  driverKeys.list({ duty: "on" }),
  dashboardKeys.fleet(),
  dashboardKeys.stats({}),
  loadKeys.summary({ from: "2024-01-05", to: "2024-01-09" }),
  loadKeys.summary({ jobId: "j1" }),
  loadKeys.detail("l1"),
  loadKeys.mine(),
  jobKeys.metrics("j2"),
  notificationKeys.all,
  j1Cycles,
  j1Reconciliation,
  cycleKeys.list("j2", day),
  cycleKeys.mine(),
];

describe("keysForTopic", () => {
  it("a job's status reaches both forms of that job and every list, nothing else", async () => {
    expect(await staleAfter({ scope: "job", id: "j1", channel: "status" }, everything)).toEqual([
      jobKeys.detail("j1"),
      jobKeys.view("j1"),
      jobKeys.companyList({}),
      jobKeys.list("assigned"),
    ]);
  });

  it("a job's loads reach its metrics, every load screen and its counted loads (a ticket links to one), not another job's", async () => {
    expect(await staleAfter({ scope: "job", id: "j1", channel: "loads" }, everything)).toEqual([
      jobKeys.metrics("j1"),
      loadKeys.summary({ from: "2024-01-05", to: "2024-01-09" }),
      loadKeys.summary({ jobId: "j1" }),
      loadKeys.detail("l1"),
      loadKeys.mine(),
      j1Cycles,
      j1Reconciliation,
    ]);
  });

  it("a job's cycles reach its Load Cycles tab only; a driver's reach their add-ticket prompt", async () => {
    expect(await staleAfter({ scope: "job", id: "j1", channel: "cycles" }, everything)).toEqual([
      j1Cycles,
      j1Reconciliation,
    ]);
    expect(await staleAfter({ scope: "user", id: "u1", channel: "cycles" }, everything)).toEqual([
      cycleKeys.mine(),
    ]);
  });

  it("the company's loads reach the stat cards, every summary and load, and the driver cards", async () => {
    expect(await staleAfter({ scope: "company", id: "c1", channel: "loads" }, everything)).toEqual([
      driverKeys.list(),
      driverKeys.list({ duty: "on" }),
      dashboardKeys.fleet(),
      dashboardKeys.stats({}),
      loadKeys.summary({ from: "2024-01-05", to: "2024-01-09" }),
      loadKeys.summary({ jobId: "j1" }),
      loadKeys.detail("l1"),
      loadKeys.mine(),
    ]);
  });

  it("the company's positions reach the driver cards and the fleet overview", async () => {
    expect(
      await staleAfter({ scope: "company", id: "c1", channel: "locations" }, everything),
    ).toEqual([driverKeys.list(), driverKeys.list({ duty: "on" }), dashboardKeys.fleet()]);
  });

  it("a person's notifications reach the notification centre", async () => {
    expect(
      await staleAfter({ scope: "user", id: "u1", channel: "notifications" }, everything),
    ).toEqual([notificationKeys.all]);
  });
});

describe("liveKeyForTopic", () => {
  it("locations and alerts are cached whole under their own keys; notices have none", () => {
    expect(liveKeyForTopic({ scope: "company", id: "c1", channel: "locations" })).toEqual(
      trackingKeys.company(),
    );
    expect(liveKeyForTopic({ scope: "job", id: "j1", channel: "locations" })).toEqual(
      jobKeys.positions("j1"),
    );
    expect(liveKeyForTopic({ scope: "company", id: "c1", channel: "alerts" })).toEqual(
      trackingKeys.alerts(),
    );
    expect(liveKeyForTopic({ scope: "job", id: "j1", channel: "loads" })).toBeNull();
  });
});
