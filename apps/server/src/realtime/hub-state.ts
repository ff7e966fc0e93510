import type { ServerMessage, Topic } from "@haulwise/domain";
import type { WebSocket } from "ws";
import type { Actor } from "../auth/actor.js";
import type { Channel } from "./channel.js";

export const CLOSE = {
  goingAway: 1001,
  unsupportedData: 1003,
  invalidPayload: 1007,
  policyViolation: 1008,
  /** The session ended (signed out, expired, deleted): sign in again. */
  sessionEnded: 4401,
} as const;

/** What a socket is told when it may not follow a topic, or no longer may. */
export const refusals = {
  unknownTopic: "Unknown topic",
  tooManyTopics: (max: number) => `Follow at most ${max} topics at once`,
  tooManySockets: (max: number) =>
    `At most ${max} live connections per account: close Haulwise tabs or windows you no longer use`,
  tooManyRefusals: "Too many topics refused: wait a few seconds before asking again",
  notAllowed: "You do not have access to this topic",
  accessLost: "You no longer have access to this topic",
  snapshotFailed: "Could not load this topic",
};

/** "No update waiting": updates may be anything, null included. */
export const NOTHING = Symbol("nothing");

export type Subscription = {
  topic: TopicState;
  /** False until the snapshot is sent; updates meanwhile wait in `backlog`. */
  ready: boolean;
  /** Updates not sent yet (before the snapshot, or while the socket is slow), folded into one. */
  backlog: unknown;
};

export type Connection = {
  socket: WebSocket;
  actor: Actor;
  subscriptions: Map<string, Subscription>;
  /** Topics whose channel is still deciding; `wanted` turns false if unsubscribed meanwhile. */
  authorising: Map<string, { wanted: boolean }>;
  /** Answered the last ping. */
  alive: boolean;
  slowSince: number | null;
  nextCheckAt: number;
  checking: boolean;
  messageCount: number;
  windowStartedAt: number;
};

export type TopicState = {
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

export type HubStats = {
  connections: number;
  topics: number;
  framesSent: number;
  /** Messages clients sent (subscriptions). */
  framesReceived: number;
  updatesPublished: number;
  snapshotsRead: number;
  bridgeMessages: number;
};

export const emptyStats = (): HubStats => ({
  connections: 0,
  topics: 0,
  framesSent: 0,
  framesReceived: 0,
  updatesPublished: 0,
  snapshotsRead: 0,
  bridgeMessages: 0,
});

/** A message as it goes on the wire: serialised once, whoever it goes to. */
export function encode(message: ServerMessage): Buffer {
  return Buffer.from(JSON.stringify(message));
}
