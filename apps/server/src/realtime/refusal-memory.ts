import { REALTIME } from "@haulwise/domain";
import type { Clock } from "../clock.js";
import { refusals } from "./hub-state.js";

/** Refusals one account may cost the database per window before it is refused unasked. */
const REFUSALS_PER_WINDOW = 20;
const REFUSAL_WINDOW_MS = 10_000;
/** Questions about one account's topics asked at once; the rest wait their turn. */
const QUESTIONS_AT_ONCE = 4;

type Account = {
  /** Topics refused lately, until when each refusal stands without asking again. */
  refused: Map<string, number>;
  windowStartedAt: number;
  /** Refusals this window that took a question to reach. */
  fresh: number;
  /** Questions being asked now, and those waiting for a turn. */
  asking: number;
  waiting: Array<() => void>;
};

export type RefusalMemory = ReturnType<typeof createRefusalMemory>;

/**
 * What each account on this instance was refused lately. Every subscribe costs a question to
 * the channel (a database read), so one account's questions are asked a few at a time; a
 * topic refused is refused again from memory for as long as a change of access may take to
 * show anyway; and an account refused twenty times in ten seconds is refused any topic it
 * does not already hold without asking, until the window has passed. A module saying the
 * person's access changed clears what was remembered of them.
 */
export function createRefusalMemory(deps: { clock: Clock }) {
  const now = () => deps.clock.now().getTime();
  const accounts = new Map<string, Account>();

  function accountOf(userId: string): Account {
    let account = accounts.get(userId);
    if (!account) {
      account = { refused: new Map(), windowStartedAt: now(), fresh: 0, asking: 0, waiting: [] };
      accounts.set(userId, account);
    }
    return account;
  }

  /** The refusal that stands without asking, or null when the channel must be asked. */
  function recall(account: Account, topic: string, held: boolean): string | null {
    const at = now();
    const until = account.refused.get(topic);
    if (until !== undefined) {
      if (until > at) return refusals.notAllowed;
      account.refused.delete(topic);
    }
    if (at - account.windowStartedAt >= REFUSAL_WINDOW_MS) {
      account.windowStartedAt = at;
      account.fresh = 0;
    }
    // The other questions under way may all be refusals: they count, so a burst cannot
    // overshoot the limit.
    const underWay = account.asking - 1;
    if (!held && account.fresh + underWay >= REFUSALS_PER_WINDOW) {
      return refusals.tooManyRefusals;
    }
    return null;
  }

  async function turn(account: Account) {
    if (account.asking >= QUESTIONS_AT_ONCE) {
      await new Promise<void>((resolve) => account.waiting.push(resolve));
    }
    account.asking++;
  }

  function done(account: Account) {
    account.asking--;
    account.waiting.shift()?.();
  }

  return {
    /**
     * Whether this account may follow `topic`: from memory when a refusal stands (or the
     * account has been refused too often lately), else by asking `question` in its turn.
     * Answers the refusal's words, or null when allowed (or, unasked, when by its turn nobody
     * `wanted` the answer any more); a question that fails is thrown on and not remembered,
     * since it says nothing about access.
     */
    async decide(
      userId: string,
      topic: string,
      options: { held: boolean; wanted: () => boolean; question: () => Promise<boolean> },
    ): Promise<string | null> {
      const { held, wanted, question } = options;
      const account = accountOf(userId);
      await turn(account);
      try {
        if (!wanted()) return null;
        const remembered = recall(account, topic, held);
        if (remembered) return remembered;
        if (await question()) return null;
        account.fresh++;
        account.refused.set(topic, now() + REALTIME.revokeWithinMs);
        return refusals.notAllowed;
      } finally {
        done(account);
      }
    },

    /** This person's access changed: what they were refused may be theirs now. */
    forget(userId: string) {
      accounts.get(userId)?.refused.clear();
    },

    /** Lets go of refusals that no longer stand and of accounts with nothing left to hold. */
    sweep() {
      const at = now();
      for (const [userId, account] of accounts) {
        for (const [topic, until] of account.refused) {
          if (until <= at) account.refused.delete(topic);
        }
        const idle = account.asking === 0 && account.refused.size === 0;
        if (idle && at - account.windowStartedAt >= REFUSAL_WINDOW_MS) accounts.delete(userId);
      }
    },

    sweepEveryMs: REFUSAL_WINDOW_MS,
  };
}
