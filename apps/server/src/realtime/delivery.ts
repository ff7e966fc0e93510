import type { Clock } from "../clock.js";
import { type Connection, encode, type HubStats, NOTHING, type Subscription } from "./hub-state.js";

/** A socket with more than this queued is slow: it skips to the latest state instead. */
const SLOW_BUFFER_BYTES = 256 * 1024;
/** A socket with this much queued, or slow for this long, is cut off. */
const KILL_BUFFER_BYTES = 4 * 1024 * 1024;
const KILL_SLOW_MS = 30_000;
/** How often slow sockets are looked at for having drained. */
const SLOW_CHECK_MS = 100;

export type Delivery = ReturnType<typeof createDelivery>;

/**
 * Frames onto sockets: sent at once to a socket that keeps up; folded into one waiting
 * update for a socket that is slow, and sent when it has drained; a socket that stops
 * reading is cut off.
 */
export function createDelivery(deps: { clock: Clock; stats: HubStats; closed(): boolean }) {
  const { clock, stats } = deps;
  const now = () => clock.now().getTime();
  const slow = new Set<Connection>();

  function send(connection: Connection, frame: Buffer) {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    connection.socket.send(frame, { binary: false });
    stats.framesSent++;
  }

  const isSlow = (connection: Connection) => connection.socket.bufferedAmount > SLOW_BUFFER_BYTES;

  function markSlow(connection: Connection) {
    connection.slowSince ??= now();
    if (slow.size === 0) scheduleSlowCheck();
    slow.add(connection);
  }

  function sendBacklog(connection: Connection, subscription: Subscription) {
    if (subscription.backlog === NOTHING) return;
    const data = subscription.backlog;
    subscription.backlog = NOTHING;
    send(connection, encode({ type: "update", topic: subscription.topic.name, data }));
  }

  function scheduleSlowCheck() {
    clock.after(SLOW_CHECK_MS, () => {
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
      if (slow.size > 0 && !deps.closed()) scheduleSlowCheck();
    });
  }

  return {
    send,

    /** Sends an update to one subscriber, or folds it into what waits for them. */
    deliver(connection: Connection, subscription: Subscription, frame: Buffer, data: unknown) {
      if (!subscription.ready || subscription.backlog !== NOTHING || isSlow(connection)) {
        subscription.backlog =
          subscription.backlog === NOTHING
            ? data
            : subscription.topic.channel.merge(subscription.backlog, data);
        if (subscription.ready) markSlow(connection);
        return;
      }
      send(connection, frame);
    },

    /** A subscriber's snapshot was sent: what waited follows, unless the socket is slow. */
    snapshotSent(connection: Connection, subscription: Subscription) {
      if (isSlow(connection)) markSlow(connection);
      else sendBacklog(connection, subscription);
    },

    forget(connection: Connection) {
      slow.delete(connection);
    },
  };
}
