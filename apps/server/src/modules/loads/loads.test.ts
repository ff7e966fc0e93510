import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { inviteNewDriver, jobInput } from "../../test/fleet.js";
import { type TestContext, useTestApp } from "../../test/harness.js";

let loadNumber = 0;

/** Loads have no write API yet (a later issue records them), so tests arrange rows directly. */
async function insertLoad(
  ctx: TestContext,
  jobId: string,
  load: {
    status: "completed" | "in_progress";
    quantity: number | null;
    unit: "tons" | "pounds" | "cubic_yards";
    completedAt?: string | null;
    driverName?: string | null;
    material?: string | null;
  },
) {
  loadNumber++;
  const now = new Date().toISOString();
  await ctx.database.db
    .insertInto("loads")
    .values({
      id: randomUUID(),
      job_id: jobId,
      load_number: loadNumber,
      driver_id: null,
      driver_name: load.driverName === undefined ? "Dana Hauler" : load.driverName,
      status: load.status,
      material_type: load.material ?? "Gravel",
      quantity: load.quantity,
      quantity_unit: load.unit,
      started_at: now,
      completed_at: load.status === "completed" ? (load.completedAt ?? now) : null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe("job hauling metrics", () => {
  const ctx = useTestApp();

  it("answers honest zeros and empty lists for a job with no loads", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const job = (await contractor.client.post("/api/jobs", jobInput)).json();
    const response = await contractor.client.get(`/api/jobs/${job.id}/metrics`);
    expect(response.statusCode).toBe(200);
    const zero = { totalLoads: 0, totalTons: 0, totalCubicYards: 0 };
    expect(response.json()).toEqual({ today: zero, allTime: zero, liveHauls: [], todaysLoads: [] });
  });

  it("totals tons (pounds / 2000) and cubic yards for today and all time, and lists live hauls", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const job = (await contractor.client.post("/api/jobs", jobInput)).json();
    const other = (await contractor.client.post("/api/jobs", jobInput)).json();
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();

    await insertLoad(ctx, job.id, { status: "completed", quantity: 12.5, unit: "tons" });
    await insertLoad(ctx, job.id, { status: "completed", quantity: 5000, unit: "pounds" });
    await insertLoad(ctx, job.id, { status: "completed", quantity: 8, unit: "cubic_yards" });
    await insertLoad(ctx, job.id, {
      status: "completed",
      quantity: 10.333,
      unit: "tons",
      completedAt: lastWeek,
    });
    await insertLoad(ctx, job.id, {
      status: "in_progress",
      quantity: null,
      unit: "tons",
      driverName: null,
    });
    await insertLoad(ctx, other.id, { status: "completed", quantity: 99, unit: "tons" });

    const since = new Date(Date.now() - 3_600_000).toISOString();
    const response = await contractor.client.get(
      `/api/jobs/${job.id}/metrics?since=${encodeURIComponent(since)}`,
    );
    expect(response.statusCode).toBe(200);
    const metrics = response.json();
    expect(metrics.today).toEqual({ totalLoads: 3, totalTons: 15, totalCubicYards: 8 });
    expect(metrics.allTime).toEqual({ totalLoads: 4, totalTons: 25.33, totalCubicYards: 8 });
    expect(metrics.todaysLoads).toHaveLength(3);
    expect(metrics.todaysLoads[0]).toMatchObject({
      driverName: "Dana Hauler",
      materialType: "Gravel",
      quantity: 8,
      quantityUnit: "cubic_yards",
    });
    expect(metrics.liveHauls).toMatchObject([
      { driverName: "Unknown Driver", quantity: null, completedAt: null },
    ]);
  });

  it("refuses a start of day that is not a date and time", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const job = (await contractor.client.post("/api/jobs", jobInput)).json();
    const response = await contractor.client.get(`/api/jobs/${job.id}/metrics?since=yesterday`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("since must be a date and time");
  });

  it("answers 404 to other contractors, drivers and viewers, as for a job that does not exist", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const intruder = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, owner);
    const viewer = await createVerifiedUser(ctx, { role: "driver" });
    const job = (await owner.client.post("/api/jobs", jobInput)).json();
    await owner.client.post(`/api/jobs/${job.id}/drivers`, { driverId: driver.userId });
    await owner.client.post(`/api/jobs/${job.id}/permissions`, { emails: viewer.email });

    const missing = await intruder.client.get(`/api/jobs/${randomUUID()}/metrics`);
    expect(missing.statusCode).toBe(404);
    for (const client of [intruder.client, driver.client, viewer.client]) {
      const response = await client.get(`/api/jobs/${job.id}/metrics`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
  });
});
