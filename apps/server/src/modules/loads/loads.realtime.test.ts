import { type LoadsChanged, type ServerMessage, topics } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { inviteNewDriver, jobInput } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { connect, isFrame } from "../../test/realtime.js";
import { trackingCompany } from "../../test/tracking.js";

const noticeOf = (message: ServerMessage) =>
  "data" in message ? (message.data as LoadsChanged) : null;

describe("loads in realtime", () => {
  const ctx = useTestApp();

  it("tells the company's contractors and the job's drivers of each load recorded or voided", async () => {
    const { contractor, driver, job, companyId } = await trackingCompany(ctx);
    const office = await connect(ctx.app, contractor);
    const cab = await connect(ctx.app, driver);
    office.subscribe(topics.companyLoads(companyId));
    office.subscribe(topics.jobLoads(job.id));
    cab.subscribe(topics.jobLoads(job.id));
    await office.next(isFrame("snapshot", topics.companyLoads(companyId)));
    await office.next(isFrame("snapshot", topics.jobLoads(job.id)));
    await cab.next(isFrame("snapshot", topics.jobLoads(job.id)));

    const recorded = await driver.client.post("/api/loads", {
      jobId: job.id,
      quantity: 10,
      quantityUnit: "tons",
    });
    expect(recorded.statusCode).toBe(200);
    const loadId = recorded.json().id as string;
    const expected = { jobIds: [job.id], loadIds: [loadId] };
    expect(noticeOf(await office.next(isFrame("update", topics.companyLoads(companyId))))).toEqual(
      expected,
    );
    expect(noticeOf(await office.next(isFrame("update", topics.jobLoads(job.id))))).toEqual(
      expected,
    );
    expect(noticeOf(await cab.next(isFrame("update", topics.jobLoads(job.id))))).toEqual(expected);

    const voided = await contractor.client.post(`/api/loads/${loadId}/void`, {
      reason: "Entered twice",
    });
    expect(voided.statusCode).toBe(200);
    expect(noticeOf(await cab.next(isFrame("update", topics.jobLoads(job.id))))).toEqual(expected);
    office.close();
    cab.close();
  });

  it("keeps a job's loads from other companies and from drivers not on the job", async () => {
    const { contractor, job, companyId } = await trackingCompany(ctx);
    const elsewhere = await createVerifiedUser(ctx, { role: "contractor" });
    const idle = await inviteNewDriver(ctx, contractor, { firstName: "Noel" });
    const otherJob = (await contractor.client.post("/api/jobs", jobInput)).json() as { id: string };
    for (const [person, topic] of [
      [elsewhere, topics.jobLoads(job.id)],
      [elsewhere, topics.companyLoads(companyId)],
      [idle, topics.jobLoads(otherJob.id)],
      [idle, topics.companyLoads(companyId)],
    ] as const) {
      const socket = await connect(ctx.app, person);
      socket.subscribe(topic);
      expect(await socket.next(isFrame("denied", topic))).toMatchObject({ type: "denied" });
      socket.close();
    }
  });
});
