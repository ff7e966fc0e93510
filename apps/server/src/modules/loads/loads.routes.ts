import { ErrorBodySchema, JobMetricsQuerySchema, JobMetricsSchema } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../auth/actor.js";
import { authenticated } from "../../auth/plugin.js";
import type { LoadsService } from "./loads.service.js";

export async function loadsRoutes(fastify: FastifyInstance, { loads }: { loads: LoadsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", authenticated);

  app.get("/api/jobs/:jobId/metrics", {
    schema: {
      tags: ["loads"],
      summary: "A job's hauling metrics, live hauls and today's loads (read-only)",
      params: z.object({ jobId: z.string().min(1).max(64) }),
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
