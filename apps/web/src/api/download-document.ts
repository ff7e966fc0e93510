import { messages } from "@haulwise/domain";
import { api } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import { toast } from "@/lib/toast";

/** Where a job document is downloaded from, for its company's contractors and its driver. */
export const documentDownloadPath = (documentId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}/download`;

/**
 * Saves a job document, saying so when it could not; resolves once the attempt is over.
 * Fetching first (rather than following a link) lets the screen say when the download failed.
 */
export async function downloadDocument(document: { id: string; fileName: string }) {
  try {
    saveFile(await api.blob(documentDownloadPath(document.id)), document.fileName);
  } catch {
    toast.error(messages.documents.failedToDownload);
  }
}
