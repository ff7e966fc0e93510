import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * JSON answers, and the HTML the server writes for a signed-in person's page (web.ts). The
 * web app's files are compressed once at build time and served as they are; images, PDFs
 * and downloads are already compressed or must reach the person byte for byte.
 */
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]+\+)?json|text\/html)(?:;|$)/;

/** Compresses those answers above 1 KB with brotli or gzip, whichever the client prefers. */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    customTypes: COMPRESSIBLE,
  });
}
