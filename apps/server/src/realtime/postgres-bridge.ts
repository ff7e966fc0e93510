import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "../db/database.js";
import { type Listener, NOTIFY_PAYLOAD_MAX_BYTES } from "../db/notify.js";
import type { Logger } from "../logger.js";
import type { BridgeMessage, RealtimeBridge } from "./bridge.js";

const CHANNEL = "haulwise_realtime";

type Envelope = { from: string; message: BridgeMessage };

/**
 * The hubs of a cluster on one PostgreSQL, through LISTEN/NOTIFY. NOTIFY is a doorbell, not
 * a message queue: each hub sends at most a few notifications per coalescing window (its
 * window's frames packed under the 8,000-byte limit, never one per position), in order on
 * one chain, and what a listener misses while reconnecting is recovered by the clients'
 * snapshot on reconnect, as after any lost connection.
 */
export function postgresBridge(
  database: Pick<DatabaseHandle, "notify" | "listen">,
  logger: Pick<Logger, "error">,
): RealtimeBridge {
  const instance = randomUUID();
  const overhead = Buffer.byteLength(JSON.stringify({ from: instance, message: null }));
  let listener: Listener | null = null;
  let chain: Promise<void> = Promise.resolve();
  let closed = false;

  return {
    crossesInstances: true,
    maxMessageBytes: NOTIFY_PAYLOAD_MAX_BYTES - overhead,

    async start(deliver) {
      listener = await database.listen(CHANNEL, (payload) => {
        let envelope: Envelope;
        try {
          envelope = JSON.parse(payload) as Envelope;
        } catch {
          return;
        }
        if (envelope.from !== instance) deliver(envelope.message);
      });
    },

    send(message) {
      if (closed) return;
      const payload = JSON.stringify({ from: instance, message } satisfies Envelope);
      chain = chain
        .then(() => database.notify(CHANNEL, payload))
        .catch((error: unknown) => {
          logger.error({ err: error }, "sending a realtime notification failed");
        });
    },

    async close() {
      closed = true;
      await chain;
      await listener?.close();
    },
  };
}
