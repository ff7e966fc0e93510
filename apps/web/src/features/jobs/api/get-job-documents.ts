import { DocumentListSchema } from "@haulwise/domain";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const jobDocumentsPath = (jobId: string) =>
  `/api/jobs/${encodeURIComponent(jobId)}/documents`;

export const getJobDocuments = async (jobId: string) =>
  (await api.get(jobDocumentsPath(jobId), DocumentListSchema)).documents;

export const jobDocumentsQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.documents(jobId), queryFn: () => getJobDocuments(jobId) });

export function useJobDocuments(jobId: string) {
  return useQuery(jobDocumentsQueryOptions(jobId));
}

/** The document list and the job's document count (on the job and in lists) change together. */
export function invalidateDocumentChange(queryClient: QueryClient, jobId: string) {
  return Promise.all(
    [jobKeys.documents(jobId), jobKeys.record(jobId), jobKeys.lists()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
