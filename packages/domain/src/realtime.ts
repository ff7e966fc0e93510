import { z } from "zod";

/**
 * The realtime hub's protocol (one WebSocket per tab at /api/realtime). A client subscribes
 * to topics; the server checks each against the REST API's access rules, answers with a
 * snapshot, then sends coalesced updates. Topics name what changed, scoped to who may see it.
 */
export const REALTIME = {
  path: "/api/realtime",
  /** Updates to one topic within this window travel as one frame. */
  coalesceWindowMs: 50,
  /** The server says it is alive this often; a client hearing nothing for 2.5× reconnects. */
  heartbeatMs: 30_000,
  /** Client reconnect delays, the last one repeated (spec part 1 §9). */
  reconnectBackoffMs: [1_000, 2_000, 5_000, 10_000],
  /** While the socket is down the client polls its queries this often. */
  pollWhileDownMs: 30_000,
  /** Access lost (a removed driver, a revoked viewer) stops delivery within this. */
  revokeWithinMs: 5_000,
  /** Topics one socket may hold (or be waiting for) at once. */
  maxTopicsPerSocket: 200,
  /** Sockets one account may hold open on one server instance (one per tab). */
  maxSocketsPerAccount: 20,
} as const;

export const topicScopes = ["company", "job", "user"] as const;
export const topicChannels = [
  "locations",
  "loads",
  "status",
  "notifications",
  "alerts",
  "cycles",
] as const;
export type TopicScope = (typeof topicScopes)[number];
export type TopicChannel = (typeof topicChannels)[number];

/** The topics there are; build names only through these. */
export const topics = {
  /** The company's live map (plan-limited), for its contractors. */
  companyLocations: (companyId: string) => `company:${companyId}:locations`,
  /** Any load of the company recorded, corrected or voided: dashboards and summaries. */
  companyLoads: (companyId: string) => `company:${companyId}:loads`,
  /** Idle and stopped-sharing alerts opened or cleared, for the company's contractors. */
  companyAlerts: (companyId: string) => `company:${companyId}:alerts`,
  jobLocations: (jobId: string) => `job:${jobId}:locations`,
  jobLoads: (jobId: string) => `job:${jobId}:loads`,
  jobStatus: (jobId: string) => `job:${jobId}:status`,
  userNotifications: (userId: string) => `user:${userId}:notifications`,
  /** Arrivals, departures and counted cycles at the company's sites, for its contractors. */
  companyCycles: (companyId: string) => `company:${companyId}:cycles`,
  /** The job's feed of arrivals, departures and cycles, for its contractors. */
  jobCycles: (jobId: string) => `job:${jobId}:cycles`,
  /** A driver's own cycles: what the "add ticket" prompt listens to. */
  userCycles: (userId: string) => `user:${userId}:cycles`,
} as const;

export type Topic = { scope: TopicScope; id: string; channel: TopicChannel };

const TOPIC_PATTERN = /^(company|job|user):([A-Za-z0-9_-]{1,64}):([a-z]+)$/;

/** The parts of a topic name, or null for anything that is not one. */
export function parseTopic(name: string): Topic | null {
  const match = TOPIC_PATTERN.exec(name);
  if (!match) return null;
  const [, scope, id, channel] = match;
  if (!(topicChannels as readonly string[]).includes(channel as string)) return null;
  return { scope: scope as TopicScope, id: id as string, channel: channel as TopicChannel };
}

const TopicNameSchema = z
  .string()
  .max(100)
  .refine((name) => parseTopic(name) !== null, { error: "Unknown topic" });

/** What a client sends. */
export const ClientMessageSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("subscribe"), topic: TopicNameSchema }),
  z.strictObject({ type: z.literal("unsubscribe"), topic: TopicNameSchema }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

/**
 * What the server sends. `snapshot` is the whole current state of a topic (after subscribing,
 * and what a client refetches after reconnecting); `update` carries what changed in one
 * coalescing window; `denied` ends a subscription the person may not (or may no longer) hold.
 * `data` is the channel's payload (see the payload schemas below).
 */
export const ServerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("snapshot"), topic: z.string(), data: z.unknown() }),
  z.object({ type: z.literal("update"), topic: z.string(), data: z.unknown() }),
  z.object({ type: z.literal("denied"), topic: z.string(), message: z.string() }),
  z.object({ type: z.literal("heartbeat"), at: z.string() }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

/**
 * Change notices for channels whose data the client refetches through the REST API (outline's
 * "small changed notices"): loads and status name what changed, notifications say how many are
 * unread. Locations and alerts carry the new state itself, written into the query cache.
 */
export const LoadsChangedSchema = z.object({
  jobIds: z.array(z.string()),
  loadIds: z.array(z.string()),
});
export const JobStatusChangedSchema = z.object({ jobId: z.string(), status: z.string() });
export const NotificationsChangedSchema = z.object({ unreadCount: z.number().int() });
export type LoadsChanged = z.infer<typeof LoadsChangedSchema>;
export type JobStatusChanged = z.infer<typeof JobStatusChangedSchema>;
export type NotificationsChanged = z.infer<typeof NotificationsChangedSchema>;
