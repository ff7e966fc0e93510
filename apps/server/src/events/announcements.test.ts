import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../test/client.js";
import { pdfFile } from "../test/files.js";
import { inviteNewDriver, jobInput, sendDocument } from "../test/fleet.js";
import { useTestApp } from "../test/harness.js";
import type { DomainEvent } from "./bus.js";

/** What the modules announce as people work: the contract the realtime hub builds on. */
describe("domain events announced by the modules", () => {
  const ctx = useTestApp();

  /** Records every event from here on; `take()` waits for delivery and empties the record. */
  function record() {
    const seen: DomainEvent[] = [];
    const stop = ctx.events.onAny((event) => {
      seen.push(event);
    });
    return {
      async take() {
        await ctx.events.settled();
        return seen.splice(0).map(({ name, payload }) => ({ name, payload }));
      },
      stop,
    };
  }

  it("announces each committed change once, with the ids listeners need", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const companyId = (await owner.client.get("/api/company")).json().id;
    const events = record();
    const driver = await inviteNewDriver(ctx, owner);
    const joined = await events.take();
    expect(joined.filter((e) => !e.name.startsWith("notification."))).toEqual([
      {
        name: "driver.joined",
        payload: { companyId, driverId: driver.userId, email: driver.email },
      },
    ]);

    const job = (await owner.client.post("/api/jobs", jobInput)).json();
    await owner.client.patch(`/api/jobs/${job.id}`, { status: "pending" });
    await owner.client.post(`/api/jobs/${job.id}/drivers`, { driverId: driver.userId });
    const upload = await sendDocument(
      owner.client,
      job.id,
      { driverId: driver.userId },
      { data: pdfFile(), filename: "ticket.pdf", contentType: "application/pdf" },
    );
    await owner.client.delete(`/api/documents/${upload.json().id}`);
    await driver.client.put("/api/me/duty", { onDuty: true });
    const onJob = { companyId, jobId: job.id };
    const work = (await events.take()).filter((e) => !e.name.startsWith("notification."));
    expect(work).toEqual([
      { name: "job.created", payload: onJob },
      { name: "job.updated", payload: onJob },
      { name: "job.driver_assigned", payload: { ...onJob, driverId: driver.userId } },
      {
        name: "document.sent",
        payload: {
          ...onJob,
          documentId: upload.json().id,
          driverId: driver.userId,
          fileName: "ticket.pdf",
        },
      },
      {
        name: "document.deleted",
        payload: { ...onJob, documentId: upload.json().id, driverId: driver.userId },
      },
      {
        name: "driver.duty_changed",
        payload: { driverId: driver.userId, onDuty: true, by: "driver" },
      },
    ]);
    events.stop();
  });

  it("announces nothing for a change that was refused", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const stranger = await createVerifiedUser(ctx, { role: "driver" });
    const job = (await owner.client.post("/api/jobs", jobInput)).json();
    const events = record();
    const refused = await owner.client.post(`/api/jobs/${job.id}/drivers`, {
      driverId: stranger.userId,
    });
    expect(refused.statusCode).toBe(400);
    expect((await stranger.client.post(`/api/jobs/${job.id}/join-requests`)).statusCode).toBe(404);
    expect(await events.take()).toEqual([]);
    events.stop();
  });
});
