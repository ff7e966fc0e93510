import type { Metrics } from "../metrics/metrics.js";
import type { Mailer } from "./mailer.js";

/**
 * Counts what passes through a mailer, and how many messages are on their way at once: sending
 * is done in the request that asks for it, so that number is the mail queue.
 */
export function observeMailer(
  mailer: Mailer,
  metrics: Pick<Metrics, "mailSent">,
): Mailer & { inFlight(): number } {
  let inFlight = 0;
  return {
    async send(message) {
      inFlight++;
      const started = performance.now();
      try {
        const outcome = await mailer.send(message);
        metrics.mailSent(message.kind, outcome, (performance.now() - started) / 1000);
        return outcome;
      } catch (error) {
        metrics.mailSent(message.kind, "failed", (performance.now() - started) / 1000);
        throw error;
      } finally {
        inFlight--;
      }
    },
    close: () => mailer.close(),
    inFlight: () => inFlight,
  };
}
