import { z } from "zod";
import { messages } from "./messages.js";

/** Documents for drivers: images, PDF and Word files, at most 20 MB (stated in the upload dialog). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** Extension → the content types `file-type` must detect for it. */
export const DOCUMENT_TYPES: Record<string, { mime: string; detected: readonly string[] }> = {
  pdf: { mime: "application/pdf", detected: ["application/pdf"] },
  png: { mime: "image/png", detected: ["image/png"] },
  jpg: { mime: "image/jpeg", detected: ["image/jpeg"] },
  jpeg: { mime: "image/jpeg", detected: ["image/jpeg"] },
  webp: { mime: "image/webp", detected: ["image/webp"] },
  gif: { mime: "image/gif", detected: ["image/gif"] },
  doc: { mime: "application/msword", detected: ["application/x-cfb"] },
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    detected: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  },
};

/** The `accept` attribute of the file picker. */
export const DOCUMENT_ACCEPT = Object.keys(DOCUMENT_TYPES)
  .map((ext) => `.${ext}`)
  .join(",");

export const DocumentSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  sizeBytes: z.number().int(),
  notes: z.string().nullable(),
  driver: z.object({ id: z.string().nullable(), name: z.string() }),
  uploadedByName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  jobNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type JobDocument = z.infer<typeof DocumentSchema>;

export const DocumentListSchema = z.object({ documents: z.array(DocumentSchema) });

/** The fields sent with a document's file: the driver it is for, and optional notes. */
export const UploadDocumentFieldsSchema = z.object({
  driverId: z.string().trim().min(1, { error: messages.documents.driverRequired }),
  notes: z.string().max(2000, { error: messages.documents.notesTooLong }),
});
export type UploadDocumentFields = z.infer<typeof UploadDocumentFieldsSchema>;

/**
 * What is wrong with a chosen file before it is sent, or null: a folder path in its name, a
 * type we do not take, or too large. The server checks the content again.
 */
export function documentFileProblem(file: { name: string; size: number }): string | null {
  if (/[/\\]|\.\./.test(file.name)) return messages.documents.pathInName;
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  if (!DOCUMENT_TYPES[extension]) return messages.documents.unsupportedType;
  if (file.size > DOCUMENT_MAX_BYTES) return messages.documents.tooLarge;
  if (file.size === 0) return messages.documents.empty;
  return null;
}
