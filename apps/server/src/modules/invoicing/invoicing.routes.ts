import {
  CreateInvoiceInputSchema,
  ErrorBodySchema,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  InvoiceSchema,
  MarkInvoicePaidInputSchema,
  SendInvoiceInputSchema,
  VoidDocumentInputSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { sendPdf } from "../../http/documents.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { InvoicingService } from "./invoicing.service.js";

const tags = ["invoices"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const InvoiceParams = idParams("invoiceId");

export async function invoicingRoutes(
  fastify: FastifyInstance,
  { invoicing }: { invoicing: InvoicingService },
) {
  const app = signedInRoutes(fastify);

  app.get("/api/invoices", {
    schema: {
      tags,
      summary: "The company's invoices, newest first",
      querystring: InvoiceListQuerySchema,
      response: { 200: InvoiceListSchema, ...errors },
    },
    handler: (request) => invoicing.list(actorOf(request), request.query),
  });

  app.post("/api/invoices", {
    schema: {
      tags,
      summary:
        "Draft an invoice from the customer's approved, uninvoiced tickets delivered from `from` to `to`",
      body: CreateInvoiceInputSchema,
      response: { 201: InvoiceSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await invoicing.draft(actorOf(request), request.body)),
  });

  app.get("/api/invoices/:invoiceId", {
    schema: {
      tags,
      summary: "One invoice with its lines",
      params: InvoiceParams,
      response: { 200: InvoiceSchema, ...errors },
    },
    handler: (request) => invoicing.get(actorOf(request), request.params.invoiceId),
  });

  app.get("/api/invoices/:invoiceId/pdf", {
    schema: { tags, summary: "The invoice as a PDF", params: InvoiceParams },
    handler: async (request, reply) =>
      sendPdf(reply, await invoicing.pdf(actorOf(request), request.params.invoiceId)),
  });

  app.post("/api/invoices/:invoiceId/issue", {
    schema: {
      tags,
      summary: "Issue a draft: dated today, due after the customer's terms, never changed again",
      params: InvoiceParams,
      response: { 200: InvoiceSchema, ...errors },
    },
    handler: (request) => invoicing.issue(actorOf(request), request.params.invoiceId),
  });

  app.post("/api/invoices/:invoiceId/send", {
    schema: {
      tags,
      summary: "E-mail an issued invoice with its PDF to the customer's billing address, or `to`",
      params: InvoiceParams,
      body: SendInvoiceInputSchema,
      response: { 200: InvoiceSchema, ...errors, 429: ErrorBodySchema },
    },
    handler: (request) => invoicing.send(actorOf(request), request.params.invoiceId, request.body),
  });

  app.post("/api/invoices/:invoiceId/pay", {
    schema: {
      tags,
      summary: "Mark an issued invoice paid",
      params: InvoiceParams,
      body: MarkInvoicePaidInputSchema,
      response: { 200: InvoiceSchema, ...errors },
    },
    handler: (request) =>
      invoicing.markPaid(actorOf(request), request.params.invoiceId, request.body),
  });

  app.post("/api/invoices/:invoiceId/void", {
    schema: {
      tags,
      summary: "Void a draft or issued invoice with a reason; its tickets become billable again",
      params: InvoiceParams,
      body: VoidDocumentInputSchema,
      response: { 200: InvoiceSchema, ...errors },
    },
    handler: (request) => invoicing.void(actorOf(request), request.params.invoiceId, request.body),
  });
}
