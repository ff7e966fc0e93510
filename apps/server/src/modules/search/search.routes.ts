import { ErrorBodySchema, JobSearchResultListSchema } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { actorOf } from "../../auth/actor.js";
import { signedInRoutes } from "../../http/routes.js";
import type { SearchService } from "./search.service.js";

export async function searchRoutes(
  fastify: FastifyInstance,
  { search }: { search: SearchService },
) {
  const app = signedInRoutes(fastify);

  app.get("/api/search/jobs", {
    schema: {
      tags: ["search"],
      summary: "Job-site search in the top bar",
      querystring: z.object({
        q: z.string().max(200, { error: "Search text can be at most 200 characters" }),
      }),
      response: {
        200: JobSearchResultListSchema,
        400: ErrorBodySchema,
        401: ErrorBodySchema,
      },
    },
    handler: async (request) => ({
      results: await search.jobSites(actorOf(request), request.query.q),
    }),
  });
}
