import { JoinRequestResultSchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const requestToJoin = (jobId: string) =>
  api.post(
    `/api/jobs/${encodeURIComponent(jobId)}/join-requests`,
    undefined,
    JoinRequestResultSchema,
  );

export function useRequestToJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestToJoin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.list("available") }),
  });
}
