import { CompanyProfileInputSchema, CompanySchema, ErrorBodySchema } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { signedInRoutes } from "../../http/routes.js";
import type { CompaniesService } from "./companies.service.js";

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

export async function companiesRoutes(
  fastify: FastifyInstance,
  { companies }: { companies: CompaniesService },
) {
  const app = signedInRoutes(fastify);

  app.get("/api/company", {
    schema: {
      tags: ["company"],
      summary: "The contractor's company profile",
      response: { 200: CompanySchema, ...errors },
    },
    handler: (request) => companies.getCompanyProfile(actorOf(request)),
  });

  app.put("/api/company", {
    schema: {
      tags: ["company"],
      summary: "Save the company profile (/contractor-profile)",
      body: CompanyProfileInputSchema,
      response: { 200: CompanySchema, ...errors },
    },
    handler: (request) => companies.updateCompanyProfile(actorOf(request), request.body),
  });
}
