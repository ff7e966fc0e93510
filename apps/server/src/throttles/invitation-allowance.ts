import { messages, PLANS, type PlanId, waitText } from "@haulwise/domain";
import type { Clock } from "../clock.js";
import { tooManyRequests } from "../http/app-error.js";
import type { ThrottleStep, ThrottleStore } from "./throttle-store.js";

/** What one company may send: per any hour and per any day, as its plan allows. */
export type InvitationCap = { plan: PlanId; perHour: number; perDay: number };

/**
 * Counts are kept in ten-minute slots over the last day, so "the last hour" and "the last day"
 * slide with the clock (to within a slot) and the state stays small: at most 144 numbers.
 */
const SLOT_MS = 10 * 60_000;
const HOUR_SLOTS = 6;
const DAY_SLOTS = 144;

type State = { slots: Array<[slot: number, sent: number]> };

export type Reservation =
  | { ok: true }
  | {
      ok: false;
      window: "hour" | "day";
      limit: number;
      remaining: number;
      /** Null when waiting cannot help: the request alone is more than the window allows. */
      retryAfterSeconds: number | null;
    };

/** Seconds until enough of the window's oldest sends age out for `count` more to fit. */
function waitFor(
  slots: State["slots"],
  windowSlots: number,
  current: number,
  count: number,
  limit: number,
  now: number,
): number {
  const inWindow = slots.filter(([slot]) => slot > current - windowSlots);
  let sent = inWindow.reduce((sum, [, n]) => sum + n, 0);
  for (const [slot, n] of inWindow) {
    sent -= n;
    if (sent + count <= limit) {
      return Math.max(1, Math.ceil(((slot + windowSlots) * SLOT_MS - now) / 1000));
    }
  }
  return Math.max(1, Math.ceil(((current + windowSlots) * SLOT_MS - now) / 1000));
}

/** Takes `count` sends from the allowance if both windows have room; all or nothing. */
export function decideReservation(
  state: State | null,
  now: number,
  count: number,
  cap: InvitationCap,
): ThrottleStep<State, Reservation> {
  const current = Math.floor(now / SLOT_MS);
  const slots = (state?.slots ?? []).filter(([slot]) => slot > current - DAY_SLOTS);
  const expiresAt = (kept: State["slots"]) => ((kept[0]?.[0] ?? current) + DAY_SLOTS) * SLOT_MS;
  const sentWithin = (windowSlots: number) =>
    slots.filter(([slot]) => slot > current - windowSlots).reduce((sum, [, n]) => sum + n, 0);

  for (const [window, windowSlots, limit] of [
    ["hour", HOUR_SLOTS, cap.perHour],
    ["day", DAY_SLOTS, cap.perDay],
  ] as const) {
    const sent = sentWithin(windowSlots);
    if (sent + count > limit) {
      return {
        result: {
          ok: false,
          window,
          limit,
          remaining: Math.max(0, limit - sent),
          retryAfterSeconds:
            count > limit ? null : waitFor(slots, windowSlots, current, count, limit, now),
        },
        state: { slots },
        expiresAt: expiresAt(slots),
      };
    }
  }
  const last = slots.at(-1);
  const kept: State["slots"] =
    last?.[0] === current
      ? [...slots.slice(0, -1), [current, last[1] + count]]
      : [...slots, [current, count]];
  return { result: { ok: true }, state: { slots: kept }, expiresAt: expiresAt(kept) };
}

/** Gives back sends that never went out, newest first. */
export function decideRefund(state: State | null, count: number): ThrottleStep<State, void> {
  const slots = [...(state?.slots ?? [])];
  let left = count;
  for (let i = slots.length - 1; i >= 0 && left > 0; i--) {
    const [slot, sent] = slots[i]!;
    const back = Math.min(sent, left);
    slots[i] = [slot, sent - back];
    left -= back;
  }
  const kept = slots.filter(([, sent]) => sent > 0);
  return {
    result: undefined,
    state: kept.length > 0 ? { slots: kept } : null,
    expiresAt: ((kept[0]?.[0] ?? 0) + DAY_SLOTS) * SLOT_MS,
  };
}

/**
 * How many invitation e-mails a company may send, shared by every instance through the
 * throttle store. Driver invitations and view-access grants draw on the same allowance, since
 * both put the company's name in front of strangers.
 */
export function createInvitationAllowance(deps: {
  store: ThrottleStore;
  clock: Clock;
  capOf: (companyId: string) => Promise<InvitationCap>;
}) {
  const { store, clock, capOf } = deps;
  const keyOf = (companyId: string) => `invitations:${companyId}`;

  /**
   * Takes `count` e-mails from the company's allowance, or refuses with a 429 that says how
   * many are left and when more will be.
   */
  async function reserve(companyId: string, count: number): Promise<void> {
    const cap = await capOf(companyId);
    const now = clock.now().getTime();
    const verdict = await store.step<State, Reservation | null>(
      keyOf(companyId),
      now,
      (state) => decideReservation(state, now, count, cap),
      null,
    );
    // Too many requests of one company at the same instant to count them all: a refusal.
    if (verdict === null) throw tooManyRequests(1);
    if (verdict.ok) return;
    const wait = verdict.retryAfterSeconds;
    throw tooManyRequests(
      wait ?? 3600,
      messages.invitations.companyCap({
        limit: verdict.limit,
        window: verdict.window,
        plan: PLANS[cap.plan].name,
        remaining: verdict.remaining,
        wait: wait === null ? null : waitText(wait),
      }),
    );
  }

  /** Puts back e-mails reserved but never sent (the request failed after reserving). */
  async function refund(companyId: string, count: number): Promise<void> {
    await store.step<State, void>(
      keyOf(companyId),
      clock.now().getTime(),
      (state) => decideRefund(state, count),
      undefined,
    );
  }

  return {
    reserve,
    refund,
    /**
     * Reserves `count` e-mails, then does `work`; if the work fails, the reservation is given
     * back, so a request refused for another reason costs the company nothing.
     */
    async spend<T>(companyId: string, count: number, work: () => Promise<T>): Promise<T> {
      await reserve(companyId, count);
      try {
        return await work();
      } catch (error) {
        await refund(companyId, count);
        throw error;
      }
    },
  };
}

export type InvitationAllowance = ReturnType<typeof createInvitationAllowance>;
