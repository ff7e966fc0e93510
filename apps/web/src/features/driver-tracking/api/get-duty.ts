import { DutySchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dutyKeys } from "@/lib/query-keys";

export const getDuty = () => api.get("/api/me/duty", DutySchema);

export const dutyQueryOptions = queryOptions({ queryKey: dutyKeys.all, queryFn: getDuty });

export function useDuty() {
  return useQuery(dutyQueryOptions);
}
