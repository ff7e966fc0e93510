import type { JobDocument } from "@haulwise/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "./keys";

const documentsPath = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/documents`;

export const getJobDocuments = async (jobId: string) =>
  (await api.get<{ documents: JobDocument[] }>(documentsPath(jobId))).documents;

export const jobDocumentsQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.documents(jobId), queryFn: () => getJobDocuments(jobId) });

export function useJobDocuments(jobId: string) {
  return useQuery(jobDocumentsQueryOptions(jobId));
}

export type DocumentUpload = { file: File; driverId: string; notes: string };

export function uploadDocument(jobId: string, { file, driverId, notes }: DocumentUpload) {
  const body = new FormData();
  body.append("driverId", driverId);
  if (notes.trim()) body.append("notes", notes.trim());
  body.append("file", file);
  return api.post<JobDocument>(documentsPath(jobId), body);
}

/** The document list and the job's document count both change with an upload or a delete. */
function useInvalidateDocuments(jobId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: jobKeys.documents(jobId) }),
      queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId), exact: true }),
      queryClient.invalidateQueries({ queryKey: jobKeys.list() }),
    ]);
}

export function useUploadDocument(jobId: string) {
  const invalidate = useInvalidateDocuments(jobId);
  return useMutation({
    mutationFn: (upload: DocumentUpload) => uploadDocument(jobId, upload),
    onSuccess: invalidate,
  });
}

export const deleteDocument = (documentId: string) =>
  api.delete<void>(`/api/documents/${encodeURIComponent(documentId)}`);

export function useDeleteDocument(jobId: string) {
  const invalidate = useInvalidateDocuments(jobId);
  return useMutation({ mutationFn: deleteDocument, onSuccess: invalidate });
}
