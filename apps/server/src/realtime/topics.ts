import { parseTopic, REALTIME, type Topic } from "@haulwise/domain";
import type { Clock, Timer } from "../clock.js";
import type { Logger } from "../logger.js";
import type { RealtimeBridge } from "./bridge.js";
import { packFrames } from "./bridge-packing.js";
import type { Channel } from "./channel.js";
import type { Delivery } from "./delivery.js";
import {
  type Connection,
  encode,
  type HubStats,
  NOTHING,
  refusals,
  type TopicState,
} from "./hub-state.js";
import type { RefusalMemory } from "./refusal-memory.js";

export type Topics = ReturnType<typeof createTopics>;

/**
 * Topics and who follows them: a subscriber gets the topic's snapshot (one read for everyone
 * who asked meanwhile), then its updates, coalesced per window into one frame serialised
 * once; updates published here also go to other instances, packed for the bridge.
 */
export function createTopics(deps: {
  clock: Clock;
  logger: Pick<Logger, "error">;
  bridge: RealtimeBridge;
  coalesceMs: number;
  stats: HubStats;
  delivery: Delivery;
  /** What each account was refused lately, so a flood of refused topics costs no queries. */
  refusalMemory: RefusalMemory;
  /** Whether the socket is still connected (an authorisation may outlive it). */
  isOpen(connection: Connection): boolean;
  closed(): boolean;
}) {
  const { clock, logger, bridge, stats, delivery, refusalMemory } = deps;
  const channels = new Map<string, Channel>();
  const topicStates = new Map<string, TopicState>();
  const dirty = new Set<TopicState>();
  /** Updates published here this window, for other instances. */
  const outbound = new Map<string, { channel: Channel; data: unknown }>();
  let flushTimer: Timer | null = null;

  const channelOf = (topic: Topic) => channels.get(`${topic.scope}:${topic.channel}`);

  function deny(connection: Connection, topic: string, message: string) {
    delivery.send(connection, encode({ type: "denied", topic, message }));
  }

  function scheduleFlush() {
    if (flushTimer || deps.closed()) return;
    flushTimer = clock.after(deps.coalesceMs, flush);
  }

  /** One frame, serialised once, to every subscriber of the topic. */
  function sendUpdate(state: TopicState, data: unknown) {
    const frame = encode({ type: "update", topic: state.name, data });
    for (const connection of state.subscribers) {
      const subscription = connection.subscriptions.get(state.name);
      if (subscription) delivery.deliver(connection, subscription, frame, data);
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
      for (const message of packFrames(frames, bridge.maxMessageBytes)) {
        bridge.send(message);
        stats.bridgeMessages++;
      }
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
      for (const connection of waiting) deny(connection, state.name, refusals.snapshotFailed);
      return;
    }
    for (const connection of waiting) {
      const subscription = connection.subscriptions.get(state.name);
      if (!subscription || subscription.topic !== state) continue;
      delivery.send(connection, frame);
      subscription.ready = true;
      delivery.snapshotSent(connection, subscription);
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

  function unsubscribe(connection: Connection, name: string) {
    const asking = connection.authorising.get(name);
    if (asking) asking.wanted = false;
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

  return {
    register(channel: Channel) {
      channels.set(`${channel.scope}:${channel.channel}`, channel);
    },

    /** Subscribes the socket once the channel allows it, or tells it why not. */
    async subscribe(connection: Connection, name: string) {
      const topic = parseTopic(name);
      const channel = topic ? channelOf(topic) : undefined;
      if (!topic || !channel) return deny(connection, name, refusals.unknownTopic);
      const asking = connection.authorising.get(name);
      // Asked again while the channel is still deciding: that one answer serves both.
      if (asking) {
        asking.wanted = true;
        return;
      }
      const held = connection.subscriptions.has(name);
      // Topics still being decided count too, so a burst cannot slip past the cap meanwhile.
      const counted = connection.subscriptions.size + connection.authorising.size;
      if (!held && counted >= REALTIME.maxTopicsPerSocket) {
        return deny(connection, name, refusals.tooManyTopics(REALTIME.maxTopicsPerSocket));
      }
      const ask = { wanted: true };
      connection.authorising.set(name, ask);
      let refusal: string | null = refusals.notAllowed;
      try {
        refusal = await refusalMemory.decide(connection.actor.userId, name, {
          held,
          wanted: () => ask.wanted && deps.isOpen(connection),
          question: () => channel.authorise(connection.actor, topic.id),
        });
      } catch (error) {
        logger.error({ err: error, topic: name }, "authorising a realtime topic failed");
      } finally {
        connection.authorising.delete(name);
      }
      // Gone, or unsubscribed while the channel was deciding: nothing more to say.
      if (!deps.isOpen(connection) || !ask.wanted) return;
      if (refusal) {
        unsubscribe(connection, name);
        return deny(connection, name, refusal);
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
    },

    unsubscribe,
    deny,

    /** An update published here: coalesced for this instance's subscribers and the others'. */
    publish(name: string, data: unknown) {
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

    /** An update from another instance, for this one's subscribers only. */
    queueLocal,
    /** Sends this instance's subscribers of `name` a fresh snapshot. */
    refreshLocal,

    wanted: (name: string) => bridge.crossesInstances || topicStates.has(name),

    close() {
      flushTimer?.cancel();
    },
  };
}
