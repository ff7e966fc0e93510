import {
  AssignTruckInputSchema,
  CreateTruckInputSchema,
  ErrorBodySchema,
  TruckListQuerySchema,
  TruckListSchema,
  TruckSchema,
  UpdateTruckInputSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { TrucksService } from "./trucks.service.js";

const tags = ["trucks"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const TruckParams = idParams("truckId");

export async function trucksRoutes(
  fastify: FastifyInstance,
  { trucks }: { trucks: TrucksService },
) {
  const app = signedInRoutes(fastify);

  app.get("/api/trucks", {
    schema: {
      tags,
      summary:
        "The company's trucks: searched, filtered, sorted and paged, with the fleet's counts",
      querystring: TruckListQuerySchema,
      response: { 200: TruckListSchema, ...errors },
    },
    handler: (request) => trucks.list(actorOf(request), request.query),
  });

  app.post("/api/trucks", {
    schema: {
      tags,
      summary: "Add a truck",
      body: CreateTruckInputSchema,
      response: { 201: TruckSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await trucks.create(actorOf(request), request.body)),
  });

  app.get("/api/trucks/:truckId", {
    schema: {
      tags,
      summary: "One of the company's trucks, retired ones included",
      params: TruckParams,
      response: { 200: TruckSchema, ...errors },
    },
    handler: (request) => trucks.get(actorOf(request), request.params.truckId),
  });

  app.patch("/api/trucks/:truckId", {
    schema: {
      tags,
      summary: "Edit a truck",
      params: TruckParams,
      body: UpdateTruckInputSchema,
      response: { 200: TruckSchema, ...errors },
    },
    handler: (request) => trucks.update(actorOf(request), request.params.truckId, request.body),
  });

  app.post("/api/trucks/:truckId/retire", {
    schema: {
      tags,
      summary: "Retire a truck",
      params: TruckParams,
      response: { 200: TruckSchema, ...errors },
    },
    handler: (request) => trucks.retire(actorOf(request), request.params.truckId),
  });

  app.put("/api/trucks/:truckId/assignment", {
    schema: {
      tags,
      summary: "Assign the truck to a driver, or free it with null",
      params: TruckParams,
      body: AssignTruckInputSchema,
      response: { 200: TruckSchema, ...errors },
    },
    handler: (request) =>
      trucks.assign(actorOf(request), request.params.truckId, request.body.driverId),
  });
}
