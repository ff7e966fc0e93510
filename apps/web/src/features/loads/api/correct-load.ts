import { type CorrectLoadInput, LoadDetailSchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dashboardKeys, loadKeys } from "@/lib/query-keys";
import { jobLoadsChanged } from "./get-job-metrics";
import { loadPath } from "./get-load";

export const correctLoad = (loadId: string, input: CorrectLoadInput) =>
  api.patch(loadPath(loadId), input, LoadDetailSchema);

export function useCorrectLoad(loadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CorrectLoadInput) => correctLoad(loadId, input),
    meta: {
      updates: loadKeys.detail(loadId),
      invalidates: [loadKeys.summaries(), loadKeys.mine(), dashboardKeys.all],
    },
    onSuccess: (load) => jobLoadsChanged(queryClient, load.jobId),
  });
}
