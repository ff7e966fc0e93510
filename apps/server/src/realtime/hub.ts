import {
  ClientMessageSchema,
  parseTopic,
  REALTIME,
  type ServerMessage,
  type Topic,
} from "@haulwise/domain";
import type { RawData, WebSocket } from "ws";
import type { Actor } from "../auth/actor.js";
import type { Clock } from "../clock.js";
import type { Logger } from "../logger.js";
import type { BridgedFrame, BridgeMessage, RealtimeBridge } from "./bridge.js";
import type { Channel } from "./channel.js";

/** A socket with more than this queued is slow: it skips to the latest state instead. */
const SLOW_BUFFER_BYTES = 256 * 1024;
/** A socket with this much queued, or slow for this long, is cut off. */
const KILL_BUFFER_BYTES = 4 * 1024 * 1024;
const KILL_SLOW_MS = 30_000;
/** How often slow sockets are looked at for having drained. */
const SLOW_CHECK_MS = 100;
/** Client messages allowed per window before the socket is closed. */
const MESSAGES_PER_WINDOW = 100;
const MESSAGE_WINDOW_MS = 10_000;

export const CLOSE = {
  goingAway: 1001,
  unsupportedData: 1003,
  invalidPayload: 1007,
  policyViolation: 1008,
  /** The session ended (signed out, expired, deleted): sign in again. */
  sessionEnded: 4401,
} as const;

const messages = {
  unknownTopic: "Unknown topic",
  tooManyTopics: `Follow at most ${REALTIME.maxTopicsPerSocket} topics at once`,
  notAllowed: "You do not have access to this topic",
  accessLost: "You no longer have access to this topic",
};

type Subscription = {
  topic: TopicState;
  /** False until the snapshot is sent; updates meanwhile wait in `backlog`. */
  ready: boolean;
  /** Updates not sent yet (before the snapshot, or while the socket is slow), folded into one. */
  backlog: unknown;
};

type Connection = {
  socket: WebSocket;
  actor: Actor;
  subscriptions: Map<string, Subscription>;
  /** Answered the last ping. */
  alive: boolean;
  slowSince: number | null;
  nextCheckAt: number;
  checking: boolean;
  messageCount: number;
  windowStartedAt: number;
};

type TopicState = {
  name: string;
  topic: Topic;
  channel: Channel;
  subscribers: Set<Connection>;
  /** This window's update for local subscribers. */
  pending: unknown;
  /** Subscribers waiting for the next snapshot read. */
  awaitingSnapshot: Set<Connection>;
  snapshotScheduled: boolean;
  /** Windows prepared one after another, so a topic's frames keep their order. */
  preparing: Promise<void>;
};

const NOTHING = Symbol("nothing");

export type HubStats = {
  connections: number;
  topics: number;
  framesSent: number;
  updatesPublished: number;
  snapshotsRead: number;
  bridgeMessages: number;
};

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
  /** Takes a new authenticated socket. */
  accept(socket: WebSocket, actor: Actor): void;
  stats(): HubStats;
  start(): Promise<void>;
  close(): Promise<void>;
};

