import { DocumentSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { documentChange, jobDocumentsPath } from "@/api/get-job-documents";
import { api } from "@/lib/api-client";

export type DocumentUpload = { file: File; driverId: string; notes: string };

export function uploadDocument(jobId: string, { file, driverId, notes }: DocumentUpload) {
  const body = new FormData();
  body.append("driverId", driverId);
  if (notes.trim()) body.append("notes", notes.trim());
  body.append("file", file);
  return api.post(jobDocumentsPath(jobId), body, DocumentSchema);
}

export function useUploadDocument(jobId: string) {
  return useMutation({
    mutationFn: (upload: DocumentUpload) => uploadDocument(jobId, upload),
    meta: { invalidates: documentChange(jobId) },
  });
}
