import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateDocumentChange } from "./get-job-documents";

export const deleteDocument = (documentId: string) =>
  api.delete(`/api/documents/${encodeURIComponent(documentId)}`);

export function useDeleteDocument(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => invalidateDocumentChange(queryClient, jobId),
  });
}
