import { REALTIME } from "@haulwise/domain";
import type { WebSocket } from "ws";
import type { Actor } from "../auth/actor.js";
import type { Clock, Timer } from "../clock.js";
import type { Logger } from "../logger.js";
import { createAccessChecks } from "./access-checks.js";
import type { BridgeMessage, RealtimeBridge } from "./bridge.js";
import type { Channel } from "./channel.js";
import { createConnections } from "./connections.js";
import { createDelivery } from "./delivery.js";
import { CLOSE, emptyStats, type HubStats } from "./hub-state.js";
import { createRefusalMemory } from "./refusal-memory.js";
import { createTopics } from "./topics.js";

export { CLOSE, type HubStats };

export type RealtimeHub = {
  register<T>(channel: Channel<T>): void;
  /** An update to a topic: coalesced per window, sent once serialised to every subscriber. */
  publish(topic: string, data: unknown): void;
  /** Reads a topic's snapshot again and sends it to every subscriber, here and elsewhere. */
  refresh(topic: string): void;
  /** Whether an update to `topic` could reach anyone (here, or on another instance). */
  wanted(topic: string): boolean;
  /** Checks this person's access again now, here and on other instances. */
  recheckUser(userId: string): void;
  /** Whether this account may open another socket on this instance (asked at the handshake). */
  acceptsMore(userId: string): boolean;
  /** Takes a new authenticated socket (closing it at once if the account is at its cap). */
  accept(socket: WebSocket, actor: Actor): void;
  stats(): HubStats;
  start(): Promise<void>;
  close(): Promise<void>;
};

export type HubOptions = {
  /** The time, and the timers of windows, heartbeats and checks. */
  clock: Clock;
  logger: Pick<Logger, "error" | "warn">;
  bridge: RealtimeBridge;
  coalesceMs: number;
  /** Re-reads a person's session and roles; null when the session has ended. */
  reauthenticate(actor: Actor): Promise<Actor | null>;
  heartbeatMs?: number;
  /** Every socket's access is checked again at least this often. */
  recheckMs?: number;
};

/**
 * The realtime hub: topics, subscriptions and coalesced frames for the sockets of this
 * instance, with a bridge to the others. Channels (registered by modules) decide access and
 * data; the hub decides delivery: one frame per topic per window, serialised once; a slow
 * socket skips to the latest state; access is checked on subscribe and again every few
 * seconds, and at once when a module says someone's access changed. One account holds at
 * most 20 sockets here, and what it was refused lately is answered without asking again.
 *
 * Its parts: `connections.ts` (sockets, their messages, heartbeats), `topics.ts`
 * (subscriptions, snapshots, windows), `delivery.ts` (frames onto sockets, slow ones),
 * `bridge-packing.ts` (frames for other instances), `access-checks.ts` (checks again) and
 * `refusal-memory.ts` (refusals answered from memory).
 */
export function createRealtimeHub(options: HubOptions): RealtimeHub {
  const { clock, logger, bridge } = options;
  const heartbeatMs = options.heartbeatMs ?? REALTIME.heartbeatMs;
  const stats = emptyStats();
  const timers: Timer[] = [];
  let closed = false;

  const delivery = createDelivery({ clock, stats, closed: () => closed });
  const refusalMemory = createRefusalMemory({ clock });
  const topics = createTopics({
    clock,
    logger,
    bridge,
    coalesceMs: options.coalesceMs,
    stats,
    delivery,
    refusalMemory,
    isOpen: (connection) => connections.has(connection),
    closed: () => closed,
  });
  const connections = createConnections({
    clock,
    stats,
    delivery,
    onMessage(connection, message) {
      if (message.type === "unsubscribe") topics.unsubscribe(connection, message.topic);
      else void topics.subscribe(connection, message.topic);
    },
    onDrop(connection) {
      for (const name of [...connection.subscriptions.keys()]) topics.unsubscribe(connection, name);
      delivery.forget(connection);
    },
  });
  const access = createAccessChecks({
    clock,
    logger,
    reauthenticate: options.reauthenticate,
    recheckMs: options.recheckMs ?? REALTIME.revokeWithinMs - 1_000,
    connections,
    topics,
  });

  /** This person's access changed: what they were refused may stand no more; check the rest. */
  function recheckHere(userId: string) {
    refusalMemory.forget(userId);
    access.recheckUser(userId);
  }

  function receive(message: BridgeMessage) {
    if (message.kind === "frames") {
      for (const frame of message.frames) topics.queueLocal(frame.topic, frame.data);
    } else if (message.kind === "refresh") {
      for (const topic of message.topics) topics.refreshLocal(topic);
    } else {
      for (const userId of message.userIds) recheckHere(userId);
    }
  }

  return {
    register(channel) {
      topics.register(channel as Channel);
    },

    publish: topics.publish,

    refresh(name) {
      topics.refreshLocal(name);
      if (bridge.crossesInstances) bridge.send({ kind: "refresh", topics: [name] });
    },

    wanted: topics.wanted,

    recheckUser(userId) {
      recheckHere(userId);
      if (bridge.crossesInstances) bridge.send({ kind: "recheck", userIds: [userId] });
    },

    acceptsMore: (userId) => !closed && connections.acceptsMore(userId),

    accept(socket, actor) {
      if (closed) {
        socket.close(CLOSE.goingAway, "Server shutting down");
        return;
      }
      connections.accept(socket, actor, access.firstCheckAt());
    },

    stats: () => ({ ...stats }),

    async start() {
      await bridge.start(receive);
      timers.push(clock.every(heartbeatMs, connections.heartbeat));
      timers.push(clock.every(access.roundMs, access.recheckDue));
      timers.push(clock.every(refusalMemory.sweepEveryMs, refusalMemory.sweep));
    },

    async close() {
      closed = true;
      for (const timer of timers) timer.cancel();
      topics.close();
      connections.closeAll();
      await bridge.close();
    },
  };
}
