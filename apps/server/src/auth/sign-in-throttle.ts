import { createHash } from "node:crypto";
import type { Clock } from "../clock.js";
import type { ThrottleStep, ThrottleStore } from "../throttles/throttle-store.js";

/**
 * Per account, whatever the address an attempt comes from: five failures may come quickly;
 * after that each further attempt waits twice as long as the last (30 s, 1 min, 2 min … up to
 * 15 min). A quiet quarter of an hour, a successful sign-in or a password reset starts over.
 */
export const SIGN_IN_THROTTLE = {
  freeFailures: 5,
  windowMs: 15 * 60_000,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
} as const;

type Policy = typeof SIGN_IN_THROTTLE;
type State = { failures: number; lastFailureAt: number };
export type SignInVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function delayAfter(failures: number, policy: Policy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = failures - policy.freeFailures;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(doublings, 20));
}

/**
 * One attempt against the account's state. An allowed attempt is counted as a failure up
 * front, so fifty attempts in parallel cannot all slip past the count; success resets it.
 */
export function decideAttempt(
  state: State | null,
  now: number,
  policy: Policy = SIGN_IN_THROTTLE,
): ThrottleStep<State, SignInVerdict> {
  const fresh = !state || now - state.lastFailureAt >= policy.windowMs;
  const failures = fresh ? 0 : state.failures;
  const wait = fresh ? 0 : delayAfter(failures, policy) - (now - state.lastFailureAt);
  if (wait > 0 && state) {
    return {
      result: { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) },
      state,
      expiresAt: state.lastFailureAt + policy.windowMs,
    };
  }
  return {
    result: { allowed: true },
    state: { failures: failures + 1, lastFailureAt: now },
    expiresAt: now + policy.windowMs,
  };
}

/** The account an address names, the same way for accounts that exist and those that do not. */
const accountKey = (email: string) =>
  `sign-in:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;

export function createSignInThrottle(deps: { store: ThrottleStore; clock: Clock }) {
  const { store, clock } = deps;
  return {
    /** Counts an attempt for the address, or says how long to wait before the next one. */
    attempt(email: string): Promise<SignInVerdict> {
      const now = clock.now().getTime();
      return store.step(
        accountKey(email),
        now,
        (state: State | null) => decideAttempt(state, now),
        { allowed: false, retryAfterSeconds: 1 },
      );
    },
    /** The right password was given, or the password was reset: start over. */
    reset(email: string): Promise<void> {
      return store.forget(accountKey(email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
