import {
  DriverDetailsInputSchema,
  ErrorBodySchema,
  MeSchema,
  ProfileSetupInputSchema,
  SessionSchema,
  UpdateProfileInputSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { idParams, mixedRoutes, signedInRoutes } from "../../http/routes.js";
import { readImageUpload, sendStoredImage } from "../../http/uploads.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { ProfilesService } from "./profiles.service.js";

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
};
const tags = ["profile"];

/** Outside profilesRoutes: that plugin refuses signed-out callers before any handler runs. */
export async function sessionRoutes(
  fastify: FastifyInstance,
  { profiles }: { profiles: ProfilesService },
) {
  mixedRoutes(fastify).get("/api/session", {
    schema: {
      tags,
      summary: "Who is signed in: the account and profile, or null for a visitor",
      response: { 200: SessionSchema },
    },
    handler: async (request) => ({
      me: request.actor ? await profiles.getProfile(request.actor) : null,
    }),
  });
}

export async function profilesRoutes(
  fastify: FastifyInstance,
  { profiles, companies }: { profiles: ProfilesService; companies: CompaniesService },
) {
  const app = signedInRoutes(fastify);

  app.get("/api/me", {
    schema: {
      tags,
      summary: "The signed-in account and its profile",
      response: { 200: MeSchema, ...errors },
    },
    handler: (request) => profiles.getProfile(actorOf(request)),
  });

  app.post("/api/me/profile", {
    schema: {
      tags,
      summary: "Set up a missing profile (/profile-setup)",
      body: ProfileSetupInputSchema,
      response: { 201: MeSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await profiles.setupProfile(actorOf(request), request.body)),
  });

  app.patch("/api/me/profile", {
    schema: {
      tags,
      summary: "Update names, phone and company name",
      body: UpdateProfileInputSchema,
      response: { 200: MeSchema, ...errors },
    },
    handler: (request) => profiles.updateProfile(actorOf(request), request.body),
  });

  app.put("/api/me/driver-details", {
    schema: {
      tags,
      summary: "A driver's own details (/driver-profile)",
      body: DriverDetailsInputSchema,
      response: { 200: MeSchema, ...errors },
    },
    handler: (request) => profiles.updateDriverDetails(actorOf(request), request.body),
  });

  app.put("/api/me/avatar", {
    schema: {
      tags,
      summary: "Upload a profile picture (multipart field 'file')",
      consumes: ["multipart/form-data"],
      response: { 200: MeSchema, ...errors },
    },
    handler: async (request) =>
      profiles.replaceAvatar(actorOf(request), await readImageUpload(request)),
  });

  app.put("/api/me/company-logo", {
    schema: {
      tags,
      summary: "Upload the company logo (multipart field 'file')",
      consumes: ["multipart/form-data"],
      response: { 200: MeSchema, ...errors },
    },
    handler: async (request) =>
      profiles.replaceCompanyLogo(actorOf(request), await readImageUpload(request)),
  });

  app.get("/api/users/:userId/avatar", {
    schema: {
      tags,
      summary: "A profile picture, for people who share work with its owner",
      params: idParams("userId"),
    },
    handler: async (request, reply) =>
      sendStoredImage(reply, await profiles.readAvatar(actorOf(request), request.params.userId)),
  });

  app.get("/api/companies/:companyId/logo", {
    schema: {
      tags,
      summary: "A company logo, for its members, drivers and job viewers",
      params: idParams("companyId"),
    },
    handler: async (request, reply) =>
      sendStoredImage(reply, await companies.readLogo(actorOf(request), request.params.companyId)),
  });
}
