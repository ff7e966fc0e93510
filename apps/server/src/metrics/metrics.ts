/**
 * What the server reports for the operator's Prometheus (see prometheus.ts). Called on hot
 * paths, so each call is a few counter steps; without METRICS_TOKEN nothing is kept at all.
 */
export type Metrics = {
  /** A group of position uploads committed together: how many, the fixes stored, the seconds taken. */
  ingestGroup(uploads: number, positionsStored: number, seconds: number): void;
  /** A mail handed to the mailer, and how that went. */
  mailSent(kind: string, outcome: "sent" | "capped" | "failed", seconds: number): void;
};

export const noMetrics: Metrics = {
  ingestGroup() {},
  mailSent() {},
};
