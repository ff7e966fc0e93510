import type { Readable } from "node:stream";
import { IMAGE_MAX_BYTES, messages } from "@haulwise/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { badRequest, payloadTooLarge } from "./app-error.js";

/** Reads the single image file of a multipart request, refusing anything over the limit. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw badRequest("Send the image as multipart/form-data in a field named 'file'");
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
