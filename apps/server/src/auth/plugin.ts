import {
  type ErrorBodyCode,
  ErrorBodyCodeSchema,
  type ErrorCode,
  messages,
} from "@haulwise/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Clock } from "../clock.js";
import type { Config } from "../config.js";
import type { Db } from "../db/database.js";
import { forbidden, unauthenticated } from "../http/app-error.js";
import { isSafeMethod } from "../http/methods.js";
import type { Actor, ActorResolver, SessionUser } from "./actor.js";
import type { Auth } from "./auth.js";
import { CLIENT_IP_HEADER } from "./client-ip.js";
import type { DeferredAuth } from "./deferred-auth.js";
import { createSessionReader, type SessionReader } from "./session-reader.js";

/** Fetch-style headers for Better Auth, with the client address we vouch for. */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.set(key, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Who a request's session cookie belongs to, or null: what API requests find in
     * `request.actor`, for the few other requests that need it (a signed-in page's HTML).
     */
    readActor(request: FastifyRequest): Promise<Actor | null>;
  }
  interface FastifyContextConfig {
    /**
     * The route is called by other servers (a payment provider's webhook), never by a
     * browser with our cookies, and proves who calls it by a signature of its own: the
     * cross-site check does not apply.
     */
    calledByServers?: boolean;
  }
}

/** Not encapsulated: the session hook must run for every API route. */
export const authPlugin = fp(registerAuth, { name: "haulwise-auth" });

async function registerAuth(
  app: FastifyInstance,
  options: {
    auth: DeferredAuth;
    config: Config;
    db: Db;
    clock: Clock;
    resolveActor: ActorResolver;
  },
) {
  const { config, resolveActor } = options;

  let reader: Promise<SessionReader> | null = null;
  /** Made from Better Auth's own settings, so the two agree on cookie names, secret and ages. */
  const sessionReader = () => {
    reader ??= options.auth().then(async (auth) => {
      const context = await auth.$context;
      return createSessionReader(options.db, options.clock, {
        secret: context.secret,
        sessionCookie: context.authCookies.sessionToken.name,
        dontRememberCookie: context.authCookies.dontRememberToken.name,
        expiresIn: context.sessionConfig.expiresIn,
        updateAge: context.sessionConfig.updateAge,
      });
    });
    return reader;
  };

  async function sessionUserOf(
    request: FastifyRequest,
    cookie: string,
  ): Promise<SessionUser | null> {
    const reading = await (await sessionReader())(cookie);
    if (reading.kind !== "lifecycle") return reading.kind === "valid" ? reading.user : null;
    const auth = await options.auth();
    const result = await auth.api.getSession({ headers: toWebHeaders(request) });
    if (!result) return null;
    return {
      id: result.user.id,
      email: result.user.email,
      emailVerified: result.user.emailVerified,
      sessionId: result.session.id,
    };
  }

  async function readActor(request: FastifyRequest): Promise<Actor | null> {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    const user = await sessionUserOf(request, cookie);
    return user ? resolveActor(user) : null;
  }

  app.decorate("readActor", readActor);
  app.decorateRequest("actor", null);
  app.addHook("onRequest", async (request) => refuseCrossSiteWrites(request, config));
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/") || request.url.startsWith("/api/auth/")) return;
    request.actor = await readActor(request);
  });

  const forward = async (request: FastifyRequest, reply: FastifyReply) =>
    forwardToBetterAuth(await options.auth(), config, request, reply);
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    handler: forward,
  });
  // Before Better Auth reads the body: a signed-out caller learns only that a session is needed.
  const requireSession = async (request: FastifyRequest) => {
    const auth = await options.auth();
    if (!(await auth.api.getSession({ headers: toWebHeaders(request) }))) throw unauthenticated();
  };
  for (const { url, signedIn } of SIGN_IN_ALLOWANCE_ENDPOINTS) {
    app.post(`/api/auth${url}`, {
      config: { signInAllowance: true },
      schema: { hide: true },
      ...(signedIn ? { onRequest: requireSession } : {}),
      handler: forward,
    });
  }
}

