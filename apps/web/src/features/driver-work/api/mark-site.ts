import { MarkedSiteSchema, type MarkSiteInput } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys, siteKeys } from "@/lib/query-keys";

/** A driver says "this is the pit" (or the dump site) where they stand, on one of their jobs. */
export const markSite = (jobId: string, input: MarkSiteInput) =>
  api.post(`/api/jobs/${encodeURIComponent(jobId)}/site-marks`, input, MarkedSiteSchema);

export function useMarkSite(jobId: string) {
  return useMutation({
    mutationFn: (input: MarkSiteInput) => markSite(jobId, input),
    meta: { invalidates: [siteKeys.all, jobKeys.record(jobId)] },
  });
}
