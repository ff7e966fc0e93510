import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Allowance, RateLimits } from "../config.js";
import { tooManyRequests } from "./app-error.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Which allowance the route spends instead of the general API one: `ingest` for position
     * uploads, `none` for callers that prove who they are by a signature (payment webhooks) and
     * for the map's basemap file, whose ranges a map asks for as a page asks for its images.
     */
    allowance?: "ingest" | "none";
    /** The route also spends the stricter sign-in allowance (it checks a password or sends mail). */
    signInAllowance?: boolean;
  }
}

/** The API's own paths; the web app's files (assets, HTML, favicon) are never limited. */
export const isApiRequest = (url: string) => url === "/api" || url.startsWith("/api/");

/**
 * Whose allowance a request spends: the account when signed in, so colleagues behind one
 * office address do not share a budget; otherwise the client address (the socket, or the
 * forwarded address from a trusted proxy, see TRUST_PROXY).
 */
export function rateLimitKey(request: FastifyRequest): string {
  return request.actor ? `account:${request.actor.userId}` : `address:${request.ip}`;
}

type Check = ReturnType<FastifyInstance["createRateLimit"]>;

/**
 * The one rate-limit mechanism of the API. Every API request spends one allowance, whatever
 * its answer: a 401, a 404 for an unknown path or a validation error costs as a success does,
 * so probing costs the same as using.
 *
 * - `api`: every request, unless its route names another;
 * - `ingest`: position uploads and tracking beacons, instead of `api` (a driver's queue drains
 *   in bursts after a dead zone);
 * - `signIn`: routes that check a password or send mail to an address, on top of `api`, per
 *   client address and endpoint.
 *
 * It runs as the first hook after the session is read, before any route's own checks, so it
 * also sees requests no route matches. Register it after the auth plugin.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits) {
  await app.register(rateLimit, { global: false, keyGenerator: rateLimitKey });
  // Each allowance has its own counters: a child store per `createRateLimit`.
  const checkerFor = (allowance: Allowance, keyGenerator = rateLimitKey): Check =>
    app.createRateLimit({ max: allowance.max, timeWindow: allowance.windowMs, keyGenerator });
  const api = checkerFor(limits.api);
  const ingest = checkerFor(limits.ingest);
  // Per address and endpoint, signed in or not: three sign-ins do not use up a password change.
  const signIn = checkerFor(
    limits.signIn,
    (request) => `address:${request.ip}|${request.url.split("?")[0]}`,
  );

  async function spend(check: Check, request: FastifyRequest, reply: FastifyReply) {
    const verdict = await check(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    const retryAfter = Math.max(1, verdict.ttlInSeconds);
    reply.header("retry-after", String(retryAfter));
    throw tooManyRequests(retryAfter);
  }

  app.addHook("onRequest", async (request, reply) => {
    if (!isApiRequest(request.url)) return;
    const config = request.routeOptions.config;
    if (config?.allowance === "none") return;
    await spend(config?.allowance === "ingest" ? ingest : api, request, reply);
    if (config?.signInAllowance) await spend(signIn, request, reply);
  });
}
