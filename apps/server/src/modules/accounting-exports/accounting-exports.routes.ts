import { ExportQuerySchema } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { actorOf } from "../../auth/actor.js";
import { sendCsv } from "../../http/documents.js";
import { signedInRoutes } from "../../http/routes.js";
import type { AccountingExportsService } from "./accounting-exports.service.js";

const tags = ["exports"];
const FormatQuery = z.object({
  format: z.enum(["quickbooks", "lines"], { error: "Choose the format quickbooks or lines" }),
});

export async function accountingExportsRoutes(
  fastify: FastifyInstance,
  { exports }: { exports: AccountingExportsService },
) {
  const app = signedInRoutes(fastify);

  app.get("/api/exports/invoices.csv", {
    schema: {
      tags,
      summary:
        "Invoices issued from `from` to `to`: QuickBooks Online's invoice import (format=quickbooks) or every line (format=lines)",
      querystring: ExportQuerySchema.and(FormatQuery),
    },
    handler: async (request, reply) =>
      sendCsv(reply, await exports.invoices(actorOf(request), request.query, request.query.format)),
  });

  app.get("/api/exports/pay.csv", {
    schema: {
      tags,
      summary:
        "Pay statements issued from `from` to `to`: QuickBooks Online's bill import (format=quickbooks) or every line (format=lines)",
      querystring: ExportQuerySchema.and(FormatQuery),
    },
    handler: async (request, reply) =>
      sendCsv(reply, await exports.pay(actorOf(request), request.query, request.query.format)),
  });
}
