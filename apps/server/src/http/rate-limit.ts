import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { AppError } from "./app-error.js";

/** The API's own paths; the web app's files (assets, HTML, favicon) are never limited. */
export const isApiRequest = (url: string) => url === "/api" || url.startsWith("/api/");

/**
 * Whose allowance a request spends: the account when signed in, so colleagues behind one
 * office address do not share a budget; otherwise the client address (the socket, or the
 * forwarded address from a trusted proxy, see TRUST_PROXY).
 */
export function rateLimitKey(request: FastifyRequest): string {
  return request.user ? `account:${request.user.id}` : `address:${request.ip}`;
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError(
    429,
    "RATE_LIMITED",
    `Too many requests, try again in ${retryAfterSeconds} s.`,
  );
}

/**
 * Every API request counts against one limit per account or address, whatever its answer:
 * a 401, a 404 for an unknown path or a validation error spends the allowance as a success
 * does, so probing costs the same as using. The limit runs as the first hook after the
 * session is read, before any route's own checks, so it also sees requests that no route
 * matches. Register it after the auth plugin (which reads the session).
 */
export async function registerRateLimits(app: FastifyInstance, limits: Config["rateLimit"]) {
  await app.register(rateLimit, {
    global: false,
    max: limits.max,
    timeWindow: limits.windowMs,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });
  const limitApi = app.rateLimit();
  app.addHook("onRequest", async (request, reply) => {
    if (isApiRequest(request.url)) await limitApi.call(app, request, reply);
  });
}
