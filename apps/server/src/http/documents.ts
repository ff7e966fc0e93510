import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * Sends a PDF the server rendered for the asker, shown in the browser's own viewer (inline)
 * and never cached by anything shared. Unlike uploaded files it is not sandboxed: Chromium's
 * viewer refuses to open a PDF under a `sandbox` policy, and this one holds nothing but text
 * and the company's re-encoded logo. A long document comes as a stream, sent as it is drawn.
 */
export function sendPdf(reply: FastifyReply, file: { fileName: string; pdf: Buffer | Readable }) {
  return reply
    .type("application/pdf")
    .header(
      "content-disposition",
      `inline; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
    )
    .header("cache-control", "private, no-store")
    .send(file.pdf);
}

/** Sends a CSV file the server wrote for the asker, as a download. */
export function sendCsv(reply: FastifyReply, file: { fileName: string; body: string }) {
  return reply
    .type("text/csv; charset=utf-8")
    .header(
      "content-disposition",
      `attachment; filename="${file.fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
    )
    .header("cache-control", "private, no-store")
    .send(file.body);
}
