import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { createOutbox, type Outbox, type OutboxSendRequest } from "./outbox";
import { isAwaited, sendQueued } from "./send-queued";

let dbCounter = 0;
const outboxes: Outbox[] = [];

async function outboxAnswering(reply: (request: OutboxSendRequest) => unknown) {
  const transport = vi.fn(async (request: OutboxSendRequest) => reply(request));
  const outbox = createOutbox({
    transport,
    dbName: `send-queued-test-${++dbCounter}`,
    backoffMs: [60_000],
  });
  outbox.setOwner("user-1");
  await outbox.start();
  outboxes.push(outbox);
  return { outbox, transport };
}

const ticket = {
  method: "POST" as const,
  path: "/api/loads",
  body: { quantity: 12 },
  kind: "load-ticket",
  label: "Load: 12.00 tons",
};

afterEach(() => {
  for (const outbox of outboxes.splice(0)) outbox.stop();
});

describe("sending a form through the outbox", () => {
  it("answers what the server answered, and the request leaves the queue", async () => {
    const { outbox, transport } = await outboxAnswering(() => ({ loadNumber: 4 }));
    const seen: boolean[] = [];
    outbox.onSent((entry) => seen.push(isAwaited(entry)));
    expect(await sendQueued(outbox, ticket, { isOnline: () => true })).toEqual({
      sent: true,
      answer: { loadNumber: 4 },
    });
    expect(transport).toHaveBeenCalledTimes(1);
    expect(outbox.entries()).toEqual([]);
    // The form reports its own answer: followers of the queue are told it was awaited.
    expect(seen).toEqual([true]);
  });

  it("rejects with the server's refusal, and the refused request does not stay queued", async () => {
    const refusal = new ApiError(403, "FORBIDDEN", "You are not active on this job.");
    const { outbox } = await outboxAnswering(() => {
      throw refusal;
    });
    await expect(sendQueued(outbox, ticket, { isOnline: () => true })).rejects.toBe(refusal);
    await vi.waitFor(() => expect(outbox.entries()).toEqual([]));
  });

  it("with no connection, leaves the request queued at once", async () => {
    const { outbox, transport } = await outboxAnswering(() => null);
    const waiting = sendQueued(outbox, ticket, { isOnline: () => false });
    expect(await waiting).toEqual({ sent: false });
    expect(transport).not.toHaveBeenCalled();
    expect(outbox.entries()).toHaveLength(1);
  });

  it("leaves the request queued when the send fails for a passing reason or takes too long", async () => {
    const noAnswer = await outboxAnswering(() => {
      throw new ApiError(0, "NETWORK_ERROR", "Could not reach the server.");
    });
    expect(await sendQueued(noAnswer.outbox, ticket, { isOnline: () => true })).toEqual({
      sent: false,
    });
    expect(noAnswer.outbox.entries()).toHaveLength(1);

    const slow = await outboxAnswering(() => new Promise(() => {}));
    expect(await sendQueued(slow.outbox, ticket, { isOnline: () => true, waitMs: 50 })).toEqual({
      sent: false,
    });
    expect(slow.outbox.entries()).toHaveLength(1);
  });
});
