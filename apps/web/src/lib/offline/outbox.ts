import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import { errorMessage } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { createDrainer, type DrainOutcome } from "./drainer";
import { failureKindOf } from "./failure-kind";
import { randomId } from "./random-id";

export type OutboxMethod = "POST" | "PUT" | "PATCH" | "DELETE";

/** A form field as stored: text, or a file's bytes (Blobs in IndexedDB are unreliable in old Safari). */
export type StoredPart =
  | { name: string; value: string }
  | { name: string; file: { bytes: ArrayBuffer; type: string; fileName: string } };

export type StoredBody =
  | { type: "none" }
  | { type: "json"; data: unknown }
  | { type: "form"; parts: StoredPart[] };

export type OutboxEntry = {
  /** Rises with every request queued on this device: the order they are sent in. */
  id: number;
  /** Sent as `Idempotency-Key`, so a request repeated after a lost answer is applied once. */
  idempotencyKey: string;
  /** What the request is, for the screens that list waiting work ("load-ticket"). */
  kind: string;
  /** How a person recognises it ("Ticket 4411, 22 t gravel"). */
  label: string;
  /** The user who queued it: only their session sends it. */
  owner: string;
  method: OutboxMethod;
  path: string;
  body: StoredBody;
  createdAt: string;
  attempts: number;
  /** `failed`: the server refused it; it waits for the person to retry or discard it. */
  status: "pending" | "failed";
  error: string | null;
};

export type OutboxRequestInput = {
  method: OutboxMethod;
  path: string;
  /** A JSON value, or a FormData whose files are copied in now. */
  body?: unknown;
  kind: string;
  label: string;
  /** Defaults to a new random key; pass one to make re-queuing the same thing harmless. */
  idempotencyKey?: string;
};

/** A queued request on its way out, as the transport receives it. */
export type OutboxSendRequest = {
  method: OutboxMethod;
  path: string;
  body: unknown;
  headers: Record<string, string>;
};

/**
 * Sends one request and resolves with the server's answer (parsed JSON, or null), or
 * rejects with an `ApiError` (status 0 when there was no answer at all).
 */
export type OutboxTransport = (request: OutboxSendRequest) => Promise<unknown>;

export type Outbox = {
  /** Whose requests to send: the signed-in user, or null while nobody is. */
  setOwner(owner: string | null): void;
  /** Stores the request first, then tries to send it; resolves once it is stored. */
  enqueue(request: OutboxRequestInput): Promise<OutboxEntry>;
  /** The owner's waiting and refused requests, oldest first; the same array until one changes. */
  entries(): readonly OutboxEntry[];
  subscribe(listener: () => void): () => void;
  /** A request was sent and answered; `answer` is the server's parsed JSON (or null). */
  onSent(listener: (entry: OutboxEntry, answer: unknown) => void): () => void;
  /**
   * The server refused a request (`error` is its answer); it stays, marked failed, until
   * retried or discarded.
   */
  onFailed(listener: (entry: OutboxEntry, error: unknown) => void): () => void;
  /** A request could not be sent now (no answer, server busy, signed out); it waits. */
  onDeferred(listener: (entry: OutboxEntry) => void): () => void;
  retry(id: number): Promise<void>;
  discard(id: number): Promise<void>;
  /** Someone is waiting for the queue: a pass now, forgetting any back-off. */
  sendNow(): void;
  /** Opens the database, loads what is waiting and starts sending. */
  start(): Promise<void>;
  stop(): void;
  /** Resolves when the pass running now (if any) has ended. */
  idle(): Promise<void>;
};

type OutboxDb = DBSchema & {
  requests: {
    key: number;
    value: Omit<OutboxEntry, "id"> & { id?: number };
    indexes: { owner: string };
  };
};

async function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === "function") return blob.arrayBuffer();
  return new Response(blob).arrayBuffer();
}

async function storedBodyOf(body: unknown): Promise<StoredBody> {
  if (body === undefined) return { type: "none" };
  if (!(body instanceof FormData)) return { type: "json", data: body };
  const parts: StoredPart[] = [];
  for (const [name, value] of body.entries()) {
    if (typeof value === "string") {
      parts.push({ name, value });
    } else {
      parts.push({
        name,
        file: { bytes: await readBytes(value), type: value.type, fileName: value.name || "file" },
      });
    }
  }
  return { type: "form", parts };
}

function requestBodyOf(body: StoredBody): unknown {
  if (body.type === "none") return undefined;
  if (body.type === "json") return body.data;
  const form = new FormData();
  for (const part of body.parts) {
    if ("value" in part) form.append(part.name, part.value);
    else {
      const { bytes, type, fileName } = part.file;
      form.append(part.name, new Blob([bytes], { type }), fileName);
    }
  }
  return form;
}

/**
 * A durable queue of requests (the form outbox): each is written to IndexedDB before anything
 * is sent, sent in the order queued with its own idempotency key, removed once answered, and
 * kept across reloads and lost connections. A refused request does not hold up the ones
 * behind it: it is marked failed for the person to retry or discard. Tabs share the queue;
 * one sends at a time.
 */
