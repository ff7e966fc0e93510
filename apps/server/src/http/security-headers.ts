import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * `inlineScripts`: the CSP sources (hashes) of the scripts the web build inlined into its HTML;
 * `imageOrigins`: other origins pages may show images from (a configured map tile server).
 */
type InlineScripts = { inlineScripts?: string[]; imageOrigins?: string[] };

/** One set of security headers for every answer, the framework's own included. */
function helmetOptions(
  publicUrl: string,
  { inlineScripts = [], imageOrigins = [] }: InlineScripts = {},
): HelmetOptions {
  const https = publicUrl.startsWith("https://");
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        imgSrc: ["'self'", "data:", "blob:", ...imageOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? {} : false,
    referrerPolicy: { policy: "no-referrer" },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers as a plain record: what every answer carries, and what answers written before
 * Fastify has a request to hang hooks on carry (a malformed URL, oversized headers, a
 * request that timed out).
 */
export function securityHeaderRecord(
  publicUrl: string,
  options: InlineScripts = {},
): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(publicUrl, options))(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    () => {},
  );
  return headers;
}

/**
 * Every answer gets the headers, computed once at start-up: helmet builds them from its
 * options on each call, which was a measurable share of a small API request.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  options: InlineScripts = {},
) {
  const headers = Object.entries(securityHeaderRecord(publicUrl, options));
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
