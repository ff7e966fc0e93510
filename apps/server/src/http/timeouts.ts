import { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";

type ClientErrorHandler = (error: NodeJS.ErrnoException, socket: Socket) => void;

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

/**
 * How long a connection answered before its body arrived stays open after the answer: long
 * enough for the client to read it, since closing at once on a client still sending makes
 * the network reset the connection, often before the answer is read.
 */
const LINGER_AFTER_EARLY_ANSWER_MS = 1_000;

/** Whether the client is still sending the request's body. */
function bodyStillArriving(raw: import("node:http").IncomingMessage) {
  const declared = Number(raw.headers["content-length"] ?? 0) > 0;
  return (declared || raw.headers["transfer-encoding"] !== undefined) && !raw.complete;
}

/**
 * A request answered before its body has arrived (refused unread: no session, a foreign
 * origin, a file too large) ends its connection: the answer says `Connection: close`, the
 * server stops sending, and the socket is closed a moment later whatever the client still
 * sends. Otherwise Node keeps reading the rest of the body for a connection it could reuse,
 * and a client trickling a large body holds the socket until the upload allowance runs out.
 */
export function registerEarlyAnswerClose(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (bodyStillArriving(request.raw)) reply.header("connection", "close");
    return payload;
  });
  app.addHook("onResponse", async (request) => {
    const raw = request.raw;
    if (!bodyStillArriving(raw)) return;
    const socket = raw.socket;
    // Only a network connection has anything to close (not an in-process test request).
    if (!(socket instanceof Socket)) return;
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_AFTER_EARLY_ANSWER_MS).unref();
  });
}

/** Options for Node's HTTP server: header deadlines checked often enough to hold. */
export function httpServerOptions(config: Config["http"]) {
  return {
    connectionsCheckingInterval: Math.max(50, Math.min(1000, config.headersTimeoutMs / 5)),
  };
}
