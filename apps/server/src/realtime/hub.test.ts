import { REALTIME, type ServerMessage } from "@haulwise/domain";
import { afterEach, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import type { Actor } from "../auth/actor.js";
import { createManualClock, type ManualClock } from "../clock.js";
import { SocketDouble, settle } from "../test/socket-double.js";
import { type BridgeMessage, memoryBridge, type RealtimeBridge } from "./bridge.js";
import { latestBy } from "./channel.js";
import { createRealtimeHub, type RealtimeHub } from "./hub.js";

type Position = { driverId: string; seq: number };
type Update = { positions: Position[] };

const actor: Actor = {
  userId: "u1",
  email: "c@example.com",
  verified: true,
  sessionId: "s1",
  role: "contractor",
  company: { id: "c1", name: "C", memberRole: "owner", timeZone: "UTC" },
};

const TOPIC = "company:c1:locations";
const positionsIn = (message: ServerMessage) =>
  "data" in message ? (message.data as Update).positions : [];

describe("the hub's delivery", () => {
  let hub: RealtimeHub;
  let clock: ManualClock;
  let snapshotGate: Promise<void> = Promise.resolve();

  let sessionEnded = false;

  function start(options: { bridge?: RealtimeBridge; coalesceMs?: number } = {}) {
    clock = createManualClock();
    hub = createRealtimeHub({
      clock,
      logger: { error: () => {}, warn: () => {} },
      bridge: options.bridge ?? memoryBridge(),
      coalesceMs: options.coalesceMs ?? 20,
      reauthenticate: async (a) => (sessionEnded ? null : a),
      recheckMs: 4_000,
    });
    hub.register<Update>({
      scope: "company",
      channel: "locations",
      authorise: async (a, id) => a.company?.id === id,
      snapshot: async () => {
        await snapshotGate;
        return { positions: [{ driverId: "d0", seq: 0 }] };
      },
      ...latestBy<Update, "positions", "driverId">("positions", "driverId"),
    });
    return hub.start();
  }

  async function connected() {
    const socket = new SocketDouble();
    hub.accept(socket as unknown as WebSocket, actor);
    socket.subscribe(TOPIC);
    await settle();
    return socket;
  }

  afterEach(async () => {
    snapshotGate = Promise.resolve();
    sessionEnded = false;
    await hub?.close();
  });

  it("sends one frame per window with each driver's newest position, the same bytes to everyone", async () => {
    await start();
    const a = await connected();
    const b = await connected();
    for (let seq = 1; seq <= 5; seq++) {
      hub.publish(TOPIC, { positions: [{ driverId: "d1", seq }] });
      hub.publish(TOPIC, { positions: [{ driverId: "d2", seq: seq * 10 }] });
    }
    clock.advance(19);
    expect(a.messages().filter((m) => m.type === "update")).toEqual([]);
    clock.advance(1);
    const updates = a.messages().filter((m) => m.type === "update");
    expect(updates).toHaveLength(1);
    expect(positionsIn(updates[0]!)).toEqual([
      { driverId: "d1", seq: 5 },
      { driverId: "d2", seq: 50 },
    ]);
    expect(a.frames.at(-1)).toBe(b.frames.at(-1));
    expect(hub.stats()).toMatchObject({ connections: 2, topics: 1, updatesPublished: 10 });
  });

  it("sends the snapshot first and what happened meanwhile right after it", async () => {
    await start();
    let open: () => void = () => {};
    snapshotGate = new Promise((resolve) => {
      open = resolve;
    });
    const socket = new SocketDouble();
    hub.accept(socket as unknown as WebSocket, actor);
    socket.subscribe(TOPIC);
    await settle();
    hub.publish(TOPIC, { positions: [{ driverId: "d1", seq: 1 }] });
    clock.advance(40);
    await settle();
    expect(socket.frames).toEqual([]);
    open();
    await settle();
    expect(socket.messages().map((m) => [m.type, positionsIn(m)])).toEqual([
      ["snapshot", [{ driverId: "d0", seq: 0 }]],
      ["update", [{ driverId: "d1", seq: 1 }]],
    ]);
  });

  it("lets a slow socket skip to the latest state and keeps the others flowing", async () => {
    await start();
    const slow = await connected();
    const fast = await connected();
    slow.bufferedAmount = 512 * 1024;
    for (let seq = 1; seq <= 10; seq++) {
      hub.publish(TOPIC, { positions: [{ driverId: "d1", seq }] });
      clock.advance(30);
    }
    const fastUpdates = fast.messages().filter((m) => m.type === "update");
    expect(fastUpdates).toHaveLength(10);
    expect(slow.messages().filter((m) => m.type === "update")).toEqual([]);
    slow.bufferedAmount = 0;
    clock.advance(100);
    const caughtUp = slow.messages().filter((m) => m.type === "update");
    expect(caughtUp.map(positionsIn)).toEqual([[{ driverId: "d1", seq: 10 }]]);
  });

  it("cuts off a socket that stops reading altogether", async () => {
    await start();
    const stuck = await connected();
    stuck.bufferedAmount = 8 * 1024 * 1024;
    hub.publish(TOPIC, { positions: [{ driverId: "d1", seq: 1 }] });
    clock.advance(120);
    expect(stuck.terminated).toBe(true);
    expect(hub.stats().connections).toBe(0);
  });

  it("lets go of a socket that stops answering pings, and keeps one that answers", async () => {
    await start();
    const silent = await connected();
    const answering = await connected();
    answering.ping = () => answering.emit("pong");
    clock.advance(REALTIME.heartbeatMs);
    expect(silent.terminated).toBe(false);
    expect(silent.messages().at(-1)).toMatchObject({ type: "heartbeat" });
    clock.advance(REALTIME.heartbeatMs);
    expect(silent.terminated).toBe(true);
    expect(answering.terminated).toBe(false);
    expect(hub.stats().connections).toBe(1);
  });

  it("checks every socket's session again within the interval, and closes an ended one", async () => {
    await start();
    const socket = await connected();
    sessionEnded = true;
    clock.advance(3_000);
    await settle();
    clock.advance(1_500);
    await settle();
    expect(socket.closedWith).toBe(4401);
    expect(hub.stats()).toMatchObject({ connections: 0, topics: 0 });
  });

  it("refuses topics it may not or does not know, and a flood of messages", async () => {
    await start();
    const socket = await connected();
    socket.subscribe("company:c2:locations");
    socket.subscribe("job:j1:locations");
    await settle();
    expect(socket.messages().filter((m) => m.type === "denied")).toEqual(
      expect.arrayContaining([
        {
          type: "denied",
          topic: "company:c2:locations",
          message: "You do not have access to this topic",
        },
        { type: "denied", topic: "job:j1:locations", message: "Unknown topic" },
      ]),
    );
    for (let index = 0; index < 101; index++) socket.subscribe(TOPIC);
    expect(socket.closedWith).toBe(1008);
  });

  it("packs a window's frames for other instances under the bridge's size, halving big ones", async () => {
    const sent: BridgeMessage[] = [];
    await start({
      bridge: {
        crossesInstances: true,
        maxMessageBytes: 600,
        start: async () => {},
        send: (message) => sent.push(message),
        close: async () => {},
      },
    });
    const positions = Array.from({ length: 40 }, (_, index) => ({
      driverId: `driver-${index}`,
      seq: index,
    }));
    hub.publish(TOPIC, { positions });
    hub.publish("company:c1:locations", { positions: [{ driverId: "driver-0", seq: 99 }] });
    clock.advance(20);
    expect(sent.length).toBeGreaterThan(1);
    for (const message of sent) expect(JSON.stringify(message).length).toBeLessThanOrEqual(600);
    const delivered = sent.flatMap((m) =>
      m.kind === "frames" ? m.frames.flatMap((f) => (f.data as Update).positions) : [],
    );
    expect(delivered).toHaveLength(40);
    expect(delivered.find((p) => p.driverId === "driver-0")).toEqual({
      driverId: "driver-0",
      seq: 99,
    });
  });
});
