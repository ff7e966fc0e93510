import { type ApproveSharedDayInput, CustomerReviewSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { shareKeys } from "@/lib/query-keys";

export const approveSharedDay = (token: string, day: string, input: ApproveSharedDayInput) =>
  api.post(
    `/api/shared/${encodeURIComponent(token)}/days/${encodeURIComponent(day)}/approve`,
    input,
    CustomerReviewSchema,
  );

/** The link holder signs off one day's delivered tickets. */
export function useApproveSharedDay(token: string) {
  return useMutation({
    mutationFn: ({ day, input }: { day: string; input: ApproveSharedDayInput }) =>
      approveSharedDay(token, day, input),
    meta: { invalidates: [shareKeys.shared(token)] },
  });
}
