// @vitest-environment node
import type { AddressInfo } from "node:net";
import type { CompanyLivePositions, LivePosition, ServerMessage } from "@haulwise/domain";
import { QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { createQueryClient } from "../query-client";
import { trackingKeys } from "../query-keys";
import { createCacheFrameHandler } from "./cache-frames";
import { createRealtimeClient, type SocketLike, type Timers } from "./realtime-client";

const TOPIC = "company:c1:locations";

function position(driverId: string, latitude: number, state = "moving"): LivePosition {
  return {
    driverId,
    name: `Driver ${driverId}`,
    latitude,
    longitude: -122.4,
    accuracy: 8,
    speed: 10,
    heading: 90,
    recordedAt: "2026-11-20T10:00:00.000Z",
    state: state as LivePosition["state"],
    idleSince: null,
    truck: null,
  };
}

const snapshotOf = (...positions: LivePosition[]): CompanyLivePositions => ({
  positions,
  total: positions.length,
  limit: 3,
});

/** A real WebSocket server speaking the hub's protocol, scripted by each test. */
async function startHub() {
  let accepting = true;
  const received: unknown[] = [];
  const sockets: WebSocket[] = [];
  let snapshot: () => CompanyLivePositions = () => snapshotOf(position("d1", 37.7));
  const server = new WebSocketServer({
    port: 0,
    verifyClient: (_info, done) => (accepting ? done(true) : done(false, 503)),
  });
  server.on("connection", (socket) => {
    sockets.push(socket);
    socket.on("message", (raw) => {
      const message = JSON.parse(String(raw));
      received.push(message);
      if (message.type === "subscribe") {
        const frame: ServerMessage =
          message.topic === "company:c2:locations"
            ? { type: "denied", topic: message.topic, message: "You do not have access" }
            : { type: "snapshot", topic: message.topic, data: snapshot() };
        socket.send(JSON.stringify(frame));
      }
    });
  });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    received,
    sockets,
    open: () => sockets.filter((socket) => socket.readyState === WebSocket.OPEN),
    setAccepting: (value: boolean) => {
      accepting = value;
    },
    setSnapshot: (next: () => CompanyLivePositions) => {
      snapshot = next;
    },
    send: (message: ServerMessage) => {
      for (const socket of sockets) {
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
      }
    },
    dropAll: () => {
      for (const socket of sockets) socket.terminate();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.terminate();
        server.close(() => resolve());
      }),
  };
}

/** Timers the test fires by hand, so back-off and polling need no waiting. */
function manualTimers() {
  let next = 1;
  const pending = new Map<number, { fn: () => void; ms: number }>();
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      const id = next++;
      pending.set(id, { fn, ms });
      return id;
    },
    clearTimeout: (id) => {
      pending.delete(id as number);
    },
  };
  return {
    timers,
    delays: () => [...pending.values()].map((timer) => timer.ms),
    /** Runs the timers set for exactly `ms`. */
    fire(ms: number) {
      const due = [...pending].filter(([, timer]) => timer.ms === ms);
      expect(due.length, `a timer of ${ms} ms`).toBeGreaterThan(0);
      for (const [id, timer] of due) {
        pending.delete(id);
        timer.fn();
      }
    },
  };
}

const HEARTBEAT_SILENCE = 75_000;

