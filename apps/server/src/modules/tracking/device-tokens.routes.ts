import {
  CreateDeviceTokenInputSchema,
  CreatedDeviceTokenSchema,
  DeviceTokenSchema,
  ErrorBodySchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { actorOf } from "../../auth/actor.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { DeviceTokensService } from "./device-tokens.service.js";

const tags = ["tracking"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

/** A driver's personal tokens for background tracker apps. */
export async function deviceTokensRoutes(
  fastify: FastifyInstance,
  { deviceTokens }: { deviceTokens: DeviceTokensService },
) {
  const app = signedInRoutes(fastify);

  app.get("/api/me/device-tokens", {
    schema: {
      tags,
      summary: "The signed-in driver's device tokens (never the tokens themselves)",
      response: { 200: z.object({ tokens: z.array(DeviceTokenSchema) }), ...errors },
    },
    handler: async (request) => ({ tokens: await deviceTokens.list(actorOf(request)) }),
  });

  app.post("/api/me/device-tokens", {
    schema: {
      tags,
      summary: "Create a device token; the answer is the only time it is shown",
      body: CreateDeviceTokenInputSchema,
      response: { 201: CreatedDeviceTokenSchema, ...errors },
    },
    handler: async (request, reply) => {
      const created = await deviceTokens.create(actorOf(request), request.body.name);
      return reply.status(201).header("cache-control", "no-store").send(created);
    },
  });

  app.delete("/api/me/device-tokens/:id", {
    schema: {
      tags,
      summary: "Revoke a device token: its next report is refused",
      params: idParams("id"),
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deviceTokens.revoke(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
}
