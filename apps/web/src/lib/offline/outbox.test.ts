import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { installFakeLocks } from "@/test/fake-locks";
import { createOutbox, type Outbox, type OutboxSendRequest } from "./outbox";

let dbCounter = 0;
const outboxes: Outbox[] = [];

/** A transport that records requests and answers as the test says, one scripted reply per call. */
function scriptedTransport() {
  const sent: OutboxSendRequest[] = [];
  let reply: (request: OutboxSendRequest) => unknown = () => ({ ok: true });
  const transport = vi.fn(async (request: OutboxSendRequest) => {
    sent.push(request);
    return reply(request);
  });
  return {
    transport,
    sent,
    answer(next: (request: OutboxSendRequest) => unknown) {
      reply = next;
    },
  };
}

function makeOutbox(
  transport: ReturnType<typeof scriptedTransport>["transport"],
  overrides: { dbName?: string; isOnline?: () => boolean } = {},
) {
  const outbox = createOutbox({
    transport,
    dbName: overrides.dbName ?? `outbox-test-${++dbCounter}`,
    isOnline: overrides.isOnline,
    backoffMs: [1_000],
  });
  outbox.setOwner("user-1");
  outboxes.push(outbox);
  return outbox;
}

const offline = () => {
  throw new ApiError(0, "NETWORK_ERROR", "Could not reach the server. Check your connection.");
};

afterEach(() => {
  for (const outbox of outboxes.splice(0)) outbox.stop();
});

