import { MyMetricsSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { metricsKeys } from "@/lib/query-keys";

export const getMyMetrics = () => api.get("/api/me/metrics", MyMetricsSchema);

export const myMetricsQueryOptions = queryOptions({
  queryKey: metricsKeys.mine(),
  queryFn: getMyMetrics,
});

/** The signed-in driver's daily metrics entries of today. */
export function useMyMetrics() {
  return useQuery(myMetricsQueryOptions);
}
