import type { StripeConfig } from "../../config.js";
import type { Logger } from "../../logger.js";
import type { ModuleCore, ServerModule } from "../../module.js";
import { billingRoutes } from "./billing.routes.js";
import { type BillingProviderKind, createBillingService } from "./billing.service.js";
import { localRenewalWorker } from "./billing.workers.js";
import { stripeWebhookRoutes } from "./stripe-webhook.routes.js";

/**
 * Plans and what they allow, sold by the configured provider: the built-in one renews on a
 * worker, Stripe reports through its webhook.
 */
export function createBillingModule(
  deps: ModuleCore & {
    provider: BillingProviderKind;
    stripe?: StripeConfig | null;
    publicUrl: string;
    logger: Logger;
  },
) {
  const billing = createBillingService(deps);
  return {
    billing,
    async routes(app) {
      await app.register(billingRoutes, { billing });
      if (billing.provider === "stripe") await app.register(stripeWebhookRoutes, { billing });
    },
    workers: billing.provider === "local" ? [localRenewalWorker(billing)] : [],
  } satisfies ServerModule;
}
