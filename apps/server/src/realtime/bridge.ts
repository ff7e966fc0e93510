/** A topic's coalesced update, as it crosses to other instances. */
export type BridgedFrame = { topic: string; data: unknown };

/**
 * What instances tell each other: updates coalesced in one window, topics whose snapshot
 * must be read again (the doorbell: ids only), and people whose access must be checked again.
 */
export type BridgeMessage =
  | { kind: "frames"; frames: BridgedFrame[] }
  | { kind: "refresh"; topics: string[] }
  | { kind: "recheck"; userIds: string[] };

/**
 * How the hubs of several server instances reach each other's sockets. One instance needs
 * none (`memoryBridge`); a cluster on PostgreSQL uses LISTEN/NOTIFY; a larger one could put
 * Redis pub/sub behind the same three calls.
 */
export type RealtimeBridge = {
  /** False for a single instance: nothing needs to leave the process. */
  readonly crossesInstances: boolean;
  /** The largest message, in bytes of JSON, `send` takes; the hub packs and splits to fit. */
  readonly maxMessageBytes: number;
  /** Hands messages from other instances (never this one's own) to `deliver`. */
  start(deliver: (message: BridgeMessage) => void): Promise<void>;
  /** Sends to every other instance, in order; failures are the bridge's to log. */
  send(message: BridgeMessage): void;
  close(): Promise<void>;
};

export function memoryBridge(): RealtimeBridge {
  return {
    crossesInstances: false,
    maxMessageBytes: Number.POSITIVE_INFINITY,
    start: async () => {},
    send: () => {},
    close: async () => {},
  };
}
