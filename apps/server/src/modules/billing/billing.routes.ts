import {
  CheckoutInputSchema,
  ConfirmCheckoutInputSchema,
  ErrorBodySchema,
  LocalCheckoutSchema,
  messages,
  RedirectSchema,
  SubscriptionStatusSchema,
} from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { idParams, signedInRoutes } from "../../http/routes.js";
import type { BillingService } from "./billing.service.js";

const tags = ["subscription"];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  410: ErrorBodySchema,
  502: ErrorBodySchema,
};
const CheckoutParams = idParams("checkoutId");

export async function billingRoutes(
  fastify: FastifyInstance,
  { billing }: { billing: BillingService },
) {
  const app = signedInRoutes(fastify, { signedOutMessage: messages.subscription.authRequired });

  app.get("/api/subscription", {
    schema: {
      tags,
      summary: "The company's plan, its truck limit and billing period",
      response: { 200: SubscriptionStatusSchema, ...errors },
    },
    handler: (request) => billing.status(actorOf(request)),
  });

  app.post("/api/subscription/checkout", {
    schema: {
      tags,
      summary: "Start paying for a plan, or changing to another: where the browser goes next",
      body: CheckoutInputSchema,
      response: { 200: RedirectSchema, ...errors },
    },
    handler: (request) => billing.checkout(actorOf(request), request.body),
  });

  app.post("/api/subscription/checkout/confirm", {
    schema: {
      tags,
      summary: "Back from Stripe Checkout: confirm the session and record its subscription",
      body: ConfirmCheckoutInputSchema,
      response: { 200: SubscriptionStatusSchema, ...errors },
    },
    handler: (request) => billing.confirmStripeCheckout(actorOf(request), request.body.sessionId),
  });

  app.post("/api/subscription/manage", {
    schema: {
      tags,
      summary: "Manage Payment: the provider's portal or the built-in management page",
      response: { 200: RedirectSchema, ...errors },
    },
    handler: (request) => billing.manage(actorOf(request)),
  });

  app.post("/api/subscription/cancel", {
    schema: {
      tags,
      summary: "End the paid plan at the end of the period already paid for",
      response: { 200: SubscriptionStatusSchema, ...errors },
    },
    handler: (request) => billing.cancel(actorOf(request)),
  });

  app.post("/api/subscription/resume", {
    schema: {
      tags,
      summary: "Keep a plan that was set to end or change renewing as it is",
      response: { 200: SubscriptionStatusSchema, ...errors },
    },
    handler: (request) => billing.resume(actorOf(request)),
  });

  app.get("/api/subscription/checkouts/:checkoutId", {
    schema: {
      tags,
      summary: "A checkout of the built-in provider",
      params: CheckoutParams,
      response: { 200: LocalCheckoutSchema, ...errors },
    },
    handler: (request) => billing.getLocalCheckout(actorOf(request), request.params.checkoutId),
  });

  app.post("/api/subscription/checkouts/:checkoutId/pay", {
    schema: {
      tags,
      summary: "Pay a checkout of the built-in provider",
      params: CheckoutParams,
      response: { 200: RedirectSchema, ...errors },
    },
    handler: (request) => billing.payLocalCheckout(actorOf(request), request.params.checkoutId),
  });

  app.post("/api/subscription/checkouts/:checkoutId/cancel", {
    schema: {
      tags,
      summary: "Leave a checkout of the built-in provider without paying",
      params: CheckoutParams,
      response: { 200: RedirectSchema, ...errors },
    },
    handler: (request) => billing.cancelLocalCheckout(actorOf(request), request.params.checkoutId),
  });
}
