import { SentDocumentsSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { documentChange, jobDocumentsPath } from "@/api/get-job-documents";
import { api } from "@/lib/api-client";

export type DocumentUpload = {
  file: File;
  sendTo: "drivers" | "job";
  driverIds: string[];
  notes: string;
};

/** One request, the file sent once: to the chosen drivers, or to everyone on the job. */
export function uploadDocument(jobId: string, { file, sendTo, driverIds, notes }: DocumentUpload) {
  const body = new FormData();
  if (sendTo === "job") body.append("sendTo", "job");
  else body.append("driverIds", driverIds.join(","));
  if (notes.trim()) body.append("notes", notes.trim());
  body.append("file", file);
  return api.post(jobDocumentsPath(jobId), body, SentDocumentsSchema);
}

export function useUploadDocument(jobId: string) {
  return useMutation({
    mutationFn: (upload: DocumentUpload) => uploadDocument(jobId, upload),
    meta: { invalidates: documentChange(jobId) },
  });
}
