import { CompanyLivePositionsSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { trackingKeys } from "@/lib/query-keys";

export const getCompanyPositions = () =>
  api.get("/api/tracking/positions", CompanyLivePositionsSchema);

/** Kept current by the company's locations topic; read over HTTP on first view and while it is down. */
export const companyPositionsQueryOptions = queryOptions({
  queryKey: trackingKeys.company(),
  queryFn: getCompanyPositions,
});

/** The company's drivers on the live map, as many as the plan shows. */
export function useCompanyPositions() {
  return useQuery(companyPositionsQueryOptions);
}
