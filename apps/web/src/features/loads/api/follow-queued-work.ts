import { LoadDetailSchema } from "@haulwise/domain";
import type { QueryClient } from "@tanstack/react-query";
import { formOutbox } from "@/api/form-outbox";
import type { OutboxEntry } from "@/lib/offline/outbox";
import { isAwaited } from "@/lib/offline/send-queued";
import { dashboardKeys, driverKeys, loadKeys, metricsKeys } from "@/lib/query-keys";
import { LOAD_COMPLETION } from "./complete-load";
import { jobLoadsChanged } from "./get-job-metrics";
import { LOAD_TICKET } from "./record-load";
import { DAILY_METRICS_ENTRY } from "./submit-metrics";

/** The outbox kinds the loads feature queues: tickets, completions, daily metrics. */
export const QUEUED_WORK_KINDS: readonly string[] = [
  LOAD_TICKET,
  LOAD_COMPLETION,
  DAILY_METRICS_ENTRY,
];

export const isQueuedWork = (entry: OutboxEntry) => QUEUED_WORK_KINDS.includes(entry.kind);

/**
 * Follows the loads feature's requests that were left to the outbox (sent later, once the
 * connection returned, or refused then): refreshes what they change and tells the caller,
 * so the person hears of it on whatever screen they are. Requests a form is still waiting on
 * are the form's to report. Returns the function that stops following.
 */
export function followQueuedWork(
  queryClient: QueryClient,
  handlers: {
    onSent: (entry: OutboxEntry, answer: unknown) => void;
    onRefused: (entry: OutboxEntry) => void;
  },
) {
  const stopSent = formOutbox.onSent((entry, answer) => {
    if (!isQueuedWork(entry) || isAwaited(entry)) return;
    for (const queryKey of [loadKeys.all, dashboardKeys.all, metricsKeys.all, driverKeys.list()]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    const load = LoadDetailSchema.safeParse(answer);
    if (load.success) void jobLoadsChanged(queryClient, load.data.jobId);
    handlers.onSent(entry, answer);
  });
  const stopFailed = formOutbox.onFailed((entry) => {
    if (isQueuedWork(entry) && !isAwaited(entry)) handlers.onRefused(entry);
  });
  return () => {
    stopSent();
    stopFailed();
  };
}
