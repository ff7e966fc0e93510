import {
  type ApproveLoadInput,
  type CorrectLoadInput,
  LoadDetailSchema,
  type ReplaceLoadInput,
  type SendBackInput,
} from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { approvalKeys, dashboardKeys, loadKeys } from "@/lib/query-keys";

/** What a person does with one ticket of the day. */
export type TicketReview =
  | { action: "approve"; input: ApproveLoadInput }
  | { action: "send-back"; input: SendBackInput }
  | { action: "correct"; input: CorrectLoadInput }
  | { action: "replace"; input: ReplaceLoadInput };

const loadPath = (loadId: string) => `/api/loads/${encodeURIComponent(loadId)}`;

export const reviewTicket = (loadId: string, review: TicketReview) =>
  review.action === "correct"
    ? api.patch(loadPath(loadId), review.input, LoadDetailSchema)
    : api.post(`${loadPath(loadId)}/${review.action}`, review.input ?? {}, LoadDetailSchema);

export function useReviewTicket() {
  return useMutation({
    mutationFn: ({ loadId, review }: { loadId: string; review: TicketReview }) =>
      reviewTicket(loadId, review),
    meta: { invalidates: [approvalKeys.all, loadKeys.all, dashboardKeys.all] },
  });
}
