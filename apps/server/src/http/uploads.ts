import type { Readable } from "node:stream";
import { IMAGE_MAX_BYTES, messages } from "@haulwise/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { badRequest, payloadTooLarge } from "./app-error.js";

/** Reads the single image file of a multipart request, refusing anything over the limit. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw badRequest(messages.http.imageField);
  }
  const part = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });
  if (!part) throw badRequest(messages.validation.selectImageFile);
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw payloadTooLarge(messages.validation.imageTooLarge);
    }
    throw error;
  }
}

/** Streams a stored, server-encoded image; the browser may not reinterpret it as anything else. */
export function sendStoredImage(
  reply: FastifyReply,
  file: { stream: Readable; size: number },
): FastifyReply {
  return reply
    .type("image/webp")
    .header("content-length", file.size)
    .header("content-disposition", "inline")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("cache-control", "private, max-age=86400")
    .send(file.stream);
}

export type MultipartForm = {
  file: { fileName: string; data: Buffer } | null;
  fields: Record<string, string>;
};

/** Reads a form with at most one file and a few text fields, refusing a file over `maxBytes`. */
export async function readMultipartForm(
  request: FastifyRequest,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw badRequest(messages.http.formField);
  }
  const form: MultipartForm = { file: null, fields: {} };
  // preservePath: see the name as sent, so a name carrying a path is refused, not silently cut.
  const parts = request.parts({
    preservePath: true,
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000 },
  });
  for await (const part of parts) {
    if (part.type === "file") {
      try {
        form.file = { fileName: part.filename, data: await part.toBuffer() };
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          throw payloadTooLarge(tooLargeMessage);
        throw error;
      }
    } else {
      form.fields[part.fieldname] = String(part.value);
    }
  }
  return form;
}

/**
 * Sends a stored file as a download: the server picks the type, the browser may not sniff or
 * render it, and the name is encoded per RFC 6266 so no header can be injected through it.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { stream: Readable; size: number; fileName: string; contentType: string },
): FastifyReply {
  const fallback = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return reply
    .type(file.contentType)
    .header("content-length", file.size)
    .header(
      "content-disposition",
      `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("cache-control", "private, no-store")
    .send(file.stream);
}
