import { EventEmitter } from "node:events";
import type { ServerMessage } from "@haulwise/domain";
import { afterEach, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import type { Actor } from "../auth/actor.js";
import { createTestClock } from "../clock.js";
import { type BridgeMessage, memoryBridge, type RealtimeBridge } from "./bridge.js";
import { latestBy } from "./channel.js";
import { createRealtimeHub, type RealtimeHub } from "./hub.js";

type Position = { driverId: string; seq: number };
type Update = { positions: Position[] };

/**
 * A socket as the hub sees one: what it was sent, and how much it has not written yet. The
 * hub's delivery rules depend only on these, so the tests set them directly.
 */
class SocketDouble extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  frames: Buffer[] = [];
  closedWith: number | null = null;
  terminated = false;
  send(frame: Buffer) {
    this.frames.push(frame);
  }
  ping() {}
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit("close", code);
  }
  terminate() {
    this.terminated = true;
    this.close(1006);
  }
  messages(): ServerMessage[] {
    return this.frames.map((frame) => JSON.parse(frame.toString()) as ServerMessage);
  }
  subscribe(topic: string) {
    this.emit("message", Buffer.from(JSON.stringify({ type: "subscribe", topic })), false);
  }
}

const actor: Actor = {
  userId: "u1",
  email: "c@example.com",
  verified: true,
  sessionId: "s1",
  role: "contractor",
  company: { id: "c1", name: "C", memberRole: "owner", timeZone: "UTC" },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TOPIC = "company:c1:locations";
const positionsIn = (message: ServerMessage) =>
  "data" in message ? (message.data as Update).positions : [];

describe("the hub's delivery", () => {
  let hub: RealtimeHub;
  let snapshotGate: Promise<void> = Promise.resolve();

  function start(options: { bridge?: RealtimeBridge; coalesceMs?: number } = {}) {
    hub = createRealtimeHub({
      clock: createTestClock(),
      logger: { error: () => {}, warn: () => {} },
      bridge: options.bridge ?? memoryBridge(),
      coalesceMs: options.coalesceMs ?? 20,
      reauthenticate: async (a) => a,
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
    await wait(5);
    return socket;
  }

  afterEach(async () => {
    snapshotGate = Promise.resolve();
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
    await wait(50);
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
    await wait(5);
    hub.publish(TOPIC, { positions: [{ driverId: "d1", seq: 1 }] });
    await wait(40);
    expect(socket.frames).toEqual([]);
    open();
    await wait(40);
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
      await wait(30);
    }
    const fastUpdates = fast.messages().filter((m) => m.type === "update");
    expect(fastUpdates.length).toBeGreaterThanOrEqual(5);
    expect(slow.messages().filter((m) => m.type === "update")).toEqual([]);
    slow.bufferedAmount = 0;
    await wait(150);
    const caughtUp = slow.messages().filter((m) => m.type === "update");
    expect(caughtUp.map(positionsIn)).toEqual([[{ driverId: "d1", seq: 10 }]]);
  });

  it("cuts off a socket that stops reading altogether", async () => {
    await start();
    const stuck = await connected();
    stuck.bufferedAmount = 8 * 1024 * 1024;
    hub.publish(TOPIC, { positions: [{ driverId: "d1", seq: 1 }] });
    await wait(200);
    expect(stuck.terminated).toBe(true);
    expect(hub.stats().connections).toBe(0);
  });

  it("refuses topics it may not or does not know, and a flood of messages", async () => {
    await start();
    const socket = await connected();
    socket.subscribe("company:c2:locations");
    socket.subscribe("job:j1:locations");
    await wait(5);
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
    await wait(50);
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
