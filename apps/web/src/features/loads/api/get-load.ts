import { LoadDetailSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { loadKeys } from "@/lib/query-keys";

export const loadPath = (loadId: string) => `/api/loads/${encodeURIComponent(loadId)}`;

export const getLoad = (loadId: string) => api.get(loadPath(loadId), LoadDetailSchema);

export const loadQueryOptions = (loadId: string) =>
  queryOptions({ queryKey: loadKeys.detail(loadId), queryFn: () => getLoad(loadId) });

/** One load with its photo, positions and history. */
export function useLoad(loadId: string | null) {
  return useQuery({ ...loadQueryOptions(loadId ?? ""), enabled: loadId !== null });
}
