import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticated, authenticatedWith } from "../auth/plugin.js";

/**
 * Where a module declares its routes: zod schemas validate and document them, and every
 * route needs a session, checked before the body is read. `signedOutMessage` replaces the
 * general "sign in" answer where the specification words it for its area.
 */
export function signedInRoutes(
  fastify: FastifyInstance,
  options: { signedOutMessage?: string } = {},
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook(
    "onRequest",
    options.signedOutMessage ? authenticatedWith(options.signedOutMessage) : authenticated,
  );
  return app;
}

/** Routes some of which answer without a session; the others add `onRequest: authenticated`. */
export const mixedRoutes = (fastify: FastifyInstance) =>
  fastify.withTypeProvider<ZodTypeProvider>();

const Id = z.string().min(1).max(64);

/** Path parameters that are ids: `idParams("jobId", "driverId")`. */
export function idParams<const K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, Id])) as Record<K, typeof Id>);
}
