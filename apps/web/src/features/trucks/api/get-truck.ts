import { TruckSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { truckKeys } from "@/lib/query-keys";

export const getTruck = (truckId: string) =>
  api.get(`/api/trucks/${encodeURIComponent(truckId)}`, TruckSchema);

export const truckQueryOptions = (truckId: string) =>
  queryOptions({ queryKey: truckKeys.detail(truckId), queryFn: () => getTruck(truckId) });

export function useTruck(truckId: string) {
  return useQuery(truckQueryOptions(truckId));
}
