import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import websocket from "@fastify/websocket";
import { REALTIME } from "@haulwise/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { actorOf } from "../auth/actor.js";
import { forbidden, tooManyRequests } from "../http/app-error.js";
import type { RealtimeHub } from "./hub.js";
import { refusals } from "./hub-state.js";

/**
 * Lets the upgrade's request and response go once the socket is open: the plugin's error
 * listener holds both for the socket's life, and the HTTP response stays attached to the TCP
 * socket. Together they were about half of what an idle socket kept in memory.
 */
function releaseUpgradeRequest(socket: WebSocket, request: FastifyRequest) {
  socket.removeAllListeners("error");
  socket.on("error", () => socket.terminate());
  const tcp = request.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  tcp._httpMessage?.detachSocket(tcp);
}

/** When an account at its socket cap may try again (a closed tab's socket goes at once). */
const SOCKET_CAP_RETRY_SECONDS = 10;

/** Client messages are a topic name or two; anything near this is abuse. */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/**
 * The realtime endpoint. The upgrade request passes the same hooks as any API request (rate
 * limit, session cookie → Actor); here it must also come from the app's own origin, because
 * browsers send cookies with cross-site WebSocket handshakes and no CORS check applies.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  options: { hub: RealtimeHub; trustedOrigins: readonly string[] },
) {
  const { hub, trustedOrigins } = options;
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES, perMessageDeflate: false },
  });

  async function checkHandshake(request: FastifyRequest) {
    if (!trustedOrigins.includes(request.headers.origin ?? "")) {
      throw forbidden("Realtime connections are accepted from the Haulwise app only");
    }
    const actor = actorOf(request);
    // Refused before upgrading, so the browser's socket never opens and its back-off grows.
    if (!hub.acceptsMore(actor.userId)) {
      throw tooManyRequests(
        SOCKET_CAP_RETRY_SECONDS,
        refusals.tooManySockets(REALTIME.maxSocketsPerAccount),
      );
    }
  }

  app.get(
    REALTIME.path,
    { websocket: true, onRequest: checkHandshake, schema: { hide: true } },
    (socket, request) => {
      releaseUpgradeRequest(socket, request);
      hub.accept(socket, actorOf(request));
    },
  );
}