describe("form outbox", () => {
  it("stores a request before sending it, sends it once with its idempotency key, then forgets it", async () => {
    const net = scriptedTransport();
    net.answer(() => ({ id: "load-1" }));
    const outbox = makeOutbox(net.transport);
    const sent = vi.fn();
    outbox.onSent(sent);
    await outbox.start();

    const entry = await outbox.enqueue({
      method: "POST",
      path: "/api/loads",
      body: { tons: 22 },
      kind: "load-ticket",
      label: "Ticket 4411",
    });
    await outbox.idle();

    expect(net.sent).toEqual([
      {
        method: "POST",
        path: "/api/loads",
        body: { tons: 22 },
        headers: { "Idempotency-Key": entry.idempotencyKey },
      },
    ]);
    expect(entry.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ id: entry.id }), { id: "load-1" });
    expect(outbox.entries()).toEqual([]);
  });

  it("keeps requests while there is no connection and sends them in the order queued when it returns", async () => {
    const net = scriptedTransport();
    net.answer(offline);
    const outbox = makeOutbox(net.transport);
    await outbox.start();
    for (const n of [1, 2, 3]) {
      await outbox.enqueue({
        method: "POST",
        path: `/api/loads/${n}`,
        body: { n },
        kind: "load-ticket",
        label: `Load ${n}`,
      });
      await outbox.idle();
    }
    expect(outbox.entries().map((entry) => entry.label)).toEqual(["Load 1", "Load 2", "Load 3"]);
    expect(outbox.entries()[0]?.attempts).toBeGreaterThan(0);

    net.sent.length = 0;
    net.answer(() => null);
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(outbox.entries()).toEqual([]));
    expect(net.sent.map((request) => request.path)).toEqual([
      "/api/loads/1",
      "/api/loads/2",
      "/api/loads/3",
    ]);
    // Same key on every attempt: the server can tell a retry from a second load.
    const keys = new Set(net.transport.mock.calls.map(([r]) => r.headers["Idempotency-Key"]));
    expect(keys.size).toBe(3);
  });

  it("survives a reload: what one page queued offline, the next page sends", async () => {
    const dbName = `outbox-test-reload-${++dbCounter}`;
    const first = scriptedTransport();
    const before = makeOutbox(first.transport, { dbName, isOnline: () => false });
    await before.start();
    await before.enqueue({
      method: "PUT",
      path: "/api/me/metrics",
      body: { loads: 7 },
      kind: "daily-metrics",
      label: "Today's figures",
    });
    before.stop();
    expect(first.sent).toEqual([]);

    const second = scriptedTransport();
    const after = makeOutbox(second.transport, { dbName });
    await after.start();
    await vi.waitFor(() => expect(second.sent).toHaveLength(1));
    expect(second.sent[0]).toMatchObject({ method: "PUT", body: { loads: 7 } });
    await vi.waitFor(() => expect(after.entries()).toEqual([]));
  });

  it("keeps a form's files (name, type and bytes) and sends them as multipart", async () => {
    const net = scriptedTransport();
    const outbox = makeOutbox(net.transport, { isOnline: () => false });
    await outbox.start();
    const form = new FormData();
    form.append("ticketNumber", "4411");
    form.append(
      "photo",
      new File([new Uint8Array([1, 2, 3, 250])], "ticket.jpg", { type: "image/jpeg" }),
    );
    await outbox.enqueue({
      method: "POST",
      path: "/api/loads",
      body: form,
      kind: "load-ticket",
      label: "Ticket 4411",
    });
    const stored = outbox.entries()[0]?.body;
    expect(stored?.type).toBe("form");

    const online = makeOutbox(net.transport, { dbName: `outbox-test-${dbCounter}` });
    await online.start();
    await vi.waitFor(() => expect(net.sent).toHaveLength(1));
    const body = net.sent[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const sentForm = body as FormData;
    expect(sentForm.get("ticketNumber")).toBe("4411");
    const photo = sentForm.get("photo") as File;
    expect(photo.name).toBe("ticket.jpg");
    expect(photo.type).toBe("image/jpeg");
    expect([...new Uint8Array(await photo.arrayBuffer())]).toEqual([1, 2, 3, 250]);
  });

  it("marks a refused request failed with the server's words and still sends the ones behind it", async () => {
    const net = scriptedTransport();
    net.answer((request) => {
      if (request.path === "/api/loads/bad") {
        throw new ApiError(400, "VALIDATION_FAILED", "Tons must be 0 or greater");
      }
      return null;
    });
    const outbox = makeOutbox(net.transport, { isOnline: () => false });
    const failed = vi.fn();
    outbox.onFailed(failed);
    await outbox.start();
    for (const path of ["/api/loads/bad", "/api/loads/good"]) {
      await outbox.enqueue({ method: "POST", path, body: {}, kind: "load-ticket", label: path });
    }
    const online = makeOutbox(net.transport, { dbName: `outbox-test-${dbCounter}` });
    online.onFailed(failed);
    await online.start();
    await vi.waitFor(() => expect(online.entries()).toHaveLength(1));
    await online.idle();
    expect(net.sent.map((request) => request.path)).toEqual(["/api/loads/bad", "/api/loads/good"]);
    expect(online.entries()[0]).toMatchObject({
      path: "/api/loads/bad",
      status: "failed",
      error: "Tons must be 0 or greater",
    });
    expect(failed).toHaveBeenCalledTimes(1);

    // Corrected on the server's side (or a passing refusal): retry sends it again.
    net.answer(() => null);
    await online.retry(online.entries()[0]?.id ?? -1);
    await vi.waitFor(() => expect(online.entries()).toEqual([]));

    await online.enqueue({ method: "POST", path: "/x", kind: "k", label: "to discard" });
    await online.idle();
    net.answer(offline);
    await online.enqueue({ method: "POST", path: "/y", kind: "k", label: "discarded" });
    await online.idle();
    await online.discard(online.entries()[0]?.id ?? -1);
    expect(online.entries()).toEqual([]);
  });

  it("sends only the signed-in person's requests, and waits after a 401 until they sign in again", async () => {
    const net = scriptedTransport();
    net.answer(() => {
      throw new ApiError(401, "UNAUTHENTICATED", "You must be signed in to do that");
    });
    const outbox = makeOutbox(net.transport);
    await outbox.start();
    await outbox.enqueue({ method: "POST", path: "/a", kind: "k", label: "mine" });
    await outbox.idle();
    expect(net.sent).toHaveLength(1);
    expect(outbox.entries()).toHaveLength(1);
    expect(outbox.entries()[0]?.status).toBe("pending");

    // Someone else signs in on this device: they neither see nor send the first person's work.
    net.answer(() => null);
    outbox.setOwner("user-2");
    await outbox.idle();
    await vi.waitFor(() => expect(outbox.entries()).toEqual([]));
    expect(net.sent).toHaveLength(1);

    outbox.setOwner("user-1");
    await vi.waitFor(() => expect(net.sent).toHaveLength(2));
    await vi.waitFor(() => expect(outbox.entries()).toEqual([]));
  });

  it("two tabs sharing the queue send each request once", async () => {
    const locks = installFakeLocks();
    try {
      const dbName = `outbox-test-tabs-${++dbCounter}`;
      const net = scriptedTransport();
      let wait = Promise.resolve();
      net.answer(async () => {
        // Slow answers, so both tabs try to send while the other is mid-request.
        await wait;
        return null;
      });
      const tabA = makeOutbox(net.transport, { dbName });
      const tabB = makeOutbox(net.transport, { dbName });
      await Promise.all([tabA.start(), tabB.start()]);
      let release = () => {};
      wait = new Promise((resolve) => {
        release = resolve;
      });
      for (const n of [1, 2, 3]) {
        const tab = n % 2 ? tabA : tabB;
        await tab.enqueue({ method: "POST", path: `/api/loads/${n}`, kind: "k", label: `${n}` });
      }
      release();
      await vi.waitFor(async () => {
        await Promise.all([tabA.idle(), tabB.idle()]);
        expect(net.sent.map((request) => request.path).sort()).toEqual([
          "/api/loads/1",
          "/api/loads/2",
          "/api/loads/3",
        ]);
      });
      await vi.waitFor(() => expect(tabB.entries()).toEqual([]));
    } finally {
      locks.uninstall();
    }
  });
});
