import { LoadDetailSchema, type VoidLoadInput } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dashboardKeys, loadKeys } from "@/lib/query-keys";
import { jobLoadsChanged } from "./get-job-metrics";
import { loadPath } from "./get-load";

export const voidLoad = (loadId: string, input: VoidLoadInput) =>
  api.post(`${loadPath(loadId)}/void`, input, LoadDetailSchema);

export function useVoidLoad(loadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VoidLoadInput) => voidLoad(loadId, input),
    meta: {
      updates: loadKeys.detail(loadId),
      invalidates: [loadKeys.summaries(), loadKeys.mine(), dashboardKeys.all],
    },
    onSuccess: (load) => jobLoadsChanged(queryClient, load.jobId),
  });
}
