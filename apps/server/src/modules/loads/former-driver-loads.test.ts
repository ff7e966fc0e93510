import { describe, expect, it } from "vitest";
import { invitationToken } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { haulingCrew } from "../../test/hauling.js";

type Row = { id: string; jobTitle: string; quantity: number | null; status: string };

describe("a driver's own loads after leaving the company", () => {
  const ctx = useTestApp();

  it("keep the job and the loads as they were when the driver left, until they join again", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    const delivered = (
      await driver.client.post("/api/loads", {
        jobId: job.id,
        quantity: 12,
        materialType: "Gravel",
      })
    ).json();
    const started = (
      await driver.client.post("/api/loads", {
        jobId: job.id,
        stage: "started",
        materialType: "Sand",
      })
    ).json();
    const mine = async () => (await driver.client.get("/api/me/loads")).json();
    expect((await mine()).inProgress.map((l: Row) => l.id)).toEqual([started.id]);

    expect((await contractor.client.delete(`/api/drivers/${driver.userId}`)).statusCode).toBe(204);

    // The company renames the job and corrects the loads after the driver has gone.
    expect(
      (await contractor.client.patch(`/api/jobs/${job.id}`, { title: "Renamed later" })).statusCode,
    ).toBe(200);
    const corrected = await contractor.client.patch(`/api/loads/${delivered.id}`, {
      quantity: 30,
      reason: "Scale ticket says 30",
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(
      (
        await contractor.client.post(`/api/loads/${started.id}/void`, {
          reason: "Never delivered",
        })
      ).statusCode,
    ).toBe(200);

    const after = await mine();
    expect(after.inProgress).toEqual([]);
    const byId = new Map<string, Row>(after.recent.map((l: Row) => [l.id, l]));
    expect(byId.get(delivered.id)).toMatchObject({
      jobTitle: job.title,
      jobNumber: job.jobNumber,
      quantity: 12,
      status: "completed",
    });
    // Under way when they left: kept as it was, in their history rather than their work.
    expect(byId.get(started.id)).toMatchObject({ jobTitle: job.title, status: "in_progress" });

    // Back in the company, they read its loads as they are today.
    await contractor.client.post("/api/invitations", { emails: [driver.email] });
    const token = invitationToken((await ctx.lastMailTo(driver.email, /invited you/)).link!);
    expect((await driver.client.post("/api/invitations/accept", { token })).statusCode).toBe(200);
    const rejoined = new Map<string, Row>((await mine()).recent.map((l: Row) => [l.id, l]));
    expect(rejoined.get(delivered.id)).toMatchObject({ jobTitle: "Renamed later", quantity: 30 });
    expect(rejoined.get(started.id)).toMatchObject({ status: "voided" });
  });
});
