import { MyLoadsSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { loadKeys } from "@/lib/query-keys";

export const getMyLoads = () => api.get("/api/me/loads", MyLoadsSchema);

export const myLoadsQueryOptions = queryOptions({
  queryKey: loadKeys.mine(),
  queryFn: getMyLoads,
});

/** The signed-in driver's loads under way and the latest delivered. */
export function useMyLoads() {
  return useQuery(myLoadsQueryOptions);
}
