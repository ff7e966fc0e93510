import { Readable } from "node:stream";
import {
  CompleteLoadInputSchema,
  CorrectLoadInputSchema,
  DashboardStatsSchema,
  DayRangeQuerySchema,
  ErrorBodySchema,
  JobDayEvidenceQuerySchema,
  JobMetricsSchema,
  LOADS,
  LoadDetailSchema,
  LoadExportQuerySchema,
  LoadSummaryQuerySchema,
  LoadSummarySchema,
  MyLoadsSchema,
  messages,
  VoidLoadInputSchema,
} from "@haulwise/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { sendPdf } from "../../http/documents.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import { jsonFieldOf, readMultipartForm, sendStoredImage } from "../../http/uploads.js";
import type { LoadEvidence } from "./load-evidence.js";
import type { LoadReportsService } from "./load-reports.service.js";
import type { LoadsService } from "./loads.service.js";

const tags = ["loads"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/**
 * A ticket as JSON, or as multipart with the JSON in a field named `ticket` and the photo
 * as the one file: the same ticket either way.
 */
async function readTicket(
  request: FastifyRequest,
): Promise<{ ticket: unknown; photo: Buffer | null }> {
  if (!request.isMultipart()) return { ticket: request.body ?? {}, photo: null };
  const form = await readMultipartForm(request, LOADS.photoMaxBytes, messages.loads.photoTooLarge);
  return {
    ticket: jsonFieldOf(form, "ticket", messages.loads.ticketField),
    photo: form.file?.data ?? null,
  };
}

export async function loadsRoutes(
  fastify: FastifyInstance,
  {
    loads,
    reports,
    evidence,
  }: { loads: LoadsService; reports: LoadReportsService; evidence: LoadEvidence },
) {
  const app = signedInRoutes(fastify);

  app.post("/api/loads", {
    schema: {
      tags,
      summary:
        "Record a load ticket (JSON, or multipart: field `ticket` with the JSON, the photo as the file)",
      consumes: ["application/json", "multipart/form-data"],
      response: { 200: LoadDetailSchema, ...errors, 413: ErrorBodySchema, 415: ErrorBodySchema },
    },
    handler: async (request) => {
      const { ticket, photo } = await readTicket(request);
      return loads.record(actorOf(request), ticket as never, photo);
    },
  });

  app.get("/api/loads", {
    schema: {
      tags,
      summary: "The Daily Load Summary: completed loads in a range of days, a page at a time",
      querystring: LoadSummaryQuerySchema,
      response: { 200: LoadSummarySchema, ...errors },
    },
    handler: (request) => reports.summary(actorOf(request), request.query),
  });

  app.get("/api/loads/export.csv", {
    schema: {
      tags,
      summary: "Every completed load of a range of days as CSV",
      querystring: LoadExportQuerySchema,
    },
    handler: async (request, reply) => {
      const { fileName, lines } = await reports.exportCsv(actorOf(request), request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "private, no-store")
        .send(Readable.from(lines));
    },
  });

  app.get("/api/loads/:loadId", {
    schema: {
      tags,
      summary: "One load with its photo link, positions and history",
      params: idParams("loadId"),
      response: { 200: LoadDetailSchema, ...errors },
    },
    handler: (request) => loads.detail(actorOf(request), request.params.loadId),
  });

  app.get("/api/loads/:loadId/evidence.pdf", {
    schema: {
      tags,
      summary:
        "The load's evidence as a PDF: ticket, history, times at the pit and the site, route",
      params: idParams("loadId"),
    },
    handler: async (request, reply) =>
      sendPdf(reply, await evidence.pdf(actorOf(request), request.params.loadId)),
  });

  app.get("/api/jobs/:jobId/evidence.pdf", {
    schema: {
      tags,
      summary:
        "One day of the job as evidence (PDF): the day's loads, tonnage and customer sign-off, the day's route, then each load's evidence",
      params: idParams("jobId"),
      querystring: JobDayEvidenceQuerySchema,
    },
    handler: async (request, reply) => {
      const { fileName, stream } = await evidence.dayPdf(
        actorOf(request),
        request.params.jobId,
        request.query.date,
      );
      return sendPdf(reply, { fileName, pdf: stream });
    },
  });

  app.get("/api/loads/:loadId/photo", {
    schema: { tags, summary: "A load's ticket photo", params: idParams("loadId") },
    handler: async (request, reply) =>
      sendStoredImage(reply, await loads.photo(actorOf(request), request.params.loadId)),
  });

  app.get("/api/loads/:loadId/signature", {
    schema: {
      tags,
      summary: "A load's delivery signature (PNG), as the receiver drew it",
      params: idParams("loadId"),
    },
    handler: async (request, reply) =>
      sendStoredImage(
        reply,
        await loads.signature(actorOf(request), request.params.loadId),
        "image/png",
      ),
  });

  app.post("/api/loads/:loadId/complete", {
    schema: {
      tags,
      summary: "Complete a load under way at the delivery site",
      params: idParams("loadId"),
      body: CompleteLoadInputSchema,
      response: { 200: LoadDetailSchema, ...errors },
    },
    handler: (request) => loads.complete(actorOf(request), request.params.loadId, request.body),
  });

  app.patch("/api/loads/:loadId", {
    schema: {
      tags,
      summary: "Correct a load's ticket details (kept in its history)",
      params: idParams("loadId"),
      body: CorrectLoadInputSchema,
      response: { 200: LoadDetailSchema, ...errors },
    },
    handler: (request) => loads.correct(actorOf(request), request.params.loadId, request.body),
  });

  app.post("/api/loads/:loadId/void", {
    schema: {
      tags,
      summary: "Void a load with a reason",
      params: idParams("loadId"),
      body: VoidLoadInputSchema,
      response: { 200: LoadDetailSchema, ...errors },
    },
    handler: (request) => loads.voidLoad(actorOf(request), request.params.loadId, request.body),
  });

  app.get("/api/me/loads", {
    schema: {
      tags,
      summary: "The signed-in driver's loads under way and latest delivered",
      response: { 200: MyLoadsSchema, ...errors },
    },
    handler: (request) => loads.myLoads(actorOf(request)),
  });

  app.get("/api/dashboard/stats", {
    schema: {
      tags,
      summary: "The contractor dashboard's stat cards for a range of days",
      querystring: DayRangeQuerySchema,
      response: { 200: DashboardStatsSchema, ...errors },
    },
    handler: (request) => reports.stats(actorOf(request), request.query),
  });

  app.get("/api/jobs/:jobId/metrics", {
    schema: {
      tags,
      summary: "A job's hauling metrics (today and all time) and its loads under way",
      params: idParams("jobId"),
      response: { 200: JobMetricsSchema, ...errors },
    },
    handler: (request) => reports.jobMetrics(actorOf(request), request.params.jobId),
  });
}
