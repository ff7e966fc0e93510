import { ErrorBodySchema } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { mixedRoutes } from "../../http/routes.js";
import type { BillingService } from "./billing.service.js";

export const STRIPE_WEBHOOK_PATH = "/api/billing/stripe/webhook";

/**
 * Stripe's webhook. Registered in a scope of its own: only here is a JSON body kept as the
 * raw bytes Stripe signed (parsing and re-serialising would break the signature). Stripe's
 * servers call it, so it has no session, no cross-site check and no per-address limit;
 * the signature is what admits a request.
 */
export async function stripeWebhookRoutes(
  fastify: FastifyInstance,
  { billing }: { billing: BillingService },
) {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );
  const app = mixedRoutes(fastify);

  app.post(STRIPE_WEBHOOK_PATH, {
    config: { rateLimit: false, calledByServers: true },
    schema: {
      tags: ["subscription"],
      summary: "Stripe's events about checkouts, subscriptions and invoices",
      headers: z.object({ "stripe-signature": z.string().max(4096).optional() }),
      response: { 200: z.object({ received: z.literal(true) }), 400: ErrorBodySchema },
    },
    handler: async (request) => {
      await billing.receiveStripeWebhook(
        request.body as Buffer,
        request.headers["stripe-signature"],
      );
      return { received: true as const };
    },
  });
}
