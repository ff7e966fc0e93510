import {
  CreateCustomerInputSchema,
  CustomerListQuerySchema,
  CustomerListSchema,
  CustomerSchema,
  ErrorBodySchema,
  UpdateCustomerInputSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { CustomersService } from "./customers.service.js";

const tags = ["customers"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const CustomerParams = idParams("customerId");

export async function customersRoutes(
  fastify: FastifyInstance,
  { customers }: { customers: CustomersService },
) {
  const app = signedInRoutes(fastify);

  app.get("/api/customers", {
    schema: {
      tags,
      summary: "The company's customers by name",
      querystring: CustomerListQuerySchema,
      response: { 200: CustomerListSchema, ...errors },
    },
    handler: (request) => customers.list(actorOf(request), request.query),
  });

  app.post("/api/customers", {
    schema: {
      tags,
      summary: "Add a customer: the general contractor or owner the work is for",
      body: CreateCustomerInputSchema,
      response: { 201: CustomerSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await customers.create(actorOf(request), request.body)),
  });

  app.get("/api/customers/:customerId", {
    schema: {
      tags,
      summary: "One of the company's customers",
      params: CustomerParams,
      response: { 200: CustomerSchema, ...errors },
    },
    handler: (request) => customers.get(actorOf(request), request.params.customerId),
  });

  app.patch("/api/customers/:customerId", {
    schema: {
      tags,
      summary: "Edit, archive or restore a customer",
      params: CustomerParams,
      body: UpdateCustomerInputSchema,
      response: { 200: CustomerSchema, ...errors },
    },
    handler: (request) =>
      customers.update(actorOf(request), request.params.customerId, request.body),
  });
}
