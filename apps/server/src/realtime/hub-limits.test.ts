import { REALTIME } from "@haulwise/domain";
import { afterEach, describe, expect, it } from "vitest";
import type { Actor } from "../auth/actor.js";
import { createManualClock, type ManualClock } from "../clock.js";
import { SocketDouble, settle } from "../test/socket-double.js";
import { memoryBridge } from "./bridge.js";
import { lastWins } from "./channel.js";
import { createRealtimeHub, type RealtimeHub } from "./hub.js";

const person = (userId: string): Actor => ({
  userId,
  email: `${userId}@example.com`,
  verified: true,
  sessionId: `session-${userId}`,
  role: "contractor",
  company: { id: "c1", name: "C", memberRole: "owner", timeZone: "UTC" },
});

/** Job topics whose id starts "open" may be followed; any other is refused. */
const allowedJob = (id: string) => id.startsWith("open");
const jobTopic = (id: string) => `job:${id}:status`;

/** A socket's messages are limited to 100 per 10 s: this lets the next hundred through. */
const MESSAGE_WINDOW_MS = 10_001;

describe("what one account may cost the hub", () => {
  let hub: RealtimeHub;
  let clock: ManualClock;
  /** Every id the channel was asked about, in order. */
  let asked: string[];
  /** While set, the channel's answers wait for it (as a slow database would). */
  let answerGate: Promise<void> | null;

  async function start() {
    clock = createManualClock();
    asked = [];
    answerGate = null;
    hub = createRealtimeHub({
      clock,
      logger: { error: () => {}, warn: () => {} },
      bridge: memoryBridge(),
      coalesceMs: 20,
      reauthenticate: async (a) => a,
      // A day: the periodic check asks the channel nothing during these tests.
      recheckMs: 86_400_000,
    });
    hub.register<{ status: string }>({
      scope: "job",
      channel: "status",
      authorise: async (_actor, id) => {
        asked.push(id);
        if (answerGate) await answerGate;
        return allowedJob(id);
      },
      snapshot: async () => ({ status: "active" }),
      ...lastWins<{ status: string }>(),
    });
    await hub.start();
  }

  function open(actor: Actor) {
    const socket = new SocketDouble();
    hub.accept(socket.asWebSocket, actor);
    return socket;
  }

  const deniedWith = (socket: SocketDouble, message: string) =>
    socket.messages().filter((m) => m.type === "denied" && m.message === message);
  /** The refused topics the channel was asked about (the periodic check asks about others). */
  const refusedAsked = () => asked.filter((id) => !allowedJob(id));
  const snapshots = (socket: SocketDouble) =>
    socket.messages().filter((m) => m.type === "snapshot");

  afterEach(async () => {
    await hub?.close();
  });

  it("holds an account to its socket cap, and lets another in as one closes", async () => {
    await start();
    const pat = person("pat");
    const sockets = Array.from({ length: REALTIME.maxSocketsPerAccount }, () => open(pat));
    expect(sockets.every((socket) => socket.closedWith === null)).toBe(true);
    expect(hub.acceptsMore("pat")).toBe(false);

    // A handshake that raced past the check is closed as soon as it is handed over.
    const extra = open(pat);
    expect(extra.closedWith).toBe(1008);
    expect(hub.stats().connections).toBe(REALTIME.maxSocketsPerAccount);

    // Someone else is not held to Pat's count.
    expect(hub.acceptsMore("sam")).toBe(true);
    expect(open(person("sam")).closedWith).toBeNull();

    sockets[0]!.close(1000);
    expect(hub.acceptsMore("pat")).toBe(true);
    expect(open(pat).closedWith).toBeNull();
  });

  it("counts topics still being authorised toward the cap, so bursts cannot overshoot it", async () => {
    await start();
    const socket = open(person("pat"));
    let release: () => void = () => {};
    answerGate = new Promise((resolve) => {
      release = resolve;
    });
    // 250 distinct topics in bursts of 100, all sent before the first answer comes back.
    for (let index = 0; index < 250; index++) {
      if (index > 0 && index % 100 === 0) clock.advance(MESSAGE_WINDOW_MS);
      socket.subscribe(jobTopic(`open-${index}`));
    }
    // The same topic asked for again while it is being decided costs no second question.
    socket.subscribe(jobTopic("open-0"));
    await settle();
    expect(socket.closedWith).toBeNull();
    expect(deniedWith(socket, "Follow at most 200 topics at once")).toHaveLength(50);
    // One account's questions go a few at a time, however many it sends.
    expect(asked).toHaveLength(4);
    release();
    for (let turn = 0; turn < 60; turn++) await settle();

    expect(snapshots(socket)).toHaveLength(REALTIME.maxTopicsPerSocket);
    expect(asked).toHaveLength(REALTIME.maxTopicsPerSocket);
    expect(deniedWith(socket, "Follow at most 200 topics at once")).toHaveLength(50);
    expect(hub.stats().topics).toBe(REALTIME.maxTopicsPerSocket);
  });

  it("lets a topic unsubscribed while it was being decided go without a snapshot", async () => {
    await start();
    const socket = open(person("pat"));
    let release: () => void = () => {};
    answerGate = new Promise((resolve) => {
      release = resolve;
    });
    socket.subscribe(jobTopic("open-1"));
    socket.unsubscribe(jobTopic("open-1"));
    release();
    await settle();
    expect(socket.messages()).toEqual([]);
    expect(hub.stats().topics).toBe(0);
  });

  it("answers refusals from memory: the same topic asks once, a flood of others asks twenty times", async () => {
    await start();
    const pat = person("pat");
    const socket = open(pat);
    const otherTab = open(pat);
    socket.subscribe(jobTopic("open-held"));
    await settle();
    expect(snapshots(socket)).toHaveLength(1);

    socket.subscribe(jobTopic("theirs"));
    await settle();
    for (let index = 0; index < 9; index++) {
      socket.subscribe(jobTopic("theirs"));
      await settle();
    }
    otherTab.subscribe(jobTopic("theirs"));
    await settle();
    expect(refusedAsked()).toEqual(["theirs"]);
    expect(deniedWith(socket, "You do not have access to this topic")).toHaveLength(10);
    expect(deniedWith(otherTab, "You do not have access to this topic")).toHaveLength(1);

    // Eighty more topics Pat may not follow: only the first nineteen reach the channel.
    asked = [];
    for (let index = 0; index < 80; index++) socket.subscribe(jobTopic(`theirs-${index}`));
    for (let turn = 0; turn < 10; turn++) await settle();
    expect(refusedAsked()).toHaveLength(19);
    expect(
      deniedWith(socket, "Too many topics refused: wait a few seconds before asking again"),
    ).toHaveLength(61);

    // What Pat already follows is still answered, and a new person is not held to Pat's count.
    socket.subscribe(jobTopic("open-held"));
    await settle();
    expect(snapshots(socket)).toHaveLength(2);
    const sam = open(person("sam"));
    sam.subscribe(jobTopic("theirs-0"));
    await settle();
    expect(refusedAsked().at(-1)).toBe("theirs-0");

    // Once the window has passed, the channel is asked again.
    clock.advance(MESSAGE_WINDOW_MS);
    asked = [];
    socket.subscribe(jobTopic("theirs-79"));
    await settle();
    expect(refusedAsked()).toEqual(["theirs-79"]);
  });

  it("asks again at once when a module says the person's access changed", async () => {
    await start();
    const socket = open(person("pat"));
    socket.subscribe(jobTopic("theirs"));
    await settle();
    socket.subscribe(jobTopic("theirs"));
    await settle();
    expect(asked).toEqual(["theirs"]);

    hub.recheckUser("pat");
    socket.subscribe(jobTopic("theirs"));
    await settle();
    expect(asked).toEqual(["theirs", "theirs"]);
  });

  it("forgets refusals once they no longer stand", async () => {
    await start();
    const socket = open(person("pat"));
    socket.subscribe(jobTopic("theirs"));
    await settle();
    socket.close(1000);
    clock.advance(2 * MESSAGE_WINDOW_MS);
    const again = open(person("pat"));
    again.subscribe(jobTopic("theirs"));
    await settle();
    expect(asked).toEqual(["theirs", "theirs"]);
  });
});
