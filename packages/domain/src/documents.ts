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

/** The most drivers one upload goes to (a company's whole fleet, with room to spare). */
export const DOCUMENT_MAX_RECIPIENTS = 200;

/**
 * Who one upload goes to: chosen drivers of the company, or everyone on the job's roster at
 * the moment it is sent. Each recipient gets their own document; the file is stored once.
 */
export const DocumentRecipientsSchema = z.discriminatedUnion("sendTo", [
  z.object({
    sendTo: z.literal("drivers"),
    driverIds: z
      .array(z.string().trim().min(1).max(64))
      .min(1, { error: messages.documents.recipientsRequired })
      .max(DOCUMENT_MAX_RECIPIENTS, { error: messages.documents.tooManyRecipients })
      .transform((ids) => [...new Set(ids)]),
  }),
  z.object({ sendTo: z.literal("job") }),
]);
export type DocumentRecipients = z.output<typeof DocumentRecipientsSchema>;

/**
 * The recipients in an upload's text fields: `driverId` (one driver, as integrations send
 * it), `driverIds` (several, separated by commas) or `sendTo=job` (everyone on the job).
 */
export function documentRecipientsOf(fields: Record<string, string | undefined>) {
  if (fields.sendTo === "job") return DocumentRecipientsSchema.safeParse({ sendTo: "job" });
  const ids = [fields.driverId ?? "", ...(fields.driverIds ?? "").split(",")]
    .map((id) => id.trim())
    .filter(Boolean);
  return DocumentRecipientsSchema.safeParse({ sendTo: "drivers", driverIds: ids });
}

/** What one upload created: a document for each driver it went to. */
export const SentDocumentsSchema = DocumentListSchema;

/** The upload form: the file goes beside these; notes are optional. */
export const UploadDocumentFieldsSchema = z
  .object({
    sendTo: z.enum(["drivers", "job"]),
    driverIds: z.array(z.string()),
    notes: z.string().max(2000, { error: messages.documents.notesTooLong }),
  })
  .refine((fields) => fields.sendTo === "job" || fields.driverIds.length > 0, {
    error: messages.documents.recipientsRequired,
    path: ["driverIds"],
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
