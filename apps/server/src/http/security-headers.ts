import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyHelmetOptions } from "@fastify/helmet";
import helmet, { type HelmetOptions } from "helmet";

/** One set of security headers for every answer, the framework's own included. */
export function helmetOptions(publicUrl: string): FastifyHelmetOptions {
  const https = publicUrl.startsWith("https://");
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
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
 * The same headers as a plain record, for answers written before Fastify has a request to
 * hang hooks on (a malformed URL, oversized headers, a request that timed out).
 */
export function securityHeaderRecord(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // The same options object; helmet's CommonJS and ESM type declarations merely differ in name.
  helmet(helmetOptions(publicUrl) as HelmetOptions)(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    () => {},
  );
  return headers;
}