/** Better Auth's endpoints that check a password or mail an address: the stricter allowance. */
const SIGN_IN_ALLOWANCE_ENDPOINTS = [
  { url: "/sign-in/*", signedIn: false },
  { url: "/sign-up/*", signedIn: false },
  { url: "/change-password", signedIn: true },
  { url: "/change-email", signedIn: true },
  { url: "/request-password-reset", signedIn: false },
  { url: "/send-verification-email", signedIn: false },
];

async function forwardToBetterAuth(
  auth: Auth,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const url = new URL(request.url, config.publicUrl);
  const hasBody = request.method !== "GET" && request.body !== undefined;
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers: toWebHeaders(request),
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );

  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);

  const text = await response.text();
  if (response.status < 400) return reply.send(withoutSessionTokens(response, text));
  // Better Auth answers `{ code, message }`, sometimes nothing at all; every Haulwise error has one shape.
  let body: { code?: string; message?: string; issues?: unknown } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text ? { message: text } : null;
  }
  const fallback: { code: ErrorCode; message: string } = FALLBACK_ERRORS[response.status] ?? {
    code: "BAD_REQUEST",
    message: messages.http.requestFailed,
  };
  return reply.type("application/json").send({
    error: {
      code: isErrorBodyCode(body?.code) ? body.code : fallback.code,
      message: typeof body?.message === "string" ? body.message : fallback.message,
      ...(Array.isArray(body?.issues) ? { issues: body.issues } : {}),
    },
  });
}

const bodyCodes = new Set<unknown>(ErrorBodyCodeSchema.options);
const isErrorBodyCode = (code: unknown): code is ErrorBodyCode => bodyCodes.has(code);

const FALLBACK_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  401: { code: "UNAUTHENTICATED", message: messages.http.signInRequired },
  403: { code: "FORBIDDEN", message: messages.http.noPermission },
  404: { code: "NOT_FOUND", message: messages.http.notFound },
  429: { code: "RATE_LIMITED", message: messages.http.rateLimited },
};

/**
 * The session lives in an HttpOnly cookie that page scripts cannot read; Better Auth also puts
 * its token in JSON bodies (sign-in, sign-up, get-session, list-sessions), where any script
 * could. Those copies are taken out.
 */
function withoutSessionTokens(response: Response, text: string): string | null {
  if (!text) return null;
  if (!response.headers.get("content-type")?.includes("application/json")) return text;
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "token")
        .map(([key, item]) => [key, strip(item)]),
    );
  };
  try {
    return JSON.stringify(strip(JSON.parse(text)));
  } catch {
    return text;
  }
}

/**
 * Cookies are SameSite=Lax and bodies must be JSON, which already stops cross-site forms;
 * this refuses any state-changing API request a browser says came from another site.
 * Requests without an Origin (curl, server-to-server) are judged by their credentials alone.
 */
function refuseCrossSiteWrites(request: FastifyRequest, config: Config) {
  if (isSafeMethod(request.method) || !request.url.startsWith("/api/")) return;
  if (request.routeOptions.config?.calledByServers) return;
  const origin = request.headers.origin;
  const fetchSite = request.headers["sec-fetch-site"];
  if ((origin && !config.trustedOrigins.includes(origin)) || fetchSite === "cross-site") {
    throw forbidden(messages.http.crossSite);
  }
}

/**
 * An onRequest hook for routes that need a session: it runs before body validation, so a
 * signed-out caller learns nothing about a route but that it needs signing in.
 */
export async function authenticated(request: FastifyRequest) {
  if (!request.actor) throw unauthenticated();
}

/** `authenticated`, answering a signed-out caller in the words of the route's area. */
export function authenticatedWith(message: string) {
  return async (request: FastifyRequest) => {
    if (!request.actor) throw unauthenticated(message);
  };
}