function setUp(url: string) {
  const queryClient = createQueryClient({ retry: false });
  const fetches = { count: 0 };
  // A screen showing the company map: an active query whose fetch the test counts.
  const observer = new QueryObserver(queryClient, {
    queryKey: trackingKeys.company(),
    queryFn: async () => {
      fetches.count++;
      return snapshotOf(position("d1", 1));
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const stopObserving = observer.subscribe(() => {});
  const clock = manualTimers();
  const sessionEnded = vi.fn();
  const client = createRealtimeClient({
    url: () => url,
    handler: createCacheFrameHandler(queryClient),
    createSocket: (address) => new WebSocket(address) as unknown as SocketLike,
    timers: clock.timers,
    onSessionEnded: sessionEnded,
  });
  const cached = () => queryClient.getQueryData<CompanyLivePositions>(trackingKeys.company());
  return { queryClient, client, clock, fetches, cached, sessionEnded, stopObserving };
}

let cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function fixture() {
  const hub = await startHub();
  const setup = setUp(hub.url);
  await vi.waitFor(() => expect(setup.fetches.count).toBe(1));
  cleanups.push(
    () => hub.close(),
    () => setup.client.close(),
    setup.stopObserving,
  );
  return { hub, ...setup };
}

describe("the realtime client", () => {
  it("subscribes once per topic, writes the snapshot and updates into the cache, and fetches nothing", async () => {
    const { hub, client, cached, fetches } = await fixture();
    const stopFirst = client.subscribe(TOPIC);
    const stopSecond = client.subscribe(TOPIC);

    await vi.waitFor(() => expect(client.topicStatus(TOPIC).state).toBe("live"));
    expect(hub.received).toEqual([{ type: "subscribe", topic: TOPIC }]);
    expect(cached()?.positions.map((p) => p.latitude)).toEqual([37.7]);

    hub.send({
      type: "update",
      topic: TOPIC,
      data: { positions: [position("d1", 37.8), position("d2", 37.9)] },
    });
    await vi.waitFor(() =>
      expect(cached()?.positions.map((p) => [p.driverId, p.latitude])).toEqual([
        ["d1", 37.8],
        ["d2", 37.9],
      ]),
    );
    hub.send({
      type: "update",
      topic: TOPIC,
      data: { positions: [position("d2", 0, "off_duty")] },
    });
    await vi.waitFor(() => expect(cached()?.positions.map((p) => p.driverId)).toEqual(["d1"]));
    expect(cached()?.limit).toBe(3);
    expect(fetches.count).toBe(1);

    stopFirst();
    stopSecond();
    await vi.waitFor(() => expect(hub.received).toHaveLength(2));
    expect(hub.received[1]).toEqual({ type: "unsubscribe", topic: TOPIC });
  });

  it("reconnects after 1, 2, 5, then every 10 s, polls every 30 s while down, and refetches the snapshot", async () => {
    const { hub, client, clock, cached, fetches } = await fixture();
    client.subscribe(TOPIC);
    await vi.waitFor(() => expect(client.connection().state).toBe("open"));

    hub.setAccepting(false);
    hub.dropAll();
    await vi.waitFor(() => expect(client.connection().state).toBe("down"));
    expect(client.connection().everOpened).toBe(true);

    for (const delay of [1_000, 2_000, 5_000, 10_000, 10_000]) {
      expect(clock.delays()).toContain(delay);
      clock.fire(delay);
      await vi.waitFor(() => expect(clock.delays()).not.toContain(HEARTBEAT_SILENCE));
      await vi.waitFor(() => expect(client.connection().state).toBe("down"));
    }

    // Down all this time: the map's query is read over HTTP every 30 s instead.
    const before = fetches.count;
    clock.fire(30_000);
    await vi.waitFor(() => expect(fetches.count).toBe(before + 1));
    clock.fire(30_000);
    await vi.waitFor(() => expect(fetches.count).toBe(before + 2));

    // The server is back with news the client missed while down.
    hub.setSnapshot(() => snapshotOf(position("d1", 38.5), position("d3", 38.6)));
    hub.setAccepting(true);
    clock.fire(10_000);
    await vi.waitFor(() => expect(client.connection().state).toBe("open"));
    await vi.waitFor(() =>
      expect(cached()?.positions.map((p) => [p.driverId, p.latitude])).toEqual([
        ["d1", 38.5],
        ["d3", 38.6],
      ]),
    );
    // Up again: no more polling, and the next drop starts the back-off from 1 s.
    expect(clock.delays()).not.toContain(30_000);
    expect(hub.received.filter((m) => (m as { type: string }).type === "subscribe")).toHaveLength(
      2,
    );
    hub.dropAll();
    await vi.waitFor(() => expect(clock.delays()).toContain(1_000));
  });

  it("treats a silent server as gone and reconnects", async () => {
    const { hub, client, clock } = await fixture();
    client.subscribe(TOPIC);
    await vi.waitFor(() => expect(client.topicStatus(TOPIC).state).toBe("live"));
    expect(clock.delays()).toContain(HEARTBEAT_SILENCE);

    clock.fire(HEARTBEAT_SILENCE);
    expect(client.connection().state).toBe("down");
    clock.fire(1_000);
    await vi.waitFor(() => expect(hub.open()).toHaveLength(1));
    await vi.waitFor(() => expect(client.connection().state).toBe("open"));
  });

  it("a heartbeat keeps the connection", async () => {
    const { hub, client, clock } = await fixture();
    client.subscribe(TOPIC);
    await vi.waitFor(() => expect(client.topicStatus(TOPIC).state).toBe("live"));
    const armed = clock.delays().filter((ms) => ms === HEARTBEAT_SILENCE).length;
    hub.send({ type: "heartbeat", at: new Date().toISOString() });
    // The watchdog is re-armed (one timer replaced by another), never fired.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clock.delays().filter((ms) => ms === HEARTBEAT_SILENCE)).toHaveLength(armed);
    expect(client.connection().state).toBe("open");
  });

  it("reports a topic it may not follow", async () => {
    const { client } = await fixture();
    client.subscribe("company:c2:locations");
    await vi.waitFor(() =>
      expect(client.topicStatus("company:c2:locations")).toEqual({
        state: "denied",
        message: "You do not have access",
      }),
    );
  });

  it("stops for good when the server says the session ended", async () => {
    const { hub, client, clock, sessionEnded } = await fixture();
    client.subscribe(TOPIC);
    await vi.waitFor(() => expect(client.connection().state).toBe("open"));
    for (const socket of hub.sockets) socket.close(4401, "Session ended");
    await vi.waitFor(() => expect(client.connection().state).toBe("ended"));
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(clock.delays()).toEqual([]);
  });

  it("never opened: says so, and keeps trying", async () => {
    const hub = await startHub();
    hub.setAccepting(false);
    const { client, clock, stopObserving } = setUp(hub.url);
    cleanups.push(
      () => hub.close(),
      () => client.close(),
      stopObserving,
    );
    client.subscribe(TOPIC);
    await vi.waitFor(() =>
      expect(client.connection()).toEqual({ state: "down", everOpened: false }),
    );
    expect(clock.delays()).toEqual(expect.arrayContaining([1_000, 30_000]));
  });
});
