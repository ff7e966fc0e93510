import {
  CycleEvidenceSchema,
  CycleListSchema,
  CycleRangeQuerySchema,
  DriverCycleListSchema,
  ErrorBodySchema,
  MarkedSiteSchema,
  MarkSiteInputSchema,
  ReconciliationSchema,
  ReplayDaySchema,
  ReplayQuerySchema,
  SiteSuggestionListSchema,
  SiteSuggestionQuerySchema,
  StopListSchema,
  StopsQuerySchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { CyclesService } from "./cycles.service.js";
import { cyclesCsv } from "./cycles-csv.js";
import type { ReplayService } from "./replay.service.js";
import type { StopsService } from "./stops.service.js";

const tags = ["cycles"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const JobParams = idParams("jobId");

export async function cyclesRoutes(
  fastify: FastifyInstance,
  { cycles, stops, replay }: { cycles: CyclesService; stops: StopsService; replay: ReplayService },
) {
  const app = signedInRoutes(fastify);

  app.get("/api/jobs/:jobId/cycles", {
    schema: {
      tags,
      summary:
        "The job's load cycles counted from GPS whose dump departure is in [from, to) (today without them), with their tickets and cycle times",
      params: JobParams,
      querystring: CycleRangeQuerySchema,
      response: { 200: CycleListSchema, ...errors },
    },
    handler: (request) => cycles.list(actorOf(request), request.params.jobId, request.query),
  });

  app.get("/api/jobs/:jobId/cycles.csv", {
    schema: {
      tags,
      summary: "The same cycles as CSV, in the company's time zone",
      params: JobParams,
      querystring: CycleRangeQuerySchema,
    },
    handler: async (request, reply) => {
      const { fileName, body } = cyclesCsv(
        await cycles.csvRows(actorOf(request), request.params.jobId, request.query),
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(body);
    },
  });

  app.get("/api/jobs/:jobId/cycles/:cycleId", {
    schema: {
      tags,
      summary: "One cycle with the visits and fixes that placed it, and its ticket",
      params: idParams("jobId", "cycleId"),
      response: { 200: CycleEvidenceSchema, ...errors },
    },
    handler: (request) =>
      cycles.evidence(actorOf(request), request.params.jobId, request.params.cycleId),
  });

  app.get("/api/jobs/:jobId/reconciliation", {
    schema: {
      tags,
      summary:
        "Per day: cycles without a ticket (not yet billed), tickets without a cycle (to check), and the count that matches",
      params: JobParams,
      querystring: CycleRangeQuerySchema,
      response: { 200: ReconciliationSchema, ...errors },
    },
    handler: (request) =>
      cycles.reconciliation(actorOf(request), request.params.jobId, request.query),
  });

  app.post("/api/jobs/:jobId/site-marks", {
    schema: {
      tags,
      summary:
        "A driver on the job marks the pit (or the dump) where they stand: a 100 m circle becomes the job's site of that role when it has none",
      params: JobParams,
      body: MarkSiteInputSchema,
      response: { 201: MarkedSiteSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await cycles.markSite(actorOf(request), request.params.jobId, request.body)),
  });

  app.get("/api/me/cycles", {
    schema: {
      tags,
      summary:
        "The signed-in driver's load cycles of the last day, newest first, with their tickets",
      response: { 200: DriverCycleListSchema, ...errors },
    },
    handler: async (request) => ({ cycles: await cycles.mine(actorOf(request)) }),
  });

  app.get("/api/sites/suggestions", {
    schema: {
      tags,
      summary:
        "Places where several of the company's trucks stopped again and again, away from its sites: 'Make this a site?'",
      querystring: SiteSuggestionQuerySchema,
      response: { 200: SiteSuggestionListSchema, ...errors },
    },
    handler: (request) => stops.suggestions(actorOf(request), request.query.days),
  });

  app.get("/api/drivers/:driverId/stops", {
    schema: {
      tags,
      summary: "Where a driver stopped for 3 minutes or more on one day of the company's calendar",
      params: idParams("driverId"),
      querystring: StopsQuerySchema,
      response: { 200: StopListSchema, ...errors },
    },
    handler: (request) =>
      stops.stopsOf(actorOf(request), request.params.driverId, request.query.date),
  });

  app.get("/api/drivers/:driverId/replay", {
    schema: {
      tags,
      summary:
        "A driver's day to replay (the company's calendar; `date`, or the day holding `at`): every fix as columns, and the sites visited",
      params: idParams("driverId"),
      querystring: ReplayQuerySchema,
      response: { 200: ReplayDaySchema, ...errors },
    },
    handler: (request) => replay.dayOf(actorOf(request), request.params.driverId, request.query),
  });
}
