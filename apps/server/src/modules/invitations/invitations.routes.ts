import {
  AcceptInvitationInputSchema,
  AcceptInvitationResultSchema,
  CreateInvitationsInputSchema,
  ErrorBodySchema,
  InvitationListSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InvitationTokenParamsSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { actorOf } from "../../auth/actor.js";
import { authenticated } from "../../auth/plugin.js";
import { idParams, mixedRoutes } from "../../http/routes.js";
import type { InvitationsService } from "./invitations.service.js";

const tags = ["invitations"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const IdParams = idParams("id");

export async function invitationsRoutes(
  fastify: FastifyInstance,
  { invitations }: { invitations: InvitationsService },
) {
  const app = mixedRoutes(fastify);

  app.get("/api/invitations", {
    onRequest: authenticated,
    schema: {
      tags,
      summary: "The company's invitations, newest first",
      response: { 200: InvitationListSchema, ...errors },
    },
    handler: async (request) => ({ invitations: await invitations.list(actorOf(request)) }),
  });

  app.post("/api/invitations", {
    onRequest: authenticated,
    schema: {
      tags,
      summary: "Invite drivers by email",
      body: CreateInvitationsInputSchema,
      response: { 201: InvitationListSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send({ invitations: await invitations.invite(actorOf(request), request.body) }),
  });

  app.post("/api/invitations/:id/resend", {
    onRequest: authenticated,
    schema: {
      tags,
      summary: "Send a fresh link",
      params: IdParams,
      response: { 200: InvitationSchema, ...errors },
    },
    handler: (request) => invitations.resend(actorOf(request), request.params.id),
  });

  app.delete("/api/invitations/:id", {
    onRequest: authenticated,
    schema: {
      tags,
      summary: "Revoke a pending invitation",
      params: IdParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await invitations.revoke(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get("/api/invitations/preview/:token", {
    schema: {
      tags,
      summary: "What an invitation link shows before signing in",
      params: InvitationTokenParamsSchema,
      response: { 200: InvitationPreviewSchema, 404: ErrorBodySchema },
    },
    handler: (request) => invitations.preview(request.params.token),
  });

  app.post("/api/invitations/accept", {
    onRequest: authenticated,
    schema: {
      tags,
      summary: "Join the inviting company",
      body: AcceptInvitationInputSchema,
      response: {
        200: AcceptInvitationResultSchema,
        ...errors,
        410: ErrorBodySchema,
      },
    },
    handler: (request) => invitations.accept(actorOf(request), request.body.token),
  });
}
