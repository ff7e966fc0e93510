import { ErrorBodySchema, FleetSummarySchema } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { signedInRoutes } from "../../http/routes.js";
import type { DashboardService } from "./dashboard.service.js";

export async function dashboardRoutes(
  fastify: FastifyInstance,
  { dashboard }: { dashboard: DashboardService },
) {
  const app = signedInRoutes(fastify);

  app.get("/api/dashboard/fleet", {
    schema: {
      tags: ["dashboard"],
      summary: "Fleet figures for the general dashboard",
      response: { 200: FleetSummarySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
    handler: (request) => dashboard.fleetSummary(actorOf(request)),
  });
}
