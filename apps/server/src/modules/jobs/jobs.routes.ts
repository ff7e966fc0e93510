import {
  AssignDriverInputSchema,
  AvailableJobListSchema,
  CompanyJobListQuerySchema,
  CompanyJobListSchema,
  CreateJobInputSchema,
  DriverJobListSchema,
  ErrorBodySchema,
  GrantAccessInputSchema,
  GrantAccessResultSchema,
  JobDriverListSchema,
  JobGrantListSchema,
  JobSchema,
  JobViewSchema,
  JoinRequestResultSchema,
  UpdateJobInputSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { actorOf } from "../../auth/actor.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { JobsService } from "./jobs.service.js";

const tags = ["jobs"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const JobParams = idParams("jobId");
const JobDriverParams = idParams("jobId", "driverId");
const Empty = z.null();

export async function jobsRoutes(fastify: FastifyInstance, { jobs }: { jobs: JobsService }) {
  const app = signedInRoutes(fastify);

  app.get("/api/jobs", {
    schema: {
      tags,
      summary:
        "The company's jobs: searched, filtered, sorted (newest first) and paged, with counts",
      querystring: CompanyJobListQuerySchema,
      response: { 200: CompanyJobListSchema, ...errors },
    },
    handler: (request) => jobs.list(actorOf(request), request.query),
  });

  app.post("/api/jobs", {
    schema: {
      tags,
      summary: "Create a job",
      body: CreateJobInputSchema,
      response: { 201: JobSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await jobs.create(actorOf(request), request.body)),
  });

  app.get("/api/jobs/:jobId", {
    schema: {
      tags,
      summary: "A job of the company",
      params: JobParams,
      response: { 200: JobSchema, ...errors },
    },
    handler: (request) => jobs.get(actorOf(request), request.params.jobId),
  });

  app.patch("/api/jobs/:jobId", {
    schema: {
      tags,
      summary: "Edit a job or change its status",
      params: JobParams,
      body: UpdateJobInputSchema,
      response: { 200: JobSchema, ...errors },
    },
    handler: (request) => jobs.update(actorOf(request), request.params.jobId, request.body),
  });

  app.get("/api/jobs/:jobId/view", {
    schema: {
      tags,
      summary: "Read-only job details for its contractor, drivers and viewers",
      params: JobParams,
      response: {
        200: JobViewSchema,
        ...errors,
      },
    },
    handler: (request) => jobs.view(actorOf(request), request.params.jobId),
  });

  app.get("/api/jobs/:jobId/drivers", {
    schema: {
      tags,
      summary: "Drivers on the job and waiting requests",
      params: JobParams,
      response: { 200: JobDriverListSchema, ...errors },
    },
    handler: async (request) => ({
      drivers: await jobs.roster(actorOf(request), request.params.jobId),
    }),
  });

  app.post("/api/jobs/:jobId/drivers", {
    schema: {
      tags,
      summary: "Assign a company driver to the job",
      params: JobParams,
      body: AssignDriverInputSchema,
      response: { 204: Empty, ...errors },
    },
    handler: async (request, reply) => {
      await jobs.assignDriver(actorOf(request), request.params.jobId, request.body.driverId);
      return reply.status(204).send(null);
    },
  });

  app.delete("/api/jobs/:jobId/drivers/:driverId", {
    schema: {
      tags,
      summary: "Take a driver off the job",
      params: JobDriverParams,
      response: { 204: Empty, ...errors },
    },
    handler: async (request, reply) => {
      await jobs.unassignDriver(actorOf(request), request.params.jobId, request.params.driverId);
      return reply.status(204).send(null);
    },
  });

  app.post("/api/jobs/:jobId/drivers/:driverId/approve", {
    schema: {
      tags,
      summary: "Approve a driver's request to join",
      params: JobDriverParams,
      response: { 204: Empty, ...errors },
    },
    handler: async (request, reply) => {
      await jobs.approveRequest(actorOf(request), request.params.jobId, request.params.driverId);
      return reply.status(204).send(null);
    },
  });

  app.post("/api/jobs/:jobId/join-requests", {
    schema: {
      tags,
      summary: "A driver asks to join an open job",
      params: JobParams,
      response: { 202: JoinRequestResultSchema, ...errors },
    },
    handler: async (request, reply) => {
      await jobs.requestToJoin(actorOf(request), request.params.jobId);
      return reply.status(202).send({ status: "pending" as const });
    },
  });

  app.get("/api/driver/jobs", {
    schema: {
      tags,
      summary: "The signed-in driver's jobs, by start date",
      response: { 200: DriverJobListSchema, ...errors },
    },
    handler: async (request) => ({ jobs: await jobs.driverJobs(actorOf(request)) }),
  });

  app.get("/api/driver/available-jobs", {
    schema: {
      tags,
      summary: "Open jobs the driver may ask to join, with their own waiting requests",
      response: { 200: AvailableJobListSchema, ...errors },
    },
    handler: async (request) => ({ jobs: await jobs.availableJobs(actorOf(request)) }),
  });

  app.get("/api/jobs/:jobId/permissions", {
    schema: {
      tags,
      summary: "People with view access",
      params: JobParams,
      response: { 200: JobGrantListSchema, ...errors },
    },
    handler: async (request) => ({
      grants: await jobs.grants(actorOf(request), request.params.jobId),
    }),
  });

  app.post("/api/jobs/:jobId/permissions", {
    schema: {
      tags,
      summary:
        "Grant read-only view access by email; addresses without an account are invited and gain access once they sign up",
      params: JobParams,
      body: GrantAccessInputSchema,
      response: { 201: GrantAccessResultSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await jobs.grantAccess(actorOf(request), request.params.jobId, request.body)),
  });

  app.delete("/api/jobs/:jobId/permissions/:grantId", {
    schema: {
      tags,
      summary: "Revoke view access from one granted address",
      params: idParams("jobId", "grantId"),
      response: { 204: Empty, ...errors },
    },
    handler: async (request, reply) => {
      await jobs.revokeAccess(actorOf(request), request.params.jobId, request.params.grantId);
      return reply.status(204).send(null);
    },
  });
}
