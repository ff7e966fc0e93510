import { CompanyProfileInputSchema, CompanySchema, ErrorBodySchema } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf } from "../../auth/actor.js";
import { authenticated } from "../../auth/plugin.js";
import type { CompaniesService } from "./companies.service.js";

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

export async function companiesRoutes(
  fastify: FastifyInstance,
  { companies }: { companies: CompaniesService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", authenticated);

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
