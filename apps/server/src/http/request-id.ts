import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * What a proxy's request id may look like to be kept: UUIDs, nginx's `$request_id` (hex),
 * Envoy's and most platforms' ids fit. Anything else (too long, spaces, quotes, control
 * characters that would forge a log line) is replaced by our own.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:+=/-]{8,128}$/;

/**
 * Names each request for the logs: the id a trusted proxy sent in `X-Request-Id`, so one
 * request can be followed from the proxy's log into ours, or a fresh UUID. Without a trusted
 * proxy the header comes from whoever connects, so it is not believed.
 */
export function requestIdGenerator(trustProxy: boolean): (raw: IncomingMessage) => string {
  if (!trustProxy) return () => randomUUID();
  return (raw) => {
    const given = raw.headers[REQUEST_ID_HEADER];
    return typeof given === "string" && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
  };
}

/** Every answer names its request, so a person reporting a problem can quote it. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
