import { type PositionBatch, type PositionBatchResult, TRACKING } from "@haulwise/domain";
import { createDrainer, type DrainOutcome } from "@/lib/offline/drainer";
import { failureKindOf } from "@/lib/offline/failure-kind";
import type { PositionQueue } from "./position-queue";

export type SenderState = {
  /** The owner's fixes stored on this device and not yet accepted by the server. */
  waiting: number;
  /** When the server last accepted an upload (ms since 1970). */
  lastSentAt: number | null;
  /** The last upload failed for want of a connection or a working server. */
  failing: boolean;
};

export type PositionSender = {
  setOwner(owner: string | null): void;
  /** A fix was queued: send it (and anything older) as soon as possible. */
  kick(): void;
  retryNow(): void;
  /** Re-counts what waits, after another tab sent or queued something. */
  recount(): Promise<void>;
  start(): void;
  stop(): void;
  idle(): Promise<void>;
  state(): SenderState;
  subscribe(listener: () => void): () => void;
};

/**
 * Uploads queued fixes in batches, oldest first, and removes them once the server has
 * answered: stored, already stored (a repeat), or refused with a reason (which a retry would
 * not change, so they are dropped rather than blocking the queue). Without a connection the
 * fixes wait, and the drainer tries again when it returns.
 */
export function createPositionSender(deps: {
  queue: PositionQueue;
  upload: (batch: PositionBatch) => Promise<PositionBatchResult>;
  now?: () => number;
  backoffMs?: readonly number[];
  isOnline?: () => boolean;
}): PositionSender {
  const { queue, upload, now = Date.now } = deps;
  let owner: string | null = null;
  let state: SenderState = { waiting: 0, lastSentAt: null, failing: false };
  const listeners = new Set<() => void>();

  function set(change: Partial<SenderState>) {
    const next = { ...state, ...change };
    if (
      next.waiting === state.waiting &&
      next.lastSentAt === state.lastSentAt &&
      next.failing === state.failing
    ) {
      return;
    }
    state = next;
    for (const listener of listeners) listener();
  }

  let counting = 0;
  /** Counts what waits; a count started later always wins over one that finishes later. */
  async function recount() {
    const mine = ++counting;
    const waiting = owner ? await queue.count(owner) : 0;
    if (mine === counting) set({ waiting });
  }

  async function drain(): Promise<DrainOutcome> {
    const who = owner;
    if (!who) return "blocked";
    const deviceId = await queue.deviceId();
    for (;;) {
      const fixes = await queue.oldest(who, TRACKING.batchMaxFixes);
      if (fixes.length === 0 || owner !== who) {
        set({ failing: false });
        return "done";
      }
      const seqs = fixes.map((fix) => fix.seq);
      try {
        const result = await upload({
          deviceId,
          fixes: fixes.map(({ owner: _owner, ...fix }) => fix),
        });
        if (result.rejected.length > 0) {
          console.warn("The server refused some positions; they were dropped", result.rejected);
        }
      } catch (error) {
        const kind = failureKindOf(error);
        if (kind !== "refused") {
          set({ failing: kind === "retry" });
          return kind;
        }
        console.warn("The server refused a batch of positions; it was dropped", error);
      }
      await queue.remove(seqs);
      set({ lastSentAt: now(), failing: false });
      await recount();
    }
  }

  const drainer = createDrainer({
    drain,
    lockName: "haulwise-positions:send",
    backoffMs: deps.backoffMs,
    isOnline: deps.isOnline,
    onError: (error) => console.error("Positions could not be sent", error),
  });

  return {
    setOwner(next) {
      if (owner === next) return;
      owner = next;
      state = { waiting: 0, lastSentAt: null, failing: false };
      void recount();
      drainer.retryNow();
    },
    kick() {
      void recount();
      drainer.kick();
    },
    retryNow: () => drainer.retryNow(),
    recount,
    start: () => drainer.start(),
    stop: () => drainer.stop(),
    idle: () => drainer.idle(),
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
