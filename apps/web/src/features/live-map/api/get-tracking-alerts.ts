import { AlertsUpdateSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { trackingKeys } from "@/lib/query-keys";

export const getTrackingAlerts = () => api.get("/api/tracking/alerts", AlertsUpdateSchema);

/** Kept current by the company's alerts topic. */
export const trackingAlertsQueryOptions = queryOptions({
  queryKey: trackingKeys.alerts(),
  queryFn: getTrackingAlerts,
});

/** The company's open idle and stopped-sharing alerts. */
export function useTrackingAlerts() {
  return useQuery(trackingAlertsQueryOptions);
}
