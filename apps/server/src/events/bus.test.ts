import { describe, expect, it } from "vitest";
import { createTestClock } from "../clock.js";
import { createEventBus } from "./bus.js";

function recordingLogger() {
  const errors: Array<{ context: unknown; message: string }> = [];
  const warnings: string[] = [];
  return {
    errors,
    warnings,
    logger: {
      error: (context: object, message: string) => {
        errors.push({ context, message });
      },
      warn: (_context: object, message: string) => {
        warnings.push(message);
      },
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the event bus", () => {
  it("delivers after the emitter returns, in emission order, stamped with the clock's time", async () => {
    const clock = createTestClock("2030-05-01T08:00:00.000Z");
    const events = createEventBus({ clock, logger: recordingLogger().logger });
    const seen: string[] = [];
    events.on("job.updated", async ({ jobId }, event) => {
      await tick();
      seen.push(`${jobId}@${event.at.slice(0, 16)}`);
    });

    events.emit("job.updated", { companyId: "c1", jobId: "j1" });
    clock.advance(60_000);
    events.emit("job.updated", { companyId: "c1", jobId: "j2" });
    expect(seen).toEqual([]);
    await events.settled();
    expect(seen).toEqual(["j1@2030-05-01T08:00", "j2@2030-05-01T08:01"]);
  });

  it("gives each listener only its events, and every event to onAny", async () => {
    const events = createEventBus({ clock: createTestClock(), logger: recordingLogger().logger });
    const documents: string[] = [];
    const all: string[] = [];
    events.on("document.deleted", ({ documentId }) => {
      documents.push(documentId);
    });
    events.onAny((event) => {
      all.push(event.name);
    });
    events.emit("job.created", { companyId: "c1", jobId: "j1" });
    events.emit("document.deleted", {
      companyId: "c1",
      jobId: "j1",
      documentId: "d1",
      driverId: null,
    });
    await events.settled();
    expect(documents).toEqual(["d1"]);
    expect(all).toEqual(["job.created", "document.deleted"]);
  });

  it("keeps one listener of several events in emission order across them", async () => {
    const events = createEventBus({ clock: createTestClock(), logger: recordingLogger().logger });
    const seen: string[] = [];
    events.subscribe({
      "job.join_requested": async ({ driverId }) => {
        // Slower than the approval that follows: it must still be handled first.
        await tick();
        await tick();
        seen.push(`requested:${driverId}`);
      },
      "job.join_approved": ({ driverId }) => {
        seen.push(`approved:${driverId}`);
      },
    });
    const onJob = { companyId: "c", jobId: "j", driverId: "d1" };
    events.emit("job.join_requested", onJob);
    events.emit("job.created", { companyId: "c", jobId: "j2" });
    events.emit("job.join_approved", onJob);
    await events.settled();
    expect(seen).toEqual(["requested:d1", "approved:d1"]);
  });

  it("logs a failing listener and still delivers to the others and to later events", async () => {
    const log = recordingLogger();
    const events = createEventBus({ clock: createTestClock(), logger: log.logger });
    const delivered: string[] = [];
    events.on("job.created", ({ jobId }) => {
      if (jobId === "bad") throw new Error("listener broke");
      delivered.push(`first:${jobId}`);
    });
    events.on("job.created", ({ jobId }) => {
      delivered.push(`second:${jobId}`);
    });
    expect(() => events.emit("job.created", { companyId: "c", jobId: "bad" })).not.toThrow();
    events.emit("job.created", { companyId: "c", jobId: "good" });
    await events.settled();
    expect(delivered).toEqual(["second:bad", "first:good", "second:good"]);
    expect(log.errors).toMatchObject([
      { message: "an event listener failed", context: { event: "job.created" } },
    ]);
  });

  it("lets a slow listener delay only itself", async () => {
    const events = createEventBus({ clock: createTestClock(), logger: recordingLogger().logger });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fast: string[] = [];
    events.on("truck.changed", () => gate);
    events.on("truck.changed", ({ truckId }) => {
      fast.push(truckId);
    });
    events.emit("truck.changed", { companyId: "c", truckId: "t1" });
    await tick();
    expect(fast).toEqual(["t1"]);
    const settled = events.settled();
    release();
    await settled;
  });

  it("waits in settled() for events that listeners emit in turn", async () => {
    const events = createEventBus({ clock: createTestClock(), logger: recordingLogger().logger });
    const told: string[] = [];
    events.on("document.sent", async ({ driverId }) => {
      await tick();
      events.emit("notification.created", { userId: driverId, notificationId: "n1" });
    });
    events.on("notification.created", async ({ userId }) => {
      await tick();
      told.push(userId);
    });
    events.emit("document.sent", {
      companyId: "c",
      jobId: "j",
      documentId: "d",
      driverId: "driver-1",
      fileName: "ticket.pdf",
    });
    await events.settled();
    expect(told).toEqual(["driver-1"]);
  });

  it("stops a listener that unsubscribed, and drops events once closed", async () => {
    const log = recordingLogger();
    const events = createEventBus({ clock: createTestClock(), logger: log.logger });
    const seen: string[] = [];
    const stop = events.on("company.updated", ({ companyId }) => {
      seen.push(companyId);
    });
    events.emit("company.updated", { companyId: "a" });
    stop();
    events.emit("company.updated", { companyId: "b" });
    events.on("company.updated", ({ companyId }) => {
      seen.push(`late:${companyId}`);
    });
    await events.close();
    events.emit("company.updated", { companyId: "c" });
    await events.settled();
    expect(seen).toEqual(["a"]);
    expect(log.warnings).toEqual(["an event was emitted after the bus closed; dropped"]);
  });
});
