import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";

type ClientErrorHandler = (error: NodeJS.ErrnoException, socket: import("node:net").Socket) => void;

const isUpload = (contentType: string | undefined) =>
  contentType?.toLowerCase().startsWith("multipart/") ?? false;

/**
 * Node's own `requestTimeout` is one figure for the whole server, so it is set to the upload
 * allowance and this hook holds every other request body to the shorter limit: a client that
 * trickles a JSON body is answered 408 and disconnected.
 */
export function registerRequestTimeout(
  app: FastifyInstance,
  config: Config["http"],
  answerClientError: ClientErrorHandler,
) {
  app.server.headersTimeout = config.headersTimeoutMs;
  app.addHook("onRequest", async (request, reply) => {
    const raw = request.raw;
    const hasBody =
      raw.headers["content-length"] !== undefined || raw.headers["transfer-encoding"] !== undefined;
    if (!hasBody || raw.complete || isUpload(raw.headers["content-type"])) return;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      const timeout = Object.assign(new Error("request timed out"), {
        code: "ERR_HTTP_REQUEST_TIMEOUT",
      });
      answerClientError(timeout, raw.socket);
    }, config.requestTimeoutMs);
    timer.unref();
    raw.once("end", () => clearTimeout(timer));
    raw.once("close", () => clearTimeout(timer));
    // Answered (often refused before its body was read): there is nothing left to time out.
    reply.raw.once("finish", () => clearTimeout(timer));
  });
}

/** Options for Node's HTTP server: header deadlines checked often enough to hold. */
export function httpServerOptions(config: Config["http"]) {
  return {
    connectionsCheckingInterval: Math.max(50, Math.min(1000, config.headersTimeoutMs / 5)),
  };
}