export function createOutbox(options: {
  transport: OutboxTransport;
  dbName?: string;
  backoffMs?: readonly number[];
  isOnline?: () => boolean;
  now?: () => Date;
}): Outbox {
  const { transport, dbName = "haulwise-outbox", now = () => clock.now() } = options;
  let db: Promise<IDBPDatabase<OutboxDb>> | null = null;
  let owner: string | null = null;
  let snapshot: readonly OutboxEntry[] = [];
  const listeners = new Set<() => void>();
  const sentListeners = new Set<(entry: OutboxEntry, answer: unknown) => void>();
  const failedListeners = new Set<(entry: OutboxEntry, error: unknown) => void>();
  const deferredListeners = new Set<(entry: OutboxEntry) => void>();
  const channel =
    typeof BroadcastChannel === "function" ? new BroadcastChannel(`${dbName}:changes`) : null;

  function open() {
    db ??= openDB<OutboxDb>(dbName, 1, {
      upgrade(database) {
        const store = database.createObjectStore("requests", {
          keyPath: "id",
          autoIncrement: true,
        });
        store.createIndex("owner", "owner");
      },
    });
    return db;
  }

  async function refresh() {
    try {
      const rows = owner ? await (await open()).getAllFromIndex("requests", "owner", owner) : [];
      snapshot = (rows as OutboxEntry[]).sort((a, b) => a.id - b.id);
    } catch (error) {
      // No IndexedDB (a locked-down browser): nothing can be waiting; enqueue will say why.
      console.error("The outbox cannot read its queue", error);
      snapshot = [];
    }
    for (const listener of listeners) listener();
  }

  /** Tells this tab's screens and the other tabs that the queue changed. */
  async function changed() {
    await refresh();
    channel?.postMessage("changed");
  }
  channel?.addEventListener("message", () => void refresh());

  async function oldestPending(who: string): Promise<OutboxEntry | undefined> {
    const tx = (await open()).transaction("requests");
    let cursor = await tx.store.index("owner").openCursor(IDBKeyRange.only(who));
    // The owner index orders equal owners by primary key, so the first pending one is the oldest.
    while (cursor && cursor.value.status !== "pending") cursor = await cursor.continue();
    return cursor?.value as OutboxEntry | undefined;
  }

  async function update(id: number, change: Partial<OutboxEntry>) {
    const database = await open();
    const tx = database.transaction("requests", "readwrite");
    const row = await tx.store.get(id);
    if (row) await tx.store.put({ ...row, ...change });
    await tx.done;
  }

  async function drain(): Promise<DrainOutcome> {
    const who = owner;
    if (!who) return "blocked";
    for (;;) {
      const entry = await oldestPending(who);
      if (!entry || owner !== who) return "done";
      let answer: unknown;
      try {
        answer = await transport({
          method: entry.method,
          path: entry.path,
          body: requestBodyOf(entry.body),
          headers: { "Idempotency-Key": entry.idempotencyKey },
        });
      } catch (error) {
        const kind = failureKindOf(error);
        if (kind === "refused") {
          const failed = { ...entry, status: "failed" as const, error: errorMessage(error, "") };
          await update(entry.id, { status: "failed", error: failed.error });
          await changed();
          for (const listener of failedListeners) listener(failed, error);
          continue;
        }
        await update(entry.id, { attempts: entry.attempts + 1 });
        for (const listener of deferredListeners) listener(entry);
        return kind;
      }
      await (await open()).delete("requests", entry.id);
      await changed();
      for (const listener of sentListeners) listener(entry, answer);
    }
  }

  const drainer = createDrainer({
    drain,
    lockName: `${dbName}:send`,
    backoffMs: options.backoffMs,
    isOnline: options.isOnline,
    onError: (error) => console.error("The outbox could not send its requests", error),
  });

  const subscribeTo =
    <L>(set: Set<L>) =>
    (listener: L) => {
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    };

  return {
    setOwner(next) {
      if (owner === next) return;
      owner = next;
      void refresh();
      drainer.retryNow();
    },
    async enqueue(request) {
      if (!owner) throw new Error("Nobody is signed in to queue this request for");
      const row: Omit<OutboxEntry, "id"> = {
        idempotencyKey: request.idempotencyKey ?? randomId(),
        kind: request.kind,
        label: request.label,
        owner,
        method: request.method,
        path: request.path,
        body: await storedBodyOf(request.body),
        createdAt: now().toISOString(),
        attempts: 0,
        status: "pending",
        error: null,
      };
      const id = (await (await open()).add("requests", row)) as number;
      await changed();
      drainer.kick();
      return { ...row, id };
    },
    entries: () => snapshot,
    subscribe: subscribeTo(listeners),
    onSent: subscribeTo(sentListeners),
    onFailed: subscribeTo(failedListeners),
    onDeferred: subscribeTo(deferredListeners),
    async retry(id) {
      await update(id, { status: "pending", error: null });
      await changed();
      drainer.retryNow();
    },
    async discard(id) {
      await (await open()).delete("requests", id);
      await changed();
    },
    sendNow() {
      drainer.retryNow();
    },
    async start() {
      await refresh();
      drainer.start();
    },
    stop() {
      drainer.stop();
    },
    idle: () => drainer.idle(),
  };
}
