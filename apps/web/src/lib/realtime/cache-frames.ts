import {
  type AlertsUpdate,
  AlertsUpdateSchema,
  CompanyLivePositionsSchema,
  JobLivePositionsSchema,
  type LivePosition,
  LocationsUpdateSchema,
  type NotificationPage,
  NotificationsChangedSchema,
  parseTopic,
  type Topic,
} from "@haulwise/domain";
import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import type { z } from "zod";
import { keysForTopic, liveKeyForTopic, notificationKeys } from "../query-keys";
import type { FrameHandler } from "./realtime-client";

type Positions = { positions: LivePosition[] };

/**
 * A locations update folded into the cached positions: each driver's newest state replaces
 * the old one, a driver going off duty leaves the map, a new driver joins it. Returns the
 * same object when nothing changed, so screens do not re-render.
 */
export function mergePositions<T extends Positions>(current: T, changed: LivePosition[]): T {
  if (changed.length === 0) return current;
  const byDriver = new Map(current.positions.map((position) => [position.driverId, position]));
  for (const position of changed) {
    if (position.state === "off_duty") byDriver.delete(position.driverId);
    else byDriver.set(position.driverId, position);
  }
  return { ...current, positions: [...byDriver.values()] };
}

/** Whether an update changes who is on the map or what state someone is in (not just where). */
export function changesStates(current: Positions | undefined, changed: LivePosition[]): boolean {
  if (!current) return false;
  const stateOf = new Map(current.positions.map((p) => [p.driverId, p.state]));
  return changed.some((position) => stateOf.get(position.driverId) !== position.state);
}

/** Opened alerts join the list, cleared ones leave it. */
export function mergeAlerts(current: AlertsUpdate, changed: AlertsUpdate["alerts"]): AlertsUpdate {
  if (changed.length === 0) return current;
  const byId = new Map(current.alerts.map((alert) => [alert.id, alert]));
  for (const alert of changed) {
    if (alert.clearedAt) byId.delete(alert.id);
    else byId.set(alert.id, alert);
  }
  return { alerts: [...byId.values()] };
}

/** How a topic whose state travels whole reads its snapshot and folds in its updates. */
type LiveChannel = {
  snapshot: z.ZodType;
  update: z.ZodType;
  merge(current: unknown, update: unknown): unknown;
  /** Whether cached answers elsewhere (keysForTopic) went out of date with this update. */
  staleElsewhere(current: unknown, update: unknown): boolean;
};

const locations = (snapshot: z.ZodType): LiveChannel => ({
  snapshot,
  update: LocationsUpdateSchema,
  merge: (current, update) => mergePositions(current as Positions, (update as Positions).positions),
  staleElsewhere: (current, update) =>
    changesStates(current as Positions | undefined, (update as Positions).positions),
});

function liveChannelOf(topic: Topic): LiveChannel | null {
  switch (`${topic.scope}:${topic.channel}`) {
    case "company:locations":
      return locations(CompanyLivePositionsSchema);
    case "job:locations":
      return locations(JobLivePositionsSchema);
    case "company:alerts":
      return {
        snapshot: AlertsUpdateSchema,
        update: AlertsUpdateSchema,
        merge: (current, update) =>
          mergeAlerts(current as AlertsUpdate, (update as AlertsUpdate).alerts),
        staleElsewhere: () => false,
      };
    default:
      return null;
  }
}

/**
 * Whether a notice topic's snapshot shows that the cached answer already holds its state: the
 * person's unread count is the notifications' whole state as far as a missed notice goes (each
 * new one raises it), so a list read just before subscribing is not read again.
 */
function snapshotMatchesCache(queryClient: QueryClient, topic: Topic, data: unknown): boolean {
  if (topic.scope !== "user" || topic.channel !== "notifications") return false;
  const snapshot = NotificationsChangedSchema.safeParse(data);
  const cached = queryClient.getQueryData<InfiniteData<NotificationPage>>(notificationKeys.all);
  return snapshot.success && cached?.pages[0]?.unreadCount === snapshot.data.unreadCount;
}

/**
 * Writes realtime frames into the query cache. Locations and alerts carry their state, which
 * is written under the topic's key (no request); other topics send notices, which make their
 * keys out of date, so screens showing them refetch. A snapshot after (re)subscribing is the
 * topic's whole state: a notice topic's snapshot refreshes whatever was cached before the
 * subscription, which is how a reconnect catches up on what it missed, unless the snapshot
 * shows the cache is current.
 */
export function createCacheFrameHandler(queryClient: QueryClient): FrameHandler {
  const invalidate = (keys: QueryKey[], olderThan?: number) =>
    Promise.all(
      keys.map((queryKey) =>
        queryClient.invalidateQueries({
          queryKey,
          predicate:
            olderThan === undefined ? undefined : (query) => query.state.dataUpdatedAt < olderThan,
        }),
      ),
    );

  return {
    snapshot(name, data, { subscribedAt }) {
      const topic = parseTopic(name);
      if (!topic) return;
      const key = liveKeyForTopic(topic);
      const channel = liveChannelOf(topic);
      if (key && channel) {
        const parsed = channel.snapshot.safeParse(data);
        if (parsed.success) {
          const current = queryClient.getQueryData(key);
          queryClient.setQueryData(key, parsed.data);
          if (channel.staleElsewhere(current, parsed.data)) void invalidate(keysForTopic(topic));
          return;
        }
        // An unreadable snapshot: read the topic the ordinary way instead.
        void invalidate([key]);
        return;
      }
      if (snapshotMatchesCache(queryClient, topic, data)) return;
      void invalidate(keysForTopic(topic), subscribedAt);
    },
    update(name, data) {
      const topic = parseTopic(name);
      if (!topic) return;
      const key = liveKeyForTopic(topic);
      const channel = liveChannelOf(topic);
      if (!key || !channel) {
        void invalidate(keysForTopic(topic));
        return;
      }
      const parsed = channel.update.safeParse(data);
      if (!parsed.success) {
        void invalidate([key]);
        return;
      }
      const current = queryClient.getQueryData(key);
      if (current === undefined) return;
      queryClient.setQueryData(key, channel.merge(current, parsed.data));
      if (channel.staleElsewhere(current, parsed.data)) void invalidate(keysForTopic(topic));
    },
    poll(names) {
      const keys: QueryKey[] = [];
      for (const name of names) {
        const topic = parseTopic(name);
        if (!topic) continue;
        const key = liveKeyForTopic(topic);
        if (key) keys.push(key);
        keys.push(...keysForTopic(topic));
      }
      void invalidate(keys);
    },
  };
}
