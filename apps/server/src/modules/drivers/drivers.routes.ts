import {
  DriverCardListSchema,
  DriverCardSchema,
  DriverListQuerySchema,
  DriverWorkSchema,
  DutySchema,
  ErrorBodySchema,
  MeSchema,
  RateDriverInputSchema,
  SetDutyInputSchema,
  UpdateRoleInputSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { actorOf } from "../../auth/actor.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { DriversService } from "./drivers.service.js";

const tags = ["drivers"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};
const DriverParams = idParams("driverId");

export async function driversRoutes(
  fastify: FastifyInstance,
  { drivers }: { drivers: DriversService },
) {
  const app = signedInRoutes(fastify);

  // Here rather than with the profile: a driver who stops driving leaves their companies.
  app.put("/api/me/role", {
    schema: {
      tags: ["profile"],
      summary: "Change role (/select-role); a driver who takes another role leaves their companies",
      body: UpdateRoleInputSchema,
      response: { 200: MeSchema, ...errors },
    },
    handler: (request) => drivers.changeRole(actorOf(request), request.body.role),
  });

  app.get("/api/drivers", {
    schema: {
      tags,
      summary: "The company's drivers: searched, filtered, sorted and paged, with their counts",
      querystring: DriverListQuerySchema,
      response: { 200: DriverCardListSchema, ...errors },
    },
    handler: (request) => drivers.list(actorOf(request), request.query),
  });

  app.get("/api/drivers/:driverId", {
    schema: {
      tags,
      summary: "One of the company's drivers",
      params: DriverParams,
      response: { 200: DriverCardSchema, ...errors },
    },
    handler: (request) => drivers.get(actorOf(request), request.params.driverId),
  });

  app.get("/api/drivers/:driverId/work", {
    schema: {
      tags,
      summary:
        "A driver's jobs, loads and the documents sent them in the company (the driver page)",
      params: DriverParams,
      response: { 200: DriverWorkSchema, ...errors },
    },
    handler: (request) => drivers.work(actorOf(request), request.params.driverId),
  });

  app.delete("/api/drivers/:driverId", {
    schema: {
      tags,
      summary: "Remove a driver from the company",
      params: DriverParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await drivers.remove(actorOf(request), request.params.driverId);
      return reply.status(204).send(null);
    },
  });

  app.put("/api/drivers/:driverId/rating", {
    schema: {
      tags,
      summary: "Rate a driver from 1 to 5",
      params: DriverParams,
      body: RateDriverInputSchema,
      response: { 200: DriverCardSchema, ...errors },
    },
    handler: (request) =>
      drivers.rate(actorOf(request), request.params.driverId, request.body.rating),
  });

  app.get("/api/me/duty", {
    schema: {
      tags,
      summary: "Whether the signed-in driver is on duty",
      response: { 200: DutySchema, ...errors },
    },
    handler: (request) => drivers.getDuty(actorOf(request)),
  });

  app.put("/api/me/duty", {
    schema: {
      tags,
      summary: "A driver goes on or off duty",
      body: SetDutyInputSchema,
      response: { 200: DutySchema, ...errors },
    },
    handler: (request) => drivers.setDuty(actorOf(request), request.body.onDuty),
  });
}
