import path from "node:path";
import send from "@fastify/send";
import { messages } from "@haulwise/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound, rangeNotSatisfiable } from "./app-error.js";

/**
 * Serves a file on disk whole or by one byte range (`Range: bytes=a-b`, answered 206 with
 * Content-Range), with an ETag and Last-Modified a browser can revalidate against, through
 * @fastify/send. A range outside the file answers 416 with a Content-Range of the file's size and
 * the API's error body. `cacheControl` is the answer's caching.
 */
export async function sendFileRanges(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  { contentType, cacheControl }: { contentType: string; cacheControl: string },
): Promise<FastifyReply> {
  const result = await send(request.raw, `/${encodeURIComponent(path.basename(file))}`, {
    root: path.dirname(file),
    dotfiles: "allow",
    acceptRanges: true,
    cacheControl: false,
    contentType: false,
    etag: true,
    lastModified: true,
    index: false,
  });
  if (result.statusCode === 416) {
    const contentRange = String(result.headers["Content-Range"] ?? "");
    result.stream.destroy();
    reply.header("content-range", contentRange);
    throw rangeNotSatisfiable(messages.map.rangeNotSatisfiable(Number(contentRange.split("/")[1])));
  }
  if (result.statusCode >= 400) {
    result.stream.destroy();
    throw notFound();
  }
  reply.status(result.statusCode).headers(result.headers);
  if (result.statusCode !== 304) {
    reply.header("content-type", contentType).header("cache-control", cacheControl);
  }
  return reply.send(result.stream);
}
