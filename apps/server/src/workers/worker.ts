/**
 * A periodic job of the cluster: expiring, sweeping, retention. Only the leader instance runs
 * workers; tests skip the scheduling and call `tick` with the time they choose.
 */
export type Worker = {
  /** Names the worker in logs. */
  name: string;
  /** Milliseconds between two ticks on the leader; the first tick runs on taking the lead. */
  intervalMs: number;
  /** One round of work as of `now`. It should be safe to run twice for the same `now`. */
  tick(now: Date): Promise<void>;
};
