import { z } from "zod";

/**
 * A signature dated further ahead of the server's clock than this is refused: Stripe signs as
 * it sends, so only a clock out of step (or a header made to outlive the 300 s replay window)
 * dates one in the future.
 */
export const WEBHOOK_FUTURE_SKEW_SECONDS = 60;

/** When the `Stripe-Signature` header says the delivery was signed, in Unix seconds; NaN if it does not. */
export function signedAtOf(header: string): number {
  const stamp = /(?:^|,)\s*t=(\d{1,12})\s*(?:,|$)/.exec(header)?.[1];
  return stamp === undefined ? Number.NaN : Number(stamp);
}

const StripeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,255}$/);
/** An expandable reference: the id, or the object it names. */
const ReferenceSchema = z.union([StripeIdSchema, z.object({ id: StripeIdSchema })]);
const idOf = (reference: z.infer<typeof ReferenceSchema>) =>
  typeof reference === "string" ? reference : reference.id;

const EnvelopeSchema = z.object({
  id: StripeIdSchema,
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const CheckoutSessionSchema = z.object({
  mode: z.string().nullish(),
  subscription: ReferenceSchema.nullish(),
  client_reference_id: z.string().max(255).nullish(),
});
const SubscriptionSchema = z.object({ id: StripeIdSchema });
const InvoiceSchema = z.object({
  parent: z
    .object({
      subscription_details: z.object({ subscription: ReferenceSchema.nullish() }).nullish(),
    })
    .nullish(),
});

/** What a delivery is about: its id and type, the subscription it names, and the company. */
export type StripeEventFacts = {
  id: string;
  type: string;
  subscriptionId: string | null;
  companyId: string | null;
};

/**
 * Reads the parts of an event the webhook acts on, checked rather than trusted: a validly
 * signed event can still be malformed (`data: null`, an id that is not one). Null when it
 * cannot be read; the caller answers it 200 and logs it, since Stripe would only send the
 * same bytes again for days.
 */
export function readStripeEvent(event: unknown): StripeEventFacts | null {
  const envelope = EnvelopeSchema.safeParse(event);
  if (!envelope.success) return null;
  const { id, type, data } = envelope.data;
  const facts = (subscriptionId: string | null, companyId: string | null = null) => ({
    id,
    type,
    subscriptionId,
    companyId,
  });
  switch (type) {
    case "checkout.session.completed": {
      const session = CheckoutSessionSchema.safeParse(data.object);
      if (!session.success) return null;
      const { mode, subscription, client_reference_id: company } = session.data;
      return facts(
        mode === "subscription" && subscription ? idOf(subscription) : null,
        company ?? null,
      );
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = SubscriptionSchema.safeParse(data.object);
      return subscription.success ? facts(subscription.data.id) : null;
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = InvoiceSchema.safeParse(data.object);
      if (!invoice.success) return null;
      const subscription = invoice.data.parent?.subscription_details?.subscription;
      return facts(subscription ? idOf(subscription) : null);
    }
    default:
      return facts(null);
  }
}
