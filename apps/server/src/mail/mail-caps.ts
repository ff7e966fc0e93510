import { createHash } from "node:crypto";
import type { Clock } from "../clock.js";
import type { ThrottleStep, ThrottleStore } from "../throttles/throttle-store.js";
import type { Mailer, MailMessage } from "./mailer.js";

/** At most this many messages of one kind to one address in any window of this length. */
export const MAIL_CAP = { perWindow: 3, windowMs: 15 * 60_000 } as const;

/**
 * A customer's accounts-payable mailbox takes a week's invoices at once; the cap still keeps
 * a signed-in account from flooding it.
 */
const INVOICE_CAP = { perWindow: 60, windowMs: 15 * 60_000 } as const;

type State = { sentAt: number[] };

/** A sliding window: the sends within the last `windowMs`, at most `perWindow` of them. */
export function decideSend(
  state: State | null,
  now: number,
  cap: { perWindow: number; windowMs: number } = MAIL_CAP,
): ThrottleStep<State, boolean> {
  const recent = (state?.sentAt ?? []).filter((at) => now - at < cap.windowMs);
  if (recent.length >= cap.perWindow) {
    return { result: false, state: { sentAt: recent }, expiresAt: recent[0]! + cap.windowMs };
  }
  const sentAt = [...recent, now];
  return { result: true, state: { sentAt }, expiresAt: sentAt[0]! + cap.windowMs };
}

const mailboxKey = (message: MailMessage) =>
  `mail:${message.kind}:${createHash("sha256").update(message.to.trim().toLowerCase()).digest("hex")}`;

/**
 * Caps what one mailbox receives, per kind of message, across every instance. A capped
 * message is dropped silently: the caller answers exactly as if it had gone out, so the cap
 * tells an attacker nothing and a flood of requests cannot flood an inbox.
 */
export function capMailer(
  mailer: Mailer,
  deps: {
    store: ThrottleStore;
    clock: Clock;
    logger: { info(obj: object, msg: string): void };
  },
): Mailer {
  return {
    async send(message) {
      const now = deps.clock.now().getTime();
      const allowed = await deps.store.step(
        mailboxKey(message),
        now,
        (state: State | null) =>
          decideSend(state, now, message.kind === "invoice" ? INVOICE_CAP : MAIL_CAP),
        false,
      );
      if (!allowed) {
        deps.logger.info({ kind: message.kind }, "mail not sent: this mailbox's cap is reached");
        return "capped";
      }
      return mailer.send(message);
    },
    close: () => mailer.close(),
  };
}
