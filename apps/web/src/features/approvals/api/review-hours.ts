import { ApprovalDaySchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { approvalKeys } from "@/lib/query-keys";

export const reviewHours = (entryId: string, note: string | null) =>
  api.post(
    `/api/hours/${encodeURIComponent(entryId)}/${note === null ? "approve" : "send-back"}`,
    note === null ? {} : { note },
    ApprovalDaySchema,
  );

/** Approves a driver's hours of the day (note null), or sends them back with a note. */
export function useReviewHours() {
  return useMutation({
    mutationFn: ({ entryId, note }: { entryId: string; note: string | null }) =>
      reviewHours(entryId, note),
    meta: { invalidates: [approvalKeys.all] },
  });
}
