import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app, with history fallback so every client route loads index.html.
 * Unknown /api paths answer a JSON 404 instead.
 */
export async function registerWeb(app: FastifyInstance, distDir: string | null) {
  const hasWeb = distDir !== null && existsSync(path.join(distDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith("/api/") || request.url === "/api";
    if (!hasWeb || isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send({
        error: {
          code: "NOT_FOUND",
          message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}`,
        },
      });
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
