import { type DailyMetricsInput, SubmitMetricsResultSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { formOutbox } from "@/api/form-outbox";
import { sendQueued } from "@/lib/offline/send-queued";
import { driverKeys, metricsKeys } from "@/lib/query-keys";

/** The outbox kind of a daily metrics entry. */
export const DAILY_METRICS_ENTRY = "daily-metrics";

/**
 * Sends the day's figures for a job through the form outbox (sending again for the same job
 * and day corrects them, so a repeat is harmless). Resolves with the server's answer, or null
 * when the entry waits for a connection.
 */
export async function submitMetrics(input: DailyMetricsInput, label: string) {
  const result = await sendQueued(formOutbox, {
    method: "POST",
    path: "/api/me/metrics",
    body: input,
    kind: DAILY_METRICS_ENTRY,
    label,
  });
  return result.sent ? SubmitMetricsResultSchema.parse(result.answer) : null;
}

export function useSubmitMetrics() {
  return useMutation({
    // The outbox keeps the request when there is no network; the mutation must not wait.
    networkMode: "always",
    mutationFn: ({ input, label }: { input: DailyMetricsInput; label: string }) =>
      submitMetrics(input, label),
    meta: { invalidates: [metricsKeys.mine(), driverKeys.list()] },
  });
}
