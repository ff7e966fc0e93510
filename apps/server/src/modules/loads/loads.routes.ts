import { ErrorBodySchema, JobMetricsQuerySchema, JobMetricsSchema } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { LoadsService } from "./loads.service.js";

export async function loadsRoutes(fastify: FastifyInstance, { loads }: { loads: LoadsService }) {
  const app = signedInRoutes(fastify);

  app.get("/api/jobs/:jobId/metrics", {
    schema: {
      tags: ["loads"],
      summary: "A job's hauling metrics, live hauls and today's loads (read-only)",
      params: idParams("jobId"),
      querystring: JobMetricsQuerySchema,
      response: {
        200: JobMetricsSchema,
        400: ErrorBodySchema,
        401: ErrorBodySchema,
        404: ErrorBodySchema,
      },
    },
    handler: (request) =>
      loads.jobMetrics(actorOf(request), request.params.jobId, request.query.since),
  });
}