export type HubOptions = {
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
 * seconds, and at once when a module says someone's access changed.
 */
export function createRealtimeHub(options: HubOptions): RealtimeHub {
  const { logger, bridge, reauthenticate } = options;
  const coalesceMs = options.coalesceMs;
  const heartbeatMs = options.heartbeatMs ?? REALTIME.heartbeatMs;
  const recheckMs = options.recheckMs ?? REALTIME.revokeWithinMs - 1_000;
  const now = () => options.clock.now().getTime();

  const channels = new Map<string, Channel>();
  const topicStates = new Map<string, TopicState>();
  const connections = new Set<Connection>();
  const byUser = new Map<string, Set<Connection>>();
  const dirty = new Set<TopicState>();
  /** Updates published here this window, for other instances. */
  const outbound = new Map<string, { channel: Channel; data: unknown }>();
  const slow = new Set<Connection>();
  const stats: HubStats = {
    connections: 0,
    topics: 0,
    framesSent: 0,
    updatesPublished: 0,
    snapshotsRead: 0,
    bridgeMessages: 0,
  };
  let flushTimer: NodeJS.Timeout | null = null;
  const timers: NodeJS.Timeout[] = [];
  let closed = false;

  const key = (topic: Topic) => `${topic.scope}:${topic.channel}`;
  const channelOf = (topic: Topic) => channels.get(key(topic));

  function encode(message: ServerMessage): Buffer {
    return Buffer.from(JSON.stringify(message));
  }

  function sendRaw(connection: Connection, frame: Buffer) {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    connection.socket.send(frame, { binary: false });
    stats.framesSent++;
  }

  function isSlow(connection: Connection) {
    return connection.socket.bufferedAmount > SLOW_BUFFER_BYTES;
  }

  function markSlow(connection: Connection) {
    connection.slowSince ??= now();
    if (slow.size === 0) scheduleSlowCheck();
    slow.add(connection);
  }

  /** Sends an update to one subscriber, or folds it into what waits for them. */
  function deliver(
    connection: Connection,
    subscription: Subscription,
    frame: Buffer,
    data: unknown,
  ) {
    if (!subscription.ready || subscription.backlog !== NOTHING || isSlow(connection)) {
      subscription.backlog =
        subscription.backlog === NOTHING
          ? data
          : subscription.topic.channel.merge(subscription.backlog, data);
      if (subscription.ready) markSlow(connection);
      return;
    }
    sendRaw(connection, frame);
  }

  function sendBacklog(connection: Connection, subscription: Subscription) {
    if (subscription.backlog === NOTHING) return;
    const data = subscription.backlog;
    subscription.backlog = NOTHING;
    sendRaw(connection, encode({ type: "update", topic: subscription.topic.name, data }));
  }

  function scheduleSlowCheck() {
    const timer = setTimeout(() => {
      const at = now();
      for (const connection of slow) {
        const buffered = connection.socket.bufferedAmount;
        if (buffered > KILL_BUFFER_BYTES || at - (connection.slowSince ?? at) > KILL_SLOW_MS) {
          slow.delete(connection);
          connection.socket.terminate();
          continue;
        }
        if (buffered > SLOW_BUFFER_BYTES) continue;
        slow.delete(connection);
        connection.slowSince = null;
        for (const subscription of connection.subscriptions.values()) {
          if (subscription.ready) sendBacklog(connection, subscription);
        }
      }
      if (slow.size > 0 && !closed) scheduleSlowCheck();
    }, SLOW_CHECK_MS);
    timer.unref();
  }

  function scheduleFlush() {
    if (flushTimer || closed) return;
    flushTimer = setTimeout(flush, coalesceMs);
    flushTimer.unref();
  }

  /** One frame, serialised once, to every subscriber of the topic. */
  function sendUpdate(state: TopicState, data: unknown) {
    const frame = encode({ type: "update", topic: state.name, data });
    for (const connection of state.subscribers) {
      const subscription = connection.subscriptions.get(state.name);
      if (subscription) deliver(connection, subscription, frame, data);
    }
  }

  function prepareAndSend(state: TopicState, data: unknown) {
    const prepare = state.channel.prepare!;
    state.preparing = state.preparing
      .then(() => prepare(state.topic.id, data))
      .then((prepared) => {
        if (prepared === "refresh") refreshLocal(state.name);
        else if (prepared !== null) sendUpdate(state, prepared);
      })
      .catch((error: unknown) => {
        logger.error({ err: error, topic: state.name }, "preparing a realtime update failed");
      });
  }

  function flush() {
    flushTimer = null;
    for (const state of dirty) {
      if (state.pending === NOTHING) continue;
      const data = state.pending;
      state.pending = NOTHING;
      if (state.channel.prepare) prepareAndSend(state, data);
      else sendUpdate(state, data);
    }
    dirty.clear();
    if (outbound.size > 0) {
      const frames = [...outbound].map(([topic, { channel, data }]) => ({ topic, channel, data }));
      outbound.clear();
      sendFrames(frames);
    }
  }

  /** Packs frames into bridge messages that fit, halving any frame too large on its own. */
  function sendFrames(frames: Array<BridgedFrame & { channel: Channel }>) {
    const max = bridge.maxMessageBytes;
    const overhead = 64;
    const packed: BridgedFrame[][] = [[]];
    let size = overhead;
    const refresh: string[] = [];
    const queue = [...frames];
    while (queue.length > 0) {
      const frame = queue.shift()!;
      const bytes = Buffer.byteLength(JSON.stringify({ topic: frame.topic, data: frame.data })) + 1;
      if (bytes + overhead > max) {
        const halves = frame.channel.split?.(frame.data) ?? null;
        if (halves) queue.unshift(...halves.map((data) => ({ ...frame, data })));
        else refresh.push(frame.topic);
        continue;
      }
      if (size + bytes > max) {
        packed.push([]);
        size = overhead;
      }
      packed.at(-1)!.push({ topic: frame.topic, data: frame.data });
      size += bytes;
    }
    for (const batch of packed) {
      if (batch.length === 0) continue;
      bridge.send({ kind: "frames", frames: batch });
      stats.bridgeMessages++;
    }
    if (refresh.length > 0) {
      bridge.send({ kind: "refresh", topics: refresh });
      stats.bridgeMessages++;
    }
  }

  function queueLocal(name: string, data: unknown) {
    const state = topicStates.get(name);
    if (!state) return;
    state.pending = state.pending === NOTHING ? data : state.channel.merge(state.pending, data);
    dirty.add(state);
    scheduleFlush();
  }

  function scheduleSnapshot(state: TopicState) {
    if (state.snapshotScheduled) return;
    state.snapshotScheduled = true;
    // The next turn of the event loop gathers everyone who subscribed meanwhile into one read;
    // subscribers arriving while it runs wait for the next, so none misses an update.
    setImmediate(() => void readSnapshot(state));
  }

  async function readSnapshot(state: TopicState) {
    state.snapshotScheduled = false;
    const waiting = [...state.awaitingSnapshot];
    state.awaitingSnapshot.clear();
    if (waiting.length === 0) return;
    let frame: Buffer;
    try {
      const data = await state.channel.snapshot(state.topic.id);
      stats.snapshotsRead++;
      frame = encode({ type: "snapshot", topic: state.name, data });
    } catch (error) {
      logger.error({ err: error, topic: state.name }, "reading a realtime snapshot failed");
      for (const connection of waiting) unsubscribe(connection, state.name);
      for (const connection of waiting) {
        sendRaw(
          connection,
          encode({ type: "denied", topic: state.name, message: "Could not load this topic" }),
        );
      }
      return;
    }
    for (const connection of waiting) {
      const subscription = connection.subscriptions.get(state.name);
      if (!subscription || subscription.topic !== state) continue;
      sendRaw(connection, frame);
      subscription.ready = true;
      if (isSlow(connection)) markSlow(connection);
      else sendBacklog(connection, subscription);
    }
  }

  function stateFor(name: string, topic: Topic, channel: Channel): TopicState {
    let state = topicStates.get(name);
    if (!state) {
      state = {
        name,
        topic,
        channel,
        subscribers: new Set(),
        pending: NOTHING,
        awaitingSnapshot: new Set(),
        snapshotScheduled: false,
        preparing: Promise.resolve(),
      };
      topicStates.set(name, state);
      stats.topics = topicStates.size;
    }
    return state;
  }

  function deny(connection: Connection, topic: string, message: string) {
    sendRaw(connection, encode({ type: "denied", topic, message }));
  }

  function unsubscribe(connection: Connection, name: string) {
    const subscription = connection.subscriptions.get(name);
    if (!subscription) return;
    connection.subscriptions.delete(name);
    const state = subscription.topic;
    state.subscribers.delete(connection);
    state.awaitingSnapshot.delete(connection);
    if (state.subscribers.size === 0) {
      topicStates.delete(name);
      dirty.delete(state);
      stats.topics = topicStates.size;
    }
  }

  async function subscribe(connection: Connection, name: string) {
    const topic = parseTopic(name);
    const channel = topic ? channelOf(topic) : undefined;
    if (!topic || !channel) return deny(connection, name, messages.unknownTopic);
    if (
      !connection.subscriptions.has(name) &&
      connection.subscriptions.size >= REALTIME.maxTopicsPerSocket
    ) {
      return deny(connection, name, messages.tooManyTopics);
    }
    let allowed = false;
    try {
      allowed = await channel.authorise(connection.actor, topic.id);
    } catch (error) {
      logger.error({ err: error, topic: name }, "authorising a realtime topic failed");
    }
    if (!connections.has(connection)) return;
    if (!allowed) {
      unsubscribe(connection, name);
      return deny(connection, name, messages.notAllowed);
    }
    const state = stateFor(name, topic, channel);
    let subscription = connection.subscriptions.get(name);
    if (!subscription) {
      subscription = { topic: state, ready: false, backlog: NOTHING };
      connection.subscriptions.set(name, subscription);
      state.subscribers.add(connection);
    }
    // Subscribing again (after a reconnect, or to be sure) asks for a fresh snapshot, which
    // supersedes whatever waited for this subscriber.
    subscription.ready = false;
    subscription.backlog = NOTHING;
    state.awaitingSnapshot.add(connection);
    scheduleSnapshot(state);
  }

  function handleMessage(connection: Connection, raw: RawData, isBinary: boolean) {
    const at = now();
    if (at - connection.windowStartedAt > MESSAGE_WINDOW_MS) {
      connection.windowStartedAt = at;
      connection.messageCount = 0;
    }
    if (++connection.messageCount > MESSAGES_PER_WINDOW) {
      connection.socket.close(CLOSE.policyViolation, "Too many messages");
      return;
    }
    if (isBinary) {
      connection.socket.close(CLOSE.unsupportedData, "Send JSON text messages");
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(String(raw));
    } catch {
      connection.socket.close(CLOSE.invalidPayload, "Messages are JSON");
      return;
    }
    const parsed = ClientMessageSchema.safeParse(json);
    if (!parsed.success) {
      const topic = (json as { topic?: unknown } | null)?.topic;
      return deny(
        connection,
        typeof topic === "string" ? topic.slice(0, 100) : "",
        messages.unknownTopic,
      );
    }
    if (parsed.data.type === "unsubscribe") return unsubscribe(connection, parsed.data.topic);
    void subscribe(connection, parsed.data.topic);
  }

  function drop(connection: Connection) {
    if (!connections.delete(connection)) return;
    for (const name of [...connection.subscriptions.keys()]) unsubscribe(connection, name);
    slow.delete(connection);
    const mine = byUser.get(connection.actor.userId);
    mine?.delete(connection);
    if (mine?.size === 0) byUser.delete(connection.actor.userId);
    stats.connections = connections.size;
  }

  /** Checks one socket's session and each of its topics again; ends what is no longer allowed. */
  async function recheck(connection: Connection) {
    if (connection.checking) return;
    connection.checking = true;
    try {
      const fresh = await reauthenticate(connection.actor);
      if (!connections.has(connection)) return;
      if (!fresh) {
        connection.socket.close(CLOSE.sessionEnded, "Session ended");
        drop(connection);
        return;
      }
      connection.actor = fresh;
      for (const [name, subscription] of [...connection.subscriptions]) {
        let allowed = false;
        try {
          allowed = await subscription.topic.channel.authorise(fresh, subscription.topic.topic.id);
        } catch (error) {
          logger.error({ err: error, topic: name }, "re-checking a realtime topic failed");
          continue;
        }
        if (!allowed && connection.subscriptions.get(name) === subscription) {
          unsubscribe(connection, name);
          deny(connection, name, messages.accessLost);
        }
      }
    } catch (error) {
      logger.error({ err: error }, "re-checking a realtime connection failed");
    } finally {
      connection.checking = false;
      connection.nextCheckAt = now() + recheckMs;
    }
  }

  function recheckLocal(userId: string) {
    for (const connection of byUser.get(userId) ?? []) void recheck(connection);
  }

  function receive(message: BridgeMessage) {
    if (message.kind === "frames") {
      for (const frame of message.frames) queueLocal(frame.topic, frame.data);
    } else if (message.kind === "refresh") {
      for (const topic of message.topics) refreshLocal(topic);
    } else {
      for (const userId of message.userIds) recheckLocal(userId);
    }
  }

  function refreshLocal(name: string) {
    const state = topicStates.get(name);
    if (!state) return;
    for (const connection of state.subscribers) {
      const subscription = connection.subscriptions.get(name);
      if (!subscription) continue;
      subscription.ready = false;
      subscription.backlog = NOTHING;
      state.awaitingSnapshot.add(connection);
    }
    // The snapshot supersedes whatever this window held.
    state.pending = NOTHING;
    scheduleSnapshot(state);
  }

  function heartbeat() {
    const frame = encode({ type: "heartbeat", at: new Date(now()).toISOString() });
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        drop(connection);
        continue;
      }
      connection.alive = false;
      if (connection.socket.readyState !== connection.socket.OPEN) continue;
      connection.socket.ping();
      sendRaw(connection, frame);
    }
  }

  function recheckDue() {
    const at = now();
    for (const connection of connections) {
      if (connection.nextCheckAt <= at) void recheck(connection);
    }
  }

  return {
    register(channel) {
      channels.set(`${channel.scope}:${channel.channel}`, channel as Channel);
    },

    publish(name, data) {
      stats.updatesPublished++;
      if (bridge.crossesInstances) {
        const topic = parseTopic(name);
        const channel = topic ? channelOf(topic) : undefined;
        if (channel) {
          const queued = outbound.get(name);
          outbound.set(name, {
            channel,
            data: queued ? channel.merge(queued.data, data) : data,
          });
          scheduleFlush();
        }
      }
      queueLocal(name, data);
    },

    refresh(name) {
      refreshLocal(name);
      if (bridge.crossesInstances) bridge.send({ kind: "refresh", topics: [name] });
    },

    wanted(name) {
      return bridge.crossesInstances || topicStates.has(name);
    },

    recheckUser(userId) {
      recheckLocal(userId);
      if (bridge.crossesInstances) bridge.send({ kind: "recheck", userIds: [userId] });
    },

    accept(socket, actor) {
      if (closed) {
        socket.close(CLOSE.goingAway, "Server shutting down");
        return;
      }
      const at = now();
      const connection: Connection = {
        socket,
        actor,
        subscriptions: new Map(),
        alive: true,
        slowSince: null,
        // Spread over the interval, so checks do not come in waves.
        nextCheckAt: at + Math.random() * recheckMs,
        checking: false,
        messageCount: 0,
        windowStartedAt: at,
      };
      connections.add(connection);
      let mine = byUser.get(actor.userId);
      if (!mine) {
        mine = new Set();
        byUser.set(actor.userId, mine);
      }
      mine.add(connection);
      stats.connections = connections.size;
      socket.on("message", (raw, isBinary) => handleMessage(connection, raw, isBinary));
      socket.on("pong", () => {
        connection.alive = true;
      });
      socket.on("close", () => drop(connection));
    },

    stats: () => ({ ...stats }),

    async start() {
      await bridge.start(receive);
      const every = (ms: number, run: () => void) => {
        const timer = setInterval(run, ms);
        timer.unref();
        timers.push(timer);
      };
      every(heartbeatMs, heartbeat);
      every(Math.max(50, Math.min(500, recheckMs / 8)), recheckDue);
    },

    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      if (flushTimer) clearTimeout(flushTimer);
      for (const connection of [...connections]) {
        connection.socket.close(CLOSE.goingAway, "Server shutting down");
        drop(connection);
      }
      await bridge.close();
    },
  };
}
