import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { jobInput } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";

type Listed = { title: string };
const titles = (body: { jobs: Listed[] }) => body.jobs.map((job) => job.title);

describe("the company's jobs list", () => {
  const ctx = useTestApp();

  /** Three jobs created a moment apart: one still pending, one completed. */
  async function company() {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const create = async (details: Record<string, unknown>, status?: string) => {
      const job = (await contractor.client.post("/api/jobs", { ...jobInput, ...details })).json();
      if (status) await contractor.client.patch(`/api/jobs/${job.id}`, { status });
      ctx.clock.advance(60_000);
      return job as { id: string; jobNumber: string };
    };
    ctx.clock.set(new Date("2030-01-01T08:00:00Z"));
    const quarry = await create({
      title: "Quarry run",
      startDate: "2030-02-01",
      locationAddress: "1 Quarry Road, Fresno",
    });
    await create(
      { title: "Bridge fill", startDate: "2030-01-15", location: "Oak Bridge" },
      "pending",
    );
    await create({ title: "Old levee", startDate: "2029-06-01", location: "Levee 4" }, "completed");
    const list = async (query = "") => {
      const response = await contractor.client.get(`/api/jobs${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    return { contractor, quarry, list };
  }
  let seeded: ReturnType<typeof company> | undefined;
  const readCompany = () => {
    seeded ??= company();
    return seeded;
  };

  it("answers the newest first with counts by status", async () => {
    const { list } = await readCompany();
    const all = await list();
    expect(titles(all)).toEqual(["Old levee", "Bridge fill", "Quarry run"]);
    expect(all).toMatchObject({
      total: 3,
      counts: { total: 3, active: 1, pending: 1, completed: 1, closed: 0, inactive: 0 },
    });
  });

  it("searches job number, title and site; filters by status; sorts; pages", async () => {
    const { list, quarry } = await readCompany();
    expect(titles(await list(`?q=${quarry.jobNumber}`))).toEqual(["Quarry run"]);
    expect(titles(await list("?q=fresno"))).toEqual(["Quarry run"]);
    expect(titles(await list("?q=oak%20bridge"))).toEqual(["Bridge fill"]);
    expect(titles(await list("?status=pending"))).toEqual(["Bridge fill"]);
    expect(titles(await list("?status=closed"))).toEqual([]);
    expect(titles(await list("?sort=startDate"))).toEqual([
      "Old levee",
      "Bridge fill",
      "Quarry run",
    ]);
    expect(titles(await list("?sort=title&dir=desc"))).toEqual([
      "Quarry run",
      "Old levee",
      "Bridge fill",
    ]);
    expect(titles(await list("?sort=created&dir=asc"))).toEqual([
      "Quarry run",
      "Bridge fill",
      "Old levee",
    ]);
    expect(titles(await list("?pageSize=2&page=2"))).toEqual(["Quarry run"]);
    const wrong = await (await readCompany()).contractor.client.get("/api/jobs?status=open");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      "Status must be one of: active, pending, completed, closed, inactive",
    );
  });
});
