import {
  ApprovalDayQuerySchema,
  ApprovalDaySchema,
  ApprovalOverviewSchema,
  ApproveDayResultSchema,
  ApproveLoadInputSchema,
  CalendarDaySchema,
  DayRangeQuerySchema,
  ErrorBodySchema,
  LoadDetailSchema,
  ReplaceLoadInputSchema,
  SendBackInputSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { actorOf } from "../../auth/actor.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { LoadApprovalsService } from "./load-approvals.service.js";

const tags = ["approval"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const LoadParams = idParams("loadId");
const JobParams = idParams("jobId");
const HoursParams = idParams("entryId");

export async function loadApprovalsRoutes(
  fastify: FastifyInstance,
  { approvals }: { approvals: LoadApprovalsService },
) {
  const app = signedInRoutes(fastify);

  app.post("/api/loads/:loadId/approve", {
    schema: {
      tags,
      summary:
        "Approve one delivered ticket, which locks it; 409 if it changed since `updatedAt` or is voided",
      params: LoadParams,
      body: ApproveLoadInputSchema,
      response: { 200: LoadDetailSchema, ...errors },
    },
    handler: (request) => approvals.approve(actorOf(request), request.params.loadId, request.body),
  });

  app.post("/api/loads/:loadId/send-back", {
    schema: {
      tags,
      summary: "Send a delivered ticket back to its driver with a note",
      params: LoadParams,
      body: SendBackInputSchema,
      response: { 200: LoadDetailSchema, ...errors },
    },
    handler: (request) => approvals.sendBack(actorOf(request), request.params.loadId, request.body),
  });

  app.post("/api/loads/:loadId/replace", {
    schema: {
      tags,
      summary:
        "Change an approved ticket: void it with a reason and record the corrected ticket (answered)",
      params: LoadParams,
      body: ReplaceLoadInputSchema,
      response: { 200: LoadDetailSchema, ...errors },
    },
    handler: (request) => approvals.replace(actorOf(request), request.params.loadId, request.body),
  });

  app.get("/api/jobs/:jobId/approval", {
    schema: {
      tags,
      summary: "A job's day: every delivered ticket with its flags, and the drivers' hours",
      params: JobParams,
      querystring: ApprovalDayQuerySchema,
      response: { 200: ApprovalDaySchema, ...errors },
    },
    handler: (request) => approvals.day(actorOf(request), request.params.jobId, request.query.day),
  });

  app.post("/api/jobs/:jobId/approval/approve-unflagged", {
    schema: {
      tags,
      summary: "Approve every waiting ticket of the job's day that has no flag",
      params: JobParams,
      body: z.strictObject({ day: CalendarDaySchema }),
      response: { 200: ApproveDayResultSchema, ...errors },
    },
    handler: (request) =>
      approvals.approveUnflagged(actorOf(request), request.params.jobId, request.body.day),
  });

  app.get("/api/approvals", {
    schema: {
      tags,
      summary: "Days and jobs with delivered tickets in a range, with their approval counts",
      querystring: DayRangeQuerySchema,
      response: { 200: ApprovalOverviewSchema, ...errors },
    },
    handler: (request) => approvals.overview(actorOf(request), request.query),
  });

  app.post("/api/hours/:entryId/approve", {
    schema: {
      tags,
      summary: "Approve a driver's hours of a day on a job (their daily metrics)",
      params: HoursParams,
      response: { 200: ApprovalDaySchema, ...errors },
    },
    handler: (request) =>
      approvals.reviewHours(actorOf(request), request.params.entryId, { approve: true }),
  });

  app.post("/api/hours/:entryId/send-back", {
    schema: {
      tags,
      summary: "Send a driver's hours of a day back to them with a note",
      params: HoursParams,
      body: SendBackInputSchema,
      response: { 200: ApprovalDaySchema, ...errors },
    },
    handler: (request) =>
      approvals.reviewHours(actorOf(request), request.params.entryId, {
        approve: false,
        note: request.body.note,
      }),
  });
}
