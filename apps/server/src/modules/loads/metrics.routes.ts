import {
  DailyMetricsInputSchema,
  ErrorBodySchema,
  MyMetricsQuerySchema,
  MyMetricsSchema,
  SubmitMetricsResultSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { signedInRoutes } from "../../http/routes.js";
import type { MetricsService } from "./metrics.service.js";

const tags = ["metrics"];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

export async function metricsRoutes(
  fastify: FastifyInstance,
  { metrics }: { metrics: MetricsService },
) {
  const app = signedInRoutes(fastify);

  app.post("/api/me/metrics", {
    schema: {
      tags,
      summary: "Submit (or correct) the signed-in driver's daily metrics for a job",
      body: DailyMetricsInputSchema,
      response: { 200: SubmitMetricsResultSchema, ...errors },
    },
    handler: (request) => metrics.submit(actorOf(request), request.body),
  });

  app.get("/api/me/metrics", {
    schema: {
      tags,
      summary: "The signed-in driver's daily metrics of a day (today by default)",
      querystring: MyMetricsQuerySchema,
      response: { 200: MyMetricsSchema, ...errors },
    },
    handler: (request) => metrics.mine(actorOf(request), request.query.date),
  });
}
