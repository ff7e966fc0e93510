import { type ClientMessage, ClientMessageSchema, REALTIME } from "@haulwise/domain";
import type { RawData, WebSocket } from "ws";
import type { Actor } from "../auth/actor.js";
import type { Clock } from "../clock.js";
import type { Delivery } from "./delivery.js";
import { CLOSE, type Connection, encode, type HubStats, refusals } from "./hub-state.js";

/** Client messages allowed per window before the socket is closed. */
const MESSAGES_PER_WINDOW = 100;
const MESSAGE_WINDOW_MS = 10_000;

export type Connections = ReturnType<typeof createConnections>;

/**
 * The sockets of this instance, by person: at most `REALTIME.maxSocketsPerAccount` each;
 * what they send is read and limited here (JSON text only, a hundred messages per ten
 * seconds), and a socket that stops answering pings is let go.
 */
export function createConnections(deps: {
  clock: Clock;
  stats: HubStats;
  delivery: Delivery;
  /** A well-formed message from a socket: subscribe or unsubscribe. */
  onMessage(connection: Connection, message: ClientMessage): void;
  /** A socket has gone: forget what it followed. */
  onDrop(connection: Connection): void;
}) {
  const { clock, stats, delivery } = deps;
  const now = () => clock.now().getTime();
  const connections = new Set<Connection>();
  const byUser = new Map<string, Set<Connection>>();

  function handleMessage(connection: Connection, raw: RawData, isBinary: boolean) {
    stats.framesReceived++;
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
      const name = typeof topic === "string" ? topic.slice(0, 100) : "";
      delivery.send(
        connection,
        encode({ type: "denied", topic: name, message: refusals.unknownTopic }),
      );
      return;
    }
    deps.onMessage(connection, parsed.data);
  }

  /** Whether this account may open another socket here. */
  function acceptsMore(userId: string) {
    return (byUser.get(userId)?.size ?? 0) < REALTIME.maxSocketsPerAccount;
  }

  function drop(connection: Connection) {
    if (!connections.delete(connection)) return;
    deps.onDrop(connection);
    const mine = byUser.get(connection.actor.userId);
    mine?.delete(connection);
    if (mine?.size === 0) byUser.delete(connection.actor.userId);
    stats.connections = connections.size;
  }

  return {
    /**
     * Takes a new authenticated socket, to be checked again from `nextCheckAt` on; one past
     * the account's cap (handshakes that raced past the check before upgrading) is closed.
     */
    accept(socket: WebSocket, actor: Actor, nextCheckAt: number) {
      if (!acceptsMore(actor.userId)) {
        socket.close(CLOSE.policyViolation, "Too many connections for this account");
        return;
      }
      const connection: Connection = {
        socket,
        actor,
        subscriptions: new Map(),
        authorising: new Map(),
        alive: true,
        slowSince: null,
        nextCheckAt,
        checking: false,
        messageCount: 0,
        windowStartedAt: now(),
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

    drop,
    acceptsMore,
    has: (connection: Connection) => connections.has(connection),
    all: (): Iterable<Connection> => connections,
    ofUser: (userId: string): Iterable<Connection> => byUser.get(userId) ?? [],

    /** Pings every socket; one that did not answer the last ping is let go. */
    heartbeat() {
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
        delivery.send(connection, frame);
      }
    },

    /** Closes every socket: the server is going away. */
    closeAll() {
      for (const connection of [...connections]) {
        connection.socket.close(CLOSE.goingAway, "Server shutting down");
        drop(connection);
      }
    },
  };
}
