import { EventEmitter } from "node:events";
import type Pg from "pg";
import { pgDriver } from "./pg-driver.js";

/** Stops listening and closes whatever connection the listener held. */
export type Listener = { close(): Promise<void> };

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; both databases keep that limit. */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function checkNotification(channel: string, payload: string) {
  if (!CHANNEL.test(channel)) {
    throw new Error(`Channel names are lowercase letters, digits and _: "${channel}"`);
  }
  if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_MAX_BYTES) {
    throw new Error(`A notification payload is at most ${NOTIFY_PAYLOAD_MAX_BYTES} bytes`);
  }
}

/**
 * SQLite has no NOTIFY: one process serves a database file, so notifications travel inside
 * the process, between every handle opened on the same file (as two app instances in one
 * test do), and are delivered after the call returns, as PostgreSQL delivers them.
 */
const sqliteChannels = new Map<string, EventEmitter>();

function emitterFor(filename: string): EventEmitter {
  let emitter = sqliteChannels.get(filename);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    sqliteChannels.set(filename, emitter);
  }
  return emitter;
}

export function sqliteNotify(filename: string, channel: string, payload: string) {
  checkNotification(channel, payload);
  const emitter = emitterFor(filename);
  setImmediate(() => emitter.emit(channel, payload));
}

export function sqliteListen(
  filename: string,
  channel: string,
  handler: (payload: string) => void,
): Listener {
  checkNotification(channel, "");
  const emitter = emitterFor(filename);
  emitter.on(channel, handler);
  return {
    async close() {
      emitter.off(channel, handler);
    },
  };
}

const RECONNECT_DELAYS_MS = [100, 1000, 5000, 10_000];

/**
 * LISTEN on a connection of its own. A lost connection is re-opened (100 ms, 1 s, 5 s, then
 * every 10 s) and LISTEN issued again; what was notified while it was down is not replayed,
 * so listeners must treat a notification as "look again", not as the only copy of a change.
 */
export async function postgresListen(
  connectionString: string,
  channel: string,
  handler: (payload: string) => void,
  onConnectionError: (error: Error) => void,
): Promise<Listener> {
  checkNotification(channel, "");
  let client: Pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt++;
    timer = setTimeout(() => {
      timer = null;
      connect().catch((error: Error) => {
        onConnectionError(error);
        scheduleReconnect();
      });
    }, delay);
    timer.unref();
  };

  async function connect() {
    const connection = new (pgDriver().Client)({ connectionString });
    const lost = (error?: Error) => {
      if (client !== connection) return;
      client = null;
      if (error) onConnectionError(error);
      connection.end().catch(() => {});
      scheduleReconnect();
    };
    connection.on("error", lost);
    connection.on("end", () => lost());
    connection.on("notification", (message) => {
      if (message.channel === channel) handler(message.payload ?? "");
    });
    try {
      await connection.connect();
      await connection.query(`listen ${channel}`);
    } catch (error) {
      await connection.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await connection.end();
      return;
    }
    client = connection;
    attempt = 0;
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const connection = client;
      client = null;
      await connection?.end().catch(() => {});
    },
  };
}
