import { ErrorBodySchema, FleetSummarySchema } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf } from "../../auth/actor.js";
import { authenticated } from "../../auth/plugin.js";
import type { DashboardService } from "./dashboard.service.js";

export async function dashboardRoutes(
  fastify: FastifyInstance,
  { dashboard }: { dashboard: DashboardService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", authenticated);

  app.get("/api/dashboard/fleet", {
    schema: {
      tags: ["dashboard"],
      summary: "Fleet figures for the general dashboard",
      response: { 200: FleetSummarySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
    handler: (request) => dashboard.fleetSummary(actorOf(request)),
  });
}
