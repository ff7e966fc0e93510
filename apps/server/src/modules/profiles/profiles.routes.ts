import {
  DriverDetailsInputSchema,
  ErrorBodySchema,
  MeSchema,
  ProfileSetupInputSchema,
  UpdateProfileInputSchema,
  UpdateRoleInputSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticated, requireUser } from "../../auth/plugin.js";
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

export async function profilesRoutes(
  fastify: FastifyInstance,
  { profiles, companies }: { profiles: ProfilesService; companies: CompaniesService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", authenticated);

  app.get("/api/me", {
    schema: {
      tags,
      summary: "The signed-in account and its profile",
      response: { 200: MeSchema, ...errors },
    },
    handler: (request) => profiles.getProfile(requireUser(request).id),
  });

  app.post("/api/me/profile", {
    schema: {
      tags,
      summary: "Set up a missing profile (/profile-setup)",
      body: ProfileSetupInputSchema,
      response: { 201: MeSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await profiles.setupProfile(requireUser(request), request.body)),
  });

  app.patch("/api/me/profile", {
    schema: {
      tags,
      summary: "Update names, phone and company name",
      body: UpdateProfileInputSchema,
      response: { 200: MeSchema, ...errors },
    },
    handler: (request) => profiles.updateProfile(requireUser(request), request.body),
  });

  app.put("/api/me/role", {
    schema: {
      tags,
      summary: "Change role (/select-role)",
      body: UpdateRoleInputSchema,
      response: { 200: MeSchema, ...errors },
    },
    handler: (request) => profiles.changeRole(requireUser(request), request.body.role),
  });

  app.put("/api/me/driver-details", {
    schema: {
      tags,
      summary: "A driver's own details (/driver-profile)",
      body: DriverDetailsInputSchema,
      response: { 200: MeSchema, ...errors },
    },
    handler: (request) => profiles.updateDriverDetails(requireUser(request), request.body),
  });

  app.put("/api/me/avatar", {
    schema: {
      tags,
      summary: "Upload a profile picture (multipart field 'file')",
      consumes: ["multipart/form-data"],
      response: { 200: MeSchema, ...errors },
    },
    handler: async (request) => {
      const user = requireUser(request);
      return profiles.replaceAvatar(user, await readImageUpload(request));
    },
  });

  app.put("/api/me/company-logo", {
    schema: {
      tags,
      summary: "Upload the company logo (multipart field 'file')",
      consumes: ["multipart/form-data"],
      response: { 200: MeSchema, ...errors },
    },
    handler: async (request) => {
      const user = requireUser(request);
      await companies.replaceLogo(user.id, await readImageUpload(request));
      return profiles.getProfile(user.id);
    },
  });

  app.get("/api/users/:userId/avatar", {
    schema: {
      tags,
      summary: "A profile picture, for people who share work with its owner",
      params: z.object({ userId: z.string().min(1).max(64) }),
    },
    handler: async (request, reply) =>
      sendStoredImage(
        reply,
        await profiles.readAvatar(requireUser(request).id, request.params.userId),
      ),
  });

  app.get("/api/companies/:companyId/logo", {
    schema: {
      tags,
      summary: "A company logo, for its members, drivers and job viewers",
      params: z.object({ companyId: z.string().min(1).max(64) }),
    },
    handler: async (request, reply) =>
      sendStoredImage(
        reply,
        await companies.readLogo(requireUser(request).id, request.params.companyId),
      ),
  });
}
