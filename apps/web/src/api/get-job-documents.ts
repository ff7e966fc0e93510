import { DocumentListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const jobDocumentsPath = (jobId: string) =>
  `/api/jobs/${encodeURIComponent(jobId)}/documents`;

export const getJobDocuments = async (jobId: string) =>
  (await api.get(jobDocumentsPath(jobId), DocumentListSchema)).documents;

export const jobDocumentsQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.documents(jobId), queryFn: () => getJobDocuments(jobId) });

/** A job's documents: every one for its contractors, the ones sent to them for a driver on it. */
export function useJobDocuments(jobId: string) {
  return useQuery(jobDocumentsQueryOptions(jobId));
}

/** What an upload or a delete makes out of date: the list, and the job's document count. */
export const documentChange = (jobId: string) => [
  jobKeys.documents(jobId),
  jobKeys.record(jobId),
  jobKeys.lists(),
];
