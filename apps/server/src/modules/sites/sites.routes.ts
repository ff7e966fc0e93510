import {
  CreateSiteInputSchema,
  ErrorBodySchema,
  SiteListQuerySchema,
  SiteListSchema,
  SiteSchema,
  UpdateSiteInputSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { actorOf } from "../../auth/actor.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { SitesService } from "./sites.service.js";

const tags = ["sites"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const SiteParams = idParams("siteId");

export async function sitesRoutes(fastify: FastifyInstance, { sites }: { sites: SitesService }) {
  const app = signedInRoutes(fastify);

  app.get("/api/sites", {
    schema: {
      tags,
      summary:
        "The company's sites by name (a driver: those of the companies they drive for); ?archived=true for archived ones",
      querystring: SiteListQuerySchema,
      response: { 200: SiteListSchema, ...errors },
    },
    handler: async (request) => ({ sites: await sites.list(actorOf(request), request.query) }),
  });

  app.post("/api/sites", {
    schema: {
      tags,
      summary: "Draw a site: a name and a fence (a circle or a polygon of 3–100 corners)",
      body: CreateSiteInputSchema,
      response: { 201: SiteSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await sites.create(actorOf(request), request.body)),
  });

  app.patch("/api/sites/:siteId", {
    schema: {
      tags,
      summary: "Rename, redraw or re-time a site; the last 7 days are counted again",
      params: SiteParams,
      body: UpdateSiteInputSchema,
      response: { 200: SiteSchema, ...errors },
    },
    handler: (request) => sites.update(actorOf(request), request.params.siteId, request.body),
  });

  app.delete("/api/sites/:siteId", {
    schema: {
      tags,
      summary: "Archive a site: it stops counting from now, and what it counted stays",
      params: SiteParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await sites.archive(actorOf(request), request.params.siteId);
      return reply.status(204).send(null);
    },
  });
}
