import { JoinRequestResultSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const requestToJoin = (jobId: string) =>
  api.post(
    `/api/jobs/${encodeURIComponent(jobId)}/join-requests`,
    undefined,
    JoinRequestResultSchema,
  );

export function useRequestToJoin() {
  return useMutation({
    mutationFn: requestToJoin,
    meta: { invalidates: [jobKeys.list("available")] },
  });
}
