import type { Actor } from "../auth/actor.js";
import type { Clock } from "../clock.js";
import type { Logger } from "../logger.js";
import type { Connections } from "./connections.js";
import { CLOSE, type Connection, refusals } from "./hub-state.js";
import type { Topics } from "./topics.js";

export type AccessChecks = ReturnType<typeof createAccessChecks>;

/**
 * Access checked again after subscribing: every socket's session and each of its topics at
 * least every `recheckMs`, and a person's at once when a module says their access changed.
 * A session that ended closes the socket; a topic no longer allowed is ended with a word.
 */
export function createAccessChecks(deps: {
  clock: Clock;
  logger: Pick<Logger, "error">;
  /** Re-reads a person's session and roles; null when the session has ended. */
  reauthenticate(actor: Actor): Promise<Actor | null>;
  recheckMs: number;
  connections: Connections;
  topics: Topics;
}) {
  const { clock, logger, reauthenticate, recheckMs, connections, topics } = deps;
  const now = () => clock.now().getTime();

  /** Checks one socket's session and each of its topics again; ends what is no longer allowed. */
  async function recheck(connection: Connection) {
    if (connection.checking) return;
    connection.checking = true;
    try {
      const fresh = await reauthenticate(connection.actor);
      if (!connections.has(connection)) return;
      if (!fresh) {
        connection.socket.close(CLOSE.sessionEnded, "Session ended");
        connections.drop(connection);
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
          topics.unsubscribe(connection, name);
          topics.deny(connection, name, refusals.accessLost);
        }
      }
    } catch (error) {
      logger.error({ err: error }, "re-checking a realtime connection failed");
    } finally {
      connection.checking = false;
      connection.nextCheckAt = now() + recheckMs;
    }
  }

  return {
    /** When a new socket is first checked again: spread over the interval, not in waves. */
    firstCheckAt: () => now() + Math.random() * recheckMs,

    /** Checks this person's sockets on this instance again now. */
    recheckUser(userId: string) {
      for (const connection of connections.ofUser(userId)) void recheck(connection);
    },

    /** Checks every socket whose time has come. */
    recheckDue() {
      const at = now();
      for (const connection of connections.all()) {
        if (connection.nextCheckAt <= at) void recheck(connection);
      }
    },

    /** How often `recheckDue` should run to keep each socket within its interval. */
    roundMs: Math.max(50, Math.min(500, recheckMs / 8)),
  };
}
