import {
  type ClientMessage,
  REALTIME,
  type ServerMessage,
  ServerMessageSchema,
} from "@haulwise/domain";

/** How the tab's socket is doing; `down` means it is waiting to try again. */
export type ConnectionState = "idle" | "connecting" | "open" | "down" | "ended";

/** One topic as this tab holds it: waiting for its snapshot, receiving, or refused. */
export type TopicStatus =
  | { state: "pending" }
  | { state: "live" }
  | { state: "denied"; message: string };

export type ConnectionStatus = {
  state: ConnectionState;
  /** Whether a socket has ever opened in this client, so "down" can tell lost from never set up. */
  everOpened: boolean;
};

/** What happens to one topic's frames. `snapshot` says whether it followed a fresh subscribe. */
export type FrameHandler = {
  snapshot(topic: string, data: unknown, context: { subscribedAt: number }): void;
  update(topic: string, data: unknown): void;
  /** The socket is down: read each of these topics again the slow way. */
  poll(topics: readonly string[]): void;
};

export type TopicListener = {
  onSnapshot?(data: unknown): void;
  onUpdate?(data: unknown): void;
};

/** The WebSocket surface the client uses: the browser's, or `ws` in tests. */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type Timers = {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type RealtimeClientOptions = {
  /** The socket's address; read at each attempt. */
  url: () => string;
  handler: FrameHandler;
  createSocket?: (url: string) => SocketLike;
  /** The server ended the session (close code 4401): no point trying again. */
  onSessionEnded?: () => void;
  backoffMs?: readonly number[];
  pollWhileDownMs?: number;
  /** Silence this long means the connection is dead even if the socket has not noticed. */
  silenceLimitMs?: number;
  timers?: Timers;
  now?: () => number;
};

export type RealtimeClient = {
  /** Follows a topic until the returned function is called; several callers share one subscription. */
  subscribe(topic: string, listener?: TopicListener): () => void;
  connection(): ConnectionStatus;
  topicStatus(topic: string): TopicStatus;
  /** Called whenever the connection or a topic's status changes. */
  onChange(listener: () => void): () => void;
  /** Tries at once instead of waiting out the back-off (the browser says it is online again). */
  retryNow(): void;
  close(): void;
};

const OPEN = 1;
/** The hub closes with this when the session behind the socket has ended. */
const SESSION_ENDED = 4401;
/** We close with this when the server has gone silent. */
const WENT_SILENT = 4000;
const PENDING: TopicStatus = { state: "pending" };
const LIVE: TopicStatus = { state: "live" };

type Held = { listeners: Set<TopicListener>; status: TopicStatus; subscribedAt: number };

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The tab's one realtime connection. It opens when the first topic is followed, subscribes
 * every followed topic, hands frames to the handler (which writes them into the query cache),
 * and when the socket drops it tries again after 1, 2, 5, then every 10 s, subscribing
 * everything afresh so each topic's snapshot replaces what was missed. While it is down the
 * handler is asked to poll the followed topics every 30 s.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const {
    url,
    handler,
    createSocket = (address) => new WebSocket(address) as unknown as SocketLike,
    onSessionEnded,
    backoffMs = REALTIME.reconnectBackoffMs,
    pollWhileDownMs = REALTIME.pollWhileDownMs,
    silenceLimitMs = REALTIME.heartbeatMs * 2.5,
    timers = defaultTimers,
    now = Date.now,
  } = options;

  const held = new Map<string, Held>();
  const changeListeners = new Set<() => void>();
  let socket: SocketLike | null = null;
  let state: ConnectionState = "idle";
  let everOpened = false;
  let failures = 0;
  let retryTimer: unknown = null;
  let pollTimer: unknown = null;
  let silenceTimer: unknown = null;
  let status: ConnectionStatus = { state, everOpened };

  function setState(next: ConnectionState) {
    if (next === state && status.everOpened === everOpened) return;
    state = next;
    status = { state, everOpened };
    emit();
  }

  function emit() {
    for (const listener of changeListeners) listener();
  }

  function send(message: ClientMessage) {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  function subscribeOnSocket(topic: string, entry: Held) {
    entry.subscribedAt = now();
    send({ type: "subscribe", topic });
  }

  function clear(timer: unknown) {
    if (timer !== null) timers.clearTimeout(timer);
  }

  function armSilenceTimer() {
    clear(silenceTimer);
    silenceTimer = timers.setTimeout(() => {
      silenceTimer = null;
      socket?.close(WENT_SILENT, "No heartbeat");
      // Some engines never deliver `close` for a dead network; do not wait for it.
      if (socket) handleClose(socket, WENT_SILENT);
    }, silenceLimitMs);
  }

  function startPolling() {
    if (pollTimer !== null) return;
    const tick = () => {
      pollTimer = timers.setTimeout(() => {
        if (held.size > 0) handler.poll([...held.keys()]);
        tick();
      }, pollWhileDownMs);
    };
    tick();
  }

  function stopPolling() {
    clear(pollTimer);
    pollTimer = null;
  }

  function connect() {
    clear(retryTimer);
    retryTimer = null;
    if (socket || held.size === 0) return;
    setState("connecting");
    let created: SocketLike;
    try {
      created = createSocket(url());
    } catch {
      scheduleRetry();
      return;
    }
    socket = created;
    created.onopen = () => {
      if (socket !== created) return;
      everOpened = true;
      failures = 0;
      stopPolling();
      armSilenceTimer();
      for (const [topic, entry] of held) {
        entry.status = PENDING;
        subscribeOnSocket(topic, entry);
      }
      setState("open");
    };
    created.onmessage = (event) => {
      if (socket !== created) return;
      armSilenceTimer();
      handleMessage(event.data);
    };
    created.onclose = (event) => handleClose(created, event.code);
    // An error is always followed by `close`, which decides what happens next.
    created.onerror = () => {};
  }

  function handleClose(closed: SocketLike, code: number) {
    if (socket !== closed) return;
    socket = null;
    closed.onopen = closed.onmessage = closed.onclose = closed.onerror = null;
    clear(silenceTimer);
    silenceTimer = null;
    if (code === SESSION_ENDED) {
      stopPolling();
      setState("ended");
      onSessionEnded?.();
      return;
    }
    if (held.size === 0) {
      setState("idle");
      return;
    }
    scheduleRetry();
  }

  function scheduleRetry() {
    const delay = backoffMs[Math.min(failures, backoffMs.length - 1)] ?? 10_000;
    failures++;
    setState("down");
    startPolling();
    retryTimer = timers.setTimeout(connect, delay);
  }

  function handleMessage(raw: unknown) {
    let message: ServerMessage;
    try {
      const parsed = ServerMessageSchema.safeParse(JSON.parse(String(raw)));
      if (!parsed.success) return;
      message = parsed.data;
    } catch {
      return;
    }
    if (message.type === "heartbeat") return;
    const entry = held.get(message.topic);
    if (!entry) return;
    if (message.type === "denied") {
      entry.status = { state: "denied", message: message.message };
      emit();
      return;
    }
    if (message.type === "snapshot") {
      handler.snapshot(message.topic, message.data, { subscribedAt: entry.subscribedAt });
      for (const listener of entry.listeners) listener.onSnapshot?.(message.data);
      if (entry.status.state !== "live") {
        entry.status = LIVE;
        emit();
      }
      return;
    }
    handler.update(message.topic, message.data);
    for (const listener of entry.listeners) listener.onUpdate?.(message.data);
  }

  return {
    subscribe(topic, listener) {
      let entry = held.get(topic);
      if (!entry) {
        entry = { listeners: new Set(), status: PENDING, subscribedAt: 0 };
        held.set(topic, entry);
        if (state === "open") subscribeOnSocket(topic, entry);
        else if (state === "idle" || state === "ended") connect();
      }
      const current = entry;
      const own = listener ?? {};
      current.listeners.add(own);
      return () => {
        current.listeners.delete(own);
        if (current.listeners.size > 0 || held.get(topic) !== current) return;
        held.delete(topic);
        send({ type: "unsubscribe", topic });
      };
    },
    connection: () => status,
    topicStatus: (topic) => held.get(topic)?.status ?? PENDING,
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    retryNow() {
      if (state === "down") connect();
    },
    close() {
      clear(retryTimer);
      clear(silenceTimer);
      stopPolling();
      retryTimer = silenceTimer = null;
      held.clear();
      const open = socket;
      socket = null;
      if (open) {
        open.onopen = open.onmessage = open.onclose = open.onerror = null;
        open.close(1000, "Closed by the page");
      }
      setState("idle");
    },
  };
}
