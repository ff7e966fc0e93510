import {
  DOCUMENT_MAX_BYTES,
  DocumentListSchema,
  DocumentSchema,
  documentMessages,
  ErrorBodySchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticated, requireUser } from "../../auth/plugin.js";
import { badRequest } from "../../http/app-error.js";
import { readMultipartForm, sendAttachment } from "../../http/uploads.js";
import type { DocumentsService } from "./documents.service.js";

const tags = ["documents"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};
const id = z.string().min(1).max(64);

export async function documentsRoutes(
  fastify: FastifyInstance,
  { documents }: { documents: DocumentsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", authenticated);

  app.get("/api/jobs/:jobId/documents", {
    schema: {
      tags,
      summary: "A job's documents, newest first",
      params: z.object({ jobId: id }),
      response: { 200: DocumentListSchema, ...errors },
    },
    handler: async (request) => ({
      documents: await documents.listForJob(requireUser(request).id, request.params.jobId),
    }),
  });

  app.post("/api/jobs/:jobId/documents", {
    schema: {
      tags,
      summary: "Upload a document for a driver (multipart: file, driverId, notes)",
      consumes: ["multipart/form-data"],
      params: z.object({ jobId: id }),
      response: { 201: DocumentSchema, ...errors, 413: ErrorBodySchema, 415: ErrorBodySchema },
    },
    handler: async (request, reply) => {
      const user = requireUser(request);
      const form = await readMultipartForm(request, DOCUMENT_MAX_BYTES, documentMessages.tooLarge);
      if (!form.file) throw badRequest(documentMessages.fileRequired);
      const created = await documents.upload(user, request.params.jobId, {
        fileName: form.file.fileName,
        data: form.file.data,
        driverId: form.fields.driverId ?? null,
        notes: form.fields.notes ?? null,
      });
      return reply.status(201).send(created);
    },
  });

  app.get("/api/documents/:documentId/download", {
    schema: {
      tags,
      summary: "Download a document as an attachment",
      params: z.object({ documentId: id }),
    },
    handler: async (request, reply) =>
      sendAttachment(
        reply,
        await documents.download(requireUser(request).id, request.params.documentId),
      ),
  });

  app.delete("/api/documents/:documentId", {
    schema: {
      tags,
      summary: "Delete a document and its file",
      params: z.object({ documentId: id }),
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await documents.remove(requireUser(request).id, request.params.documentId);
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
      documents: await documents.listForDriver(requireUser(request)),
    }),
  });
}
