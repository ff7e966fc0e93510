import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { pdfFile } from "../../test/files.js";
import { sendDocument } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { haulingCrew } from "../../test/hauling.js";

describe("the driver page's lists", () => {
  const ctx = useTestApp();

  it("gives the company's contractor the driver's jobs, loads and the documents sent them, and nobody else", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx, {
      driverName: { firstName: "Rosa", lastName: "Diaz" },
    });
    const sent = await sendDocument(
      contractor.client,
      job.id,
      { driverId: driver.userId, notes: "" },
      { data: pdfFile(), filename: "Site plan.pdf", contentType: "application/pdf" },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const delivered = await driver.client.post("/api/loads", {
      jobId: job.id,
      quantity: 12,
      materialType: "Gravel",
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const started = await driver.client.post("/api/loads", {
      jobId: job.id,
      stage: "started",
      materialType: "Sand",
    });
    expect(started.statusCode, started.body).toBe(200);

    const response = await contractor.client.get(`/api/drivers/${driver.userId}/work`);
    expect(response.statusCode, response.body).toBe(200);
    const work = response.json();
    expect(work.jobs.map((j: { id: string }) => j.id)).toEqual([job.id]);
    expect(work.loads.inProgress.map((l: { id: string }) => l.id)).toEqual([started.json().id]);
    expect(work.loads.recent).toMatchObject([
      { id: delivered.json().id, quantity: 12, driverName: "Rosa Diaz" },
    ]);
    expect(work.documents).toMatchObject([{ fileName: "Site plan.pdf", jobId: job.id }]);

    // Another company's contractor, and the driver, are not told anything.
    const other = await createVerifiedUser(ctx, { role: "contractor" });
    expect((await other.client.get(`/api/drivers/${driver.userId}/work`)).statusCode).toBe(404);
    expect((await driver.client.get(`/api/drivers/${driver.userId}/work`)).statusCode).toBe(403);
  });
});
