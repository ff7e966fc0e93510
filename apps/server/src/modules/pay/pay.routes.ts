import {
  AddDeductionInputSchema,
  CreatePayStatementInputSchema,
  ErrorBodySchema,
  PayeeChoiceListSchema,
  PayStatementListQuerySchema,
  PayStatementListSchema,
  PayStatementSchema,
  VoidDocumentInputSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { sendPdf } from "../../http/documents.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { PayService } from "./pay.service.js";

const tags = ["pay"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const StatementParams = idParams("statementId");

export async function payRoutes(fastify: FastifyInstance, { pay }: { pay: PayService }) {
  const app = signedInRoutes(fastify);

  app.get("/api/pay-statements", {
    schema: {
      tags,
      summary: "The company's pay statements, newest first",
      querystring: PayStatementListQuerySchema,
      response: { 200: PayStatementListSchema, ...errors },
    },
    handler: (request) => pay.list(actorOf(request), request.query),
  });

  app.get("/api/pay-statements/payees", {
    schema: {
      tags,
      summary: "The company's drivers and hired trucks, whom statements are drafted for",
      response: { 200: PayeeChoiceListSchema, ...errors },
    },
    handler: (request) => pay.payees(actorOf(request)),
  });

  app.post("/api/pay-statements", {
    schema: {
      tags,
      summary: "Draft a pay statement from the payee's approved, unpaid tickets and hours",
      body: CreatePayStatementInputSchema,
      response: { 201: PayStatementSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await pay.draft(actorOf(request), request.body)),
  });

  app.get("/api/pay-statements/:statementId", {
    schema: {
      tags,
      summary: "One pay statement, for its company or its own driver",
      params: StatementParams,
      response: { 200: PayStatementSchema, ...errors },
    },
    handler: (request) => pay.get(actorOf(request), request.params.statementId),
  });

  app.get("/api/pay-statements/:statementId/pdf", {
    schema: { tags, summary: "The pay statement as a PDF", params: StatementParams },
    handler: async (request, reply) =>
      sendPdf(reply, await pay.pdf(actorOf(request), request.params.statementId)),
  });

  app.post("/api/pay-statements/:statementId/deductions", {
    schema: {
      tags,
      summary: "Add a deduction to a draft statement",
      params: StatementParams,
      body: AddDeductionInputSchema,
      response: { 200: PayStatementSchema, ...errors },
    },
    handler: (request) =>
      pay.addDeduction(actorOf(request), request.params.statementId, request.body),
  });

  app.delete("/api/pay-statements/:statementId/deductions/:deductionId", {
    schema: {
      tags,
      summary: "Remove a deduction from a draft statement",
      params: idParams("statementId", "deductionId"),
      response: { 200: PayStatementSchema, ...errors },
    },
    handler: (request) =>
      pay.removeDeduction(actorOf(request), request.params.statementId, request.params.deductionId),
  });

  app.post("/api/pay-statements/:statementId/issue", {
    schema: {
      tags,
      summary: "Issue a draft statement to its payee",
      params: StatementParams,
      response: { 200: PayStatementSchema, ...errors },
    },
    handler: (request) => pay.issue(actorOf(request), request.params.statementId),
  });

  app.post("/api/pay-statements/:statementId/void", {
    schema: {
      tags,
      summary: "Void a statement with a reason; its tickets and hours may be paid again",
      params: StatementParams,
      body: VoidDocumentInputSchema,
      response: { 200: PayStatementSchema, ...errors },
    },
    handler: (request) => pay.void(actorOf(request), request.params.statementId, request.body),
  });

  app.get("/api/me/pay-statements", {
    schema: {
      tags,
      summary: "The signed-in driver's own issued pay statements",
      response: { 200: PayStatementListSchema, ...errors },
    },
    handler: (request) => pay.mine(actorOf(request)),
  });
}
