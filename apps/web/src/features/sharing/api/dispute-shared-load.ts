import { CustomerReviewSchema, type DisputeSharedLoadInput } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { shareKeys } from "@/lib/query-keys";

export const disputeSharedLoad = (token: string, loadId: string, input: DisputeSharedLoadInput) =>
  api.post(
    `/api/shared/${encodeURIComponent(token)}/loads/${encodeURIComponent(loadId)}/dispute`,
    input,
    CustomerReviewSchema,
  );

/** The link holder disputes one ticket, saying what is wrong with it. */
export function useDisputeSharedLoad(token: string) {
  return useMutation({
    mutationFn: ({ loadId, input }: { loadId: string; input: DisputeSharedLoadInput }) =>
      disputeSharedLoad(token, loadId, input),
    meta: { invalidates: [shareKeys.shared(token)] },
  });
}
