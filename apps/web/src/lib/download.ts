import { messages } from "@haulwise/domain";
import { toast } from "sonner";
import { ApiError } from "./api-client";

/**
 * Fetches a file the server sends as an attachment and saves it under `fileName`. Fetching
 * first (rather than following a link) lets the screen say when the download failed.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", "Could not reach the server. Check your connection.");
  }
  if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, "");
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}

/** Where a job document is downloaded from, for its company's contractors and its driver. */
export const documentDownloadUrl = (documentId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}/download`;

/** Saves a job document, saying so when it could not; resolves once the attempt is over. */
export async function downloadDocument(document: { id: string; fileName: string }) {
  try {
    await downloadFile(documentDownloadUrl(document.id), document.fileName);
  } catch {
    toast.error(messages.documents.failedToDownload);
  }
}
