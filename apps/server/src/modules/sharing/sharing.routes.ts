import {
  ApproveSharedDayInputSchema,
  CreatedShareLinkSchema,
  CreateShareLinkInputSchema,
  CustomerReviewListSchema,
  CustomerReviewSchema,
  DisputeSharedLoadInputSchema,
  ErrorBodySchema,
  SharedDayParamsSchema,
  SharedJobSchema,
  ShareLinkListSchema,
  ShareTokenParamsSchema,
} from "@haulwise/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { actorOf } from "../../auth/actor.js";
import { authenticated } from "../../auth/plugin.js";
import { idParams, mixedRoutes } from "../../http/routes.js";
import { sendStoredImage } from "../../http/uploads.js";
import type { SharingService } from "./sharing.service.js";

const tags = ["sharing"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** A shared page is for its customer, not for search engines or shared caches. */
const privately = (reply: FastifyReply) =>
  reply.header("x-robots-tag", "noindex, nofollow").header("cache-control", "private, no-store");

export async function sharingRoutes(
  fastify: FastifyInstance,
  { sharing }: { sharing: SharingService },
) {
  const app = mixedRoutes(fastify);

  app.post("/api/jobs/:jobId/share-links", {
    onRequest: authenticated,
    schema: {
      tags,
      summary: "Share the job with its customer: a link that works without an account",
      params: idParams("jobId"),
      body: CreateShareLinkInputSchema,
      response: { 201: CreatedShareLinkSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await sharing.create(actorOf(request), request.params.jobId, request.body)),
  });

  app.get("/api/jobs/:jobId/share-links", {
    onRequest: authenticated,
    schema: {
      tags,
      summary: "The job's share links, newest first (their tokens are never shown again)",
      params: idParams("jobId"),
      response: { 200: ShareLinkListSchema, ...errors },
    },
    handler: async (request) => ({
      links: await sharing.list(actorOf(request), request.params.jobId),
    }),
  });

  app.delete("/api/share-links/:id", {
    onRequest: authenticated,
    schema: {
      tags,
      summary: "Revoke a share link at once",
      params: idParams("id"),
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await sharing.revoke(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get("/api/shared/:token", {
    schema: {
      tags,
      summary: "The job a share link opens: its tickets, tonnage and trucks at work",
      params: ShareTokenParamsSchema,
      response: { 200: SharedJobSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
    },
    handler: async (request, reply) =>
      privately(reply).send(await sharing.open(request.params.token)),
  });

  app.post("/api/shared/:token/days/:day/approve", {
    schema: {
      tags,
      summary: "The link holder approves the day's delivered tickets",
      params: SharedDayParamsSchema,
      body: ApproveSharedDayInputSchema,
      response: {
        201: CustomerReviewSchema,
        400: ErrorBodySchema,
        404: ErrorBodySchema,
        409: ErrorBodySchema,
      },
    },
    handler: async (request, reply) =>
      privately(reply)
        .status(201)
        .send(await sharing.approveDay(request.params.token, request.params.day, request.body)),
  });

  app.post("/api/shared/:token/loads/:loadId/dispute", {
    schema: {
      tags,
      summary: "The link holder disputes one ticket of the job, with a comment",
      params: ShareTokenParamsSchema.extend(idParams("loadId").shape),
      body: DisputeSharedLoadInputSchema,
      response: { 201: CustomerReviewSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
    },
    handler: async (request, reply) =>
      privately(reply)
        .status(201)
        .send(await sharing.disputeLoad(request.params.token, request.params.loadId, request.body)),
  });

  app.get("/api/jobs/:jobId/customer-reviews", {
    onRequest: authenticated,
    schema: {
      tags,
      summary: "What the job's customer approved and disputed through its share links",
      params: idParams("jobId"),
      response: { 200: CustomerReviewListSchema, ...errors },
    },
    handler: async (request) => ({
      reviews: await sharing.reviews(actorOf(request), request.params.jobId),
    }),
  });

  app.get("/api/shared/:token/loads/:loadId/photo", {
    schema: {
      tags,
      summary: "A ticket photo of the shared job",
      params: ShareTokenParamsSchema.extend(idParams("loadId").shape),
    },
    handler: async (request, reply) =>
      sendStoredImage(
        privately(reply),
        await sharing.photo(request.params.token, request.params.loadId),
      ).header("cache-control", "private, no-store"),
  });
}
