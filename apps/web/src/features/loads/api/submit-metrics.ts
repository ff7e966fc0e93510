import { type DailyMetricsInput, SubmitMetricsResultSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { driverKeys, metricsKeys } from "@/lib/query-keys";

export const submitMetrics = (input: DailyMetricsInput) =>
  api.post("/api/me/metrics", input, SubmitMetricsResultSchema);

/** Sends the day's figures for a job; sending again for the same job and day corrects them. */
export function useSubmitMetrics() {
  return useMutation({
    mutationFn: submitMetrics,
    meta: { invalidates: [metricsKeys.mine(), driverKeys.list()] },
  });
}
