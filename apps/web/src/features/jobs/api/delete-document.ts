import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { documentChange } from "./get-job-documents";

export const deleteDocument = (documentId: string) =>
  api.delete(`/api/documents/${encodeURIComponent(documentId)}`);

export function useDeleteDocument(jobId: string) {
  return useMutation({ mutationFn: deleteDocument, meta: { invalidates: documentChange(jobId) } });
}
