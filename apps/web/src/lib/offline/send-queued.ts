import type { Outbox, OutboxEntry, OutboxRequestInput } from "./outbox";
import { randomId } from "./random-id";

/** How long a person waits on the form for an answer before it is left to the queue. */
export const FOREGROUND_WAIT_MS = 8_000;

export type QueuedResult = { sent: true; answer: unknown } | { sent: false };

/** Requests a form is waiting on; the queue's background followers leave them alone. */
const awaited = new Set<string>();

/** Whether a screen is still waiting on this entry (its answer is the screen's to show). */
export const isAwaited = (entry: OutboxEntry) => awaited.has(entry.idempotencyKey);

/**
 * Sends a form's request through the outbox: stored on the device first, then sent. While
 * there is a connection the form waits for the answer (up to `waitMs`), so a person sees the
 * result, or the server's refusal beside the fields, as with a direct request; a refused
 * request is taken off the queue and rejected with the server's error. With no connection,
 * or no answer in time, it resolves `{ sent: false }`: the request waits in the queue and is
 * sent once when the connection returns.
 */
export async function sendQueued(
  outbox: Outbox,
  request: OutboxRequestInput,
  {
    waitMs = FOREGROUND_WAIT_MS,
    isOnline = () => globalThis.navigator?.onLine !== false,
  }: { waitMs?: number; isOnline?: () => boolean } = {},
): Promise<QueuedResult> {
  const key = request.idempotencyKey ?? randomId();
  const mine = (entry: OutboxEntry) => entry.idempotencyKey === key;
  const stops: (() => void)[] = [];
  // Listening before the request is stored: on a quick connection it is sent at once.
  const outcome = new Promise<QueuedResult>((resolve, reject) => {
    stops.push(
      outbox.onSent((entry, answer) => {
        if (mine(entry)) resolve({ sent: true, answer });
      }),
      outbox.onFailed((entry, error) => {
        if (!mine(entry)) return;
        void outbox.discard(entry.id);
        reject(error);
      }),
      // The queue stops at the first request it cannot send now, and this one is behind it.
      outbox.onDeferred(() => resolve({ sent: false })),
    );
  });
  // Whoever is waiting sees a refusal through the race below.
  outcome.catch(() => {});
  awaited.add(key);
  try {
    await outbox.enqueue({ ...request, idempotencyKey: key });
    if (!isOnline()) return { sent: false };
    outbox.sendNow();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<QueuedResult>((resolve) => {
      timer = setTimeout(() => resolve({ sent: false }), waitMs);
    });
    try {
      return await Promise.race([outcome, late]);
    } finally {
      clearTimeout(timer);
    }
  } finally {
    for (const stop of stops) stop();
    // Left to the queue's background followers from now on, once they have seen this turn.
    setTimeout(() => awaited.delete(key), 0);
  }
}
