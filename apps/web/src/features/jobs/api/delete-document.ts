import { useMutation } from "@tanstack/react-query";
import { documentChange } from "@/api/get-job-documents";
import { api } from "@/lib/api-client";

export const deleteDocument = (documentId: string) =>
  api.delete(`/api/documents/${encodeURIComponent(documentId)}`);

export function useDeleteDocument(jobId: string) {
  return useMutation({ mutationFn: deleteDocument, meta: { invalidates: documentChange(jobId) } });
}
