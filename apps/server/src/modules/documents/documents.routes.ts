import {
  DOCUMENT_MAX_BYTES,
  DocumentListSchema,
  DocumentSchema,
  ErrorBodySchema,
  messages,
  SentDocumentsSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { actorOf } from "../../auth/actor.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import { sendAttachment, streamedMultipartForm } from "../../http/uploads.js";
import type { DocumentsService } from "./documents.service.js";

const tags = ["documents"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export async function documentsRoutes(
  fastify: FastifyInstance,
  { documents }: { documents: DocumentsService },
) {
  const app = signedInRoutes(fastify);

  app.get("/api/jobs/:jobId/documents", {
    schema: {
      tags,
      summary: "A job's documents, newest first",
      params: idParams("jobId"),
      response: { 200: DocumentListSchema, ...errors },
    },
    handler: async (request) => ({
      documents: await documents.listForJob(actorOf(request), request.params.jobId),
    }),
  });

  app.post("/api/jobs/:jobId/documents", {
    schema: {
      tags,
      summary:
        "Upload a document (multipart: file, notes, and driverId for one driver, driverIds " +
        "separated by commas for several, or sendTo=job for everyone on the job). One driverId " +
        "answers the document; driverIds or sendTo answer { documents }, one per driver.",
      consumes: ["multipart/form-data"],
      params: idParams("jobId"),
      response: {
        201: z.union([DocumentSchema, SentDocumentsSchema]),
        ...errors,
        413: ErrorBodySchema,
        415: ErrorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const form = streamedMultipartForm(request, DOCUMENT_MAX_BYTES, messages.documents.tooLarge);
      const sent = await documents.upload(actorOf(request), request.params.jobId, form);
      return reply
        .status(201)
        .send(sent.single ? sent.documents[0]! : { documents: sent.documents });
    },
  });

  app.get("/api/documents/:documentId/download", {
    schema: {
      tags,
      summary: "Download a document as an attachment",
      params: idParams("documentId"),
    },
    handler: async (request, reply) =>
      sendAttachment(reply, await documents.download(actorOf(request), request.params.documentId)),
  });

  app.delete("/api/documents/:documentId", {
    schema: {
      tags,
      summary: "Delete a document and its file",
      params: idParams("documentId"),
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await documents.remove(actorOf(request), request.params.documentId);
      return reply.status(204).send(null);
    },
  });

  app.get("/api/driver/documents", {
    schema: {
      tags,
      summary: "Documents addressed to the signed-in driver",
      response: { 200: DocumentListSchema, ...errors },
    },
    handler: async (request) => ({
      documents: await documents.listForDriver(actorOf(request)),
    }),
  });
}
