import { InstallInfoSchema } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { mixedRoutes } from "../../http/routes.js";
import type { InstallService } from "./install.service.js";

export async function installRoutes(
  fastify: FastifyInstance,
  { install }: { install: InstallService },
) {
  mixedRoutes(fastify).get("/api/install", {
    schema: {
      tags: ["install"],
      summary:
        "What a visitor may know before signing in: demo mode's sign-ins and clock, and whether mail goes to the outbox",
      response: { 200: InstallInfoSchema },
    },
    handler: async (_request, reply) => {
      // The demo's clock moves on: never a stale answer.
      reply.header("cache-control", "no-store");
      return install.info();
    },
  });
}
