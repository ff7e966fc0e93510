import { type CompleteLoadInput, LoadDetailSchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dashboardKeys, loadKeys } from "@/lib/query-keys";
import { jobLoadsChanged } from "./get-job-metrics";
import { loadPath } from "./get-load";

export const completeLoad = (loadId: string, input: CompleteLoadInput) =>
  api.post(`${loadPath(loadId)}/complete`, input, LoadDetailSchema);

/** A load under way delivered at the site. */
export function useCompleteLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loadId, ...input }: CompleteLoadInput & { loadId: string }) =>
      completeLoad(loadId, input),
    meta: { invalidates: [loadKeys.all, dashboardKeys.all] },
    onSuccess: (load) => jobLoadsChanged(queryClient, load.jobId),
  });
}
