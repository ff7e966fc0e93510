import { ShareLinkListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { shareKeys } from "@/lib/query-keys";

export const getShareLinks = async (jobId: string) =>
  (await api.get(`/api/jobs/${encodeURIComponent(jobId)}/share-links`, ShareLinkListSchema)).links;

export const shareLinksQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: shareKeys.links(jobId), queryFn: () => getShareLinks(jobId) });

/** The job's share links, for its contractors. */
export function useShareLinks(jobId: string, enabled = true) {
  return useQuery({ ...shareLinksQueryOptions(jobId), enabled });
}
