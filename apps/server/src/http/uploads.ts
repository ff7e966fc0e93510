import type { Readable } from "node:stream";
import { IMAGE_MAX_BYTES, messages } from "@haulwise/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, badRequest, payloadTooLarge } from "./app-error.js";
import { assertNoNul, parseGuardedJson } from "./input-guards.js";

/** Fastify's multipart refusals that already carry their own status; everything else is malformed. */
const KNOWN_MULTIPART_CODES = new Set([
  "FST_REQ_FILE_TOO_LARGE",
  "FST_FILES_LIMIT",
  "FST_PARTS_LIMIT",
  "FST_FIELDS_LIMIT",
]);

/**
 * Runs the part of an upload that parses the multipart body: a missing or wrong boundary, a
 * body cut short or a broken part header is the client's fault, so it is a 400, never a 500.
 */
async function parsingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (KNOWN_MULTIPART_CODES.has((error as { code?: string }).code ?? "")) throw error;
    throw badRequest(messages.http.malformedMultipart);
  }
}

/** Reads the single image file of a multipart request, refusing anything over the limit. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw badRequest(messages.http.imageField);
  }
  return parsingMultipart(async () => {
    const part = await request.file({
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 },
    });
    if (!part) throw badRequest(messages.validation.selectImageFile);
    try {
      return await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
        throw payloadTooLarge(messages.validation.imageTooLarge);
      }
      throw error;
    }
  });
}

/** Streams a stored, server-encoded image; the browser may not reinterpret it as anything else. */
export function sendStoredImage(
  reply: FastifyReply,
  file: { stream: Readable; size: number },
  type: "image/webp" | "image/png" = "image/webp",
): FastifyReply {
  return reply
    .type(type)
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
  return parsingMultipart(async () => {
    const form: MultipartForm = { file: null, fields: {} };
    // preservePath: see the name as sent, so a name carrying a path is refused, not silently cut.
    const parts = request.parts({
      preservePath: true,
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000 },
    });
    for await (const part of parts) {
      assertNoNul(part.fieldname, "body");
      if (part.type === "file") {
        assertNoNul(part.filename, "body.file");
        try {
          form.file = { fileName: part.filename, data: await part.toBuffer() };
        } catch (error) {
          if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
            throw payloadTooLarge(tooLargeMessage);
          throw error;
        }
      } else {
        const value = String(part.value);
        assertNoNul(value, `body.${part.fieldname}`);
        form.fields[part.fieldname] = value;
      }
    }
    return form;
  });
}

/** A file as it arrives in a form: its name as sent, and its bytes, to be read once. */
export type IncomingFile = { fileName: string; stream: Readable };

/**
 * A multipart form read as it arrives, so a large file goes on to storage without ever being
 * whole in memory. `read` hands the file (at most one) to `onFile`, which must consume its
 * stream, and resolves with the text fields, which may come before or after the file.
 */
export type StreamedForm = {
  read(onFile: (file: IncomingFile) => Promise<void>): Promise<Record<string, string>>;
};

/** A form with at most one file, refused with `tooLargeMessage` once the file passes `maxBytes`. */
export function streamedMultipartForm(
  request: FastifyRequest,
  maxBytes: number,
  tooLargeMessage: string,
): StreamedForm {
  return {
    read(onFile) {
      if (!request.isMultipart()) throw badRequest(messages.http.formField);
      return parsingMultipart(async () => {
        const fields: Record<string, string> = {};
        const parts = request.parts({
          preservePath: true,
          limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000 },
        });
        for await (const part of parts) {
          assertNoNul(part.fieldname, "body");
          if (part.type === "file") {
            assertNoNul(part.filename, "body.file");
            // Past the limit the parser quietly cuts the file short: fail it instead, so whatever
            // stores it gives up (or, if the cut came before anyone listened, is told after).
            const tooLarge = () => payloadTooLarge(tooLargeMessage);
            part.file.once("limit", () => part.file.destroy(tooLarge()));
            try {
              await onFile({ fileName: part.filename, stream: part.file });
            } catch (error) {
              // Refused before it was read: the rest of it is skipped, not left to stall the request.
              part.file.resume();
              throw error;
            }
            if (part.file.truncated) throw tooLarge();
          } else {
            const value = String(part.value);
            assertNoNul(value, `body.${part.fieldname}`);
            fields[part.fieldname] = value;
          }
        }
        return fields;
      });
    },
  };
}

/**
 * A form field that carries JSON, read as a JSON body would be (`parseGuardedJson`): a field
 * left out reads as `{}`, and text that is not JSON is a 400 in the caller's words.
 */
export function jsonFieldOf(form: MultipartForm, name: string, notJsonMessage: string): unknown {
  const text = form.fields[name];
  if (text === undefined) return {};
  try {
    return parseGuardedJson(text, `body.${name}`);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(notJsonMessage);
  }
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
