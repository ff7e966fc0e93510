import {
  AlertsUpdateSchema,
  CompanyLivePositionsSchema,
  ErrorBodySchema,
  JobLivePositionsSchema,
  LiveDriversSchema,
  LivePositionSchema,
  SetLiveDriversInputSchema,
  TrailQuerySchema,
  TrailSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { AlertsService } from "./alerts.service.js";
import type { LiveService } from "./live.service.js";

const tags = ["tracking"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

/** What live maps read. */
export async function trackingRoutes(
  fastify: FastifyInstance,
  { live, alerts }: { live: LiveService; alerts: AlertsService },
) {
  const app = signedInRoutes(fastify);

  app.get("/api/tracking/positions", {
    schema: {
      tags,
      summary: "The company's drivers on the live map, within the plan's limit",
      response: { 200: CompanyLivePositionsSchema, ...errors },
    },
    handler: (request) => live.companyPositions(actorOf(request)),
  });

  app.get("/api/jobs/:jobId/positions", {
    schema: {
      tags,
      summary: "The job's active drivers on the live map",
      params: idParams("jobId"),
      response: { 200: JobLivePositionsSchema, ...errors },
    },
    handler: (request) => live.jobPositions(actorOf(request), request.params.jobId),
  });

  app.get("/api/drivers/:driverId/trail", {
    schema: {
      tags,
      summary: "Where a driver went on one day of the company's calendar",
      params: idParams("driverId"),
      querystring: TrailQuerySchema,
      response: { 200: TrailSchema, ...errors },
    },
    handler: (request) =>
      live.trail(
        actorOf(request),
        request.params.driverId,
        request.query.date,
        request.query.after,
      ),
  });

  app.get("/api/me/position", {
    schema: {
      tags,
      summary: "The signed-in driver's own newest position, or null",
      response: { 200: LivePositionSchema.nullable(), ...errors },
    },
    handler: (request) => live.myPosition(actorOf(request)),
  });

  app.get("/api/tracking/alerts", {
    schema: {
      tags,
      summary: "The company's open idle and stopped-sharing alerts",
      response: { 200: AlertsUpdateSchema, ...errors },
    },
    handler: async (request) => ({ alerts: await alerts.openAlerts(actorOf(request)) }),
  });

  app.get("/api/tracking/live-drivers", {
    schema: {
      tags,
      summary: "Which drivers stay on the live map when the plan shows fewer than the company has",
      response: { 200: LiveDriversSchema, ...errors },
    },
    handler: (request) => live.liveDrivers(actorOf(request)),
  });

  app.put("/api/tracking/live-drivers", {
    schema: {
      tags,
      summary: "Choose the drivers who stay live; an empty list restores the default",
      body: SetLiveDriversInputSchema,
      response: { 200: LiveDriversSchema, ...errors },
    },
    handler: (request) => live.setLiveDrivers(actorOf(request), request.body.driverIds),
  });
}
