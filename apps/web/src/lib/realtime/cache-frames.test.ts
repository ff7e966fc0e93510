// @vitest-environment node
import type { AlertsUpdate, LivePosition, TrackingAlert } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../query-client";
import { driverKeys, jobKeys, notificationKeys, trackingKeys } from "../query-keys";
import { createCacheFrameHandler, mergeAlerts, mergePositions } from "./cache-frames";

const at = "2026-11-20T10:00:00.000Z";
const position = (driverId: string, state: LivePosition["state"] = "moving"): LivePosition => ({
  driverId,
  name: driverId,
  latitude: 37.7,
  longitude: -122.4,
  accuracy: null,
  speed: null,
  heading: null,
  recordedAt: at,
  state,
  idleSince: null,
  truck: null,
});
const alert = (id: string, clearedAt: string | null = null): TrackingAlert => ({
  id,
  driverId: `driver-${id}`,
  driverName: "Sam",
  kind: "idle",
  openedAt: at,
  clearedAt,
});

describe("folding frames into cached answers", () => {
  it("replaces a driver's position, drops one going off duty, keeps the plan figures", () => {
    const cached = { positions: [position("a"), position("b")], total: 2, limit: 3 };
    const merged = mergePositions(cached, [position("a", "idle"), position("b", "off_duty")]);
    expect(merged).toEqual({ positions: [position("a", "idle")], total: 2, limit: 3 });
    expect(mergePositions(cached, [])).toBe(cached);
  });

  it("adds opened alerts and removes cleared ones", () => {
    const cached: AlertsUpdate = { alerts: [alert("1")] };
    expect(mergeAlerts(cached, [alert("2"), alert("1", at)])).toEqual({ alerts: [alert("2")] });
  });
});

describe("the cache frame handler", () => {
  it("marks driver cards stale only when someone's state changes, not on every move", () => {
    const queryClient = createQueryClient({ retry: false });
    const handler = createCacheFrameHandler(queryClient);
    queryClient.setQueryData(trackingKeys.company(), {
      positions: [position("a")],
      total: 1,
      limit: 3,
    });
    queryClient.setQueryData(driverKeys.list(), []);

    handler.update("company:c1:locations", { positions: [{ ...position("a"), latitude: 38 }] });
    expect(queryClient.getQueryState(driverKeys.list())?.isInvalidated).toBe(false);

    handler.update("company:c1:locations", { positions: [position("a", "idle")] });
    expect(queryClient.getQueryState(driverKeys.list())?.isInvalidated).toBe(true);
  });

  it("writes a job's positions under the job", () => {
    const queryClient = createQueryClient({ retry: false });
    const handler = createCacheFrameHandler(queryClient);
    handler.snapshot("job:j1:locations", { positions: [position("a")] }, { subscribedAt: 0 });
    expect(queryClient.getQueryData(jobKeys.positions("j1"))).toEqual({
      positions: [position("a")],
    });
  });

  it("a notice topic's snapshot refreshes only what was cached before subscribing", async () => {
    const queryClient = createQueryClient({ retry: false });
    const handler = createCacheFrameHandler(queryClient);
    queryClient.setQueryData(notificationKeys.all, { pages: [] });
    const cachedAt = queryClient.getQueryState(notificationKeys.all)?.dataUpdatedAt ?? 0;

    handler.snapshot("user:u1:notifications", { unreadCount: 1 }, { subscribedAt: cachedAt });
    await Promise.resolve();
    expect(queryClient.getQueryState(notificationKeys.all)?.isInvalidated).toBe(false);

    // After a reconnect the subscription is newer than anything cached.
    handler.snapshot("user:u1:notifications", { unreadCount: 1 }, { subscribedAt: cachedAt + 1 });
    await Promise.resolve();
    expect(queryClient.getQueryState(notificationKeys.all)?.isInvalidated).toBe(true);
  });

  it("a notifications snapshot with the cached unread count reads nothing again", async () => {
    const queryClient = createQueryClient({ retry: false });
    const handler = createCacheFrameHandler(queryClient);
    const page = { notifications: [], unreadCount: 1, nextCursor: null };
    queryClient.setQueryData(notificationKeys.all, { pages: [page], pageParams: [null] });
    const cachedAt = queryClient.getQueryState(notificationKeys.all)?.dataUpdatedAt ?? 0;

    // Read just before the socket subscribed: the count agrees, so nothing was missed.
    handler.snapshot("user:u1:notifications", { unreadCount: 1 }, { subscribedAt: cachedAt + 1 });
    await Promise.resolve();
    expect(queryClient.getQueryState(notificationKeys.all)?.isInvalidated).toBe(false);

    // A notice arrived while the socket was away: the count moved, so the list is read again.
    handler.snapshot("user:u1:notifications", { unreadCount: 2 }, { subscribedAt: cachedAt + 1 });
    await Promise.resolve();
    expect(queryClient.getQueryState(notificationKeys.all)?.isInvalidated).toBe(true);
  });

  it("an unreadable frame makes the topic's answer stale instead of corrupting it", () => {
    const queryClient = createQueryClient({ retry: false });
    const handler = createCacheFrameHandler(queryClient);
    const cached = { alerts: [alert("1")] };
    queryClient.setQueryData(trackingKeys.alerts(), cached);
    handler.update("company:c1:alerts", { alerts: "nonsense" });
    expect(queryClient.getQueryData(trackingKeys.alerts())).toBe(cached);
    expect(queryClient.getQueryState(trackingKeys.alerts())?.isInvalidated).toBe(true);
  });
});
