import { ErrorBodySchema, JobRatesSchema, SetJobRatesInputSchema } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { RatesService } from "./rates.service.js";

const tags = ["rates"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const JobParams = idParams("jobId");

export async function ratesRoutes(fastify: FastifyInstance, { rates }: { rates: RatesService }) {
  const app = signedInRoutes(fastify);

  app.get("/api/jobs/:jobId/rates", {
    schema: {
      tags,
      summary: "A job's rates: in force today, and every one set",
      params: JobParams,
      response: { 200: JobRatesSchema, ...errors },
    },
    handler: (request) => rates.get(actorOf(request), request.params.jobId),
  });

  app.put("/api/jobs/:jobId/rates", {
    schema: {
      tags,
      summary:
        "Set what the customer pays (bill) and what drivers or hired trucks are paid (pay), from a start day",
      params: JobParams,
      body: SetJobRatesInputSchema,
      response: { 200: JobRatesSchema, ...errors },
    },
    handler: (request) => rates.set(actorOf(request), request.params.jobId, request.body),
  });
}
