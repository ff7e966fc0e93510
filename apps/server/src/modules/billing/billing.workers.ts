import type { Worker } from "../../workers/worker.js";
import type { BillingService } from "./billing.service.js";

/**
 * Renews the built-in provider's subscriptions as their periods end, applies downgrades
 * waiting for that moment and ends cancelled plans. Limits already follow the period end on
 * their own (a plan set to end stops counting then); this makes the record say so.
 */
export function localRenewalWorker(billing: BillingService): Worker {
  return {
    name: "billing-renewals",
    intervalMs: 60_000,
    async tick(now) {
      await billing.renewLocalSubscriptions(now);
    },
  };
}
