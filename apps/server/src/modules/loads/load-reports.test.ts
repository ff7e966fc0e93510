import { randomUUID } from "node:crypto";
import { localDayOf, messages, zonedDayBounds } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { inviteNewDriver, jobInput } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { createJobWithDriver, haulingCrew } from "../../test/hauling.js";

const m = messages.loads;
const ZONE = "America/Chicago";
const at = (ms: number) => new Date(ms).toISOString();

describe("the Daily Load Summary, stats and exports", () => {
  const ctx = useTestApp();

  it("counts whole days in the company's time zone, both ends included, newest first", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx, { timeZone: ZONE });
    const day = localDayOf(new Date(Date.now() - 3 * 86_400_000), ZONE);
    const { from, to } = zonedDayBounds(day, ZONE);
    const add = (completedAt: string, quantity: number, quantityUnit = "tons") =>
      contractor.client.post("/api/loads", {
        jobId: job.id,
        driverId: driver.userId,
        quantity,
        quantityUnit,
        startedAt: at(Date.parse(completedAt) - 3_600_000),
        completedAt,
      });
    // Just before the day, its first instant, its last millisecond, the next day's first.
    for (const [time, quantity] of [
      [at(Date.parse(from) - 1), 1],
      [from, 10],
      [at(Date.parse(to) - 1), 20],
      [to, 40],
    ] as const) {
      expect((await add(time, quantity)).statusCode).toBe(200);
    }
    await add(at(Date.parse(from) + 3_600_000), 5000, "pounds");
    await add(at(Date.parse(from) + 7_200_000), 12, "cubic_yards");

    const response = await contractor.client.get(`/api/loads?from=${day}&to=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    expect(summary.range).toMatchObject({ from: day, to: day, timeZone: ZONE });
    expect(summary.loads.map((l: { quantity: number }) => l.quantity)).toEqual([20, 12, 5000, 10]);
    expect(summary.totals).toEqual({ totalLoads: 4, totalTons: 32.5, totalCubicYards: 12 });
    expect(summary.loads[0]).toMatchObject({
      jobTitle: job.title,
      jobNumber: job.jobNumber,
      status: "completed",
    });
    expect(summary.nextCursor).toBeNull();

    // One day named is that day alone; no day named is today.
    expect((await contractor.client.get(`/api/loads?from=${day}`)).json().totals.totalLoads).toBe(
      4,
    );
    const today = (await contractor.client.get("/api/loads")).json();
    expect(today.range.from).toBe(localDayOf(new Date(), ZONE));
    expect(today.range.today).toBe(today.range.from);
  });

  it("pages through a range with the totals of the whole range on every page", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    for (let i = 0; i < 5; i++) {
      await driver.client.post("/api/loads", { jobId: job.id, quantity: i + 1 });
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const page = (await contractor.client.get(`/api/loads?limit=2${query}`)).json();
      expect(page.totals.totalLoads).toBe(5);
      expect(page.loads.length).toBeLessThanOrEqual(2);
      seen.push(...page.loads.map((l: { loadNumber: number }) => l.loadNumber));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([5, 4, 3, 2, 1]);
    const bad = await contractor.client.get("/api/loads?cursor=not-a-cursor");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(m.cursorInvalid);
  });

  const badRanges: Array<[string, string]> = [
    ["from=2024-01-09&to=2024-01-05", m.endBeforeStart],
    ["from=2024-02-30", m.dateInvalid],
    ["from=yesterday", m.dateInvalid],
    ["to=2024-01-05", m.endWithoutStart],
    ["from=2023-01-01&to=2024-12-31", m.rangeTooLong],
    ["limit=0", m.limitInvalid],
  ];
  let shared: ReturnType<typeof createVerifiedUser> | undefined;
  it.each(badRanges)("refuses %s with a clear message", async (query, message) => {
    shared ??= createVerifiedUser(ctx, { role: "contractor" });
    const contractor = await shared;
    for (const path of ["/api/loads", "/api/dashboard/stats", "/api/loads/export.csv"]) {
      if (query.startsWith("limit") && path !== "/api/loads") continue;
      const response = await contractor.client.get(`${path}?${query}`);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it("shows another company nothing, a driver no summary, and no job of another company", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    await driver.client.post("/api/loads", { jobId: job.id, quantity: 9 });
    const other = await createVerifiedUser(ctx, { role: "contractor" });
    const theirs = (await other.client.get("/api/loads")).json();
    expect(theirs.loads).toEqual([]);
    expect(theirs.totals).toEqual({ totalLoads: 0, totalTons: 0, totalCubicYards: 0 });
    expect((await other.client.get("/api/dashboard/stats")).json()).toMatchObject({
      todaysLoads: 0,
      totalQuantityTons: 0,
    });
    const csv = await other.client.get("/api/loads/export.csv");
    expect(csv.body.trim().split("\r\n")).toHaveLength(1);
    for (const path of [`/api/loads?jobId=${job.id}`, `/api/loads/export.csv?jobId=${job.id}`]) {
      expect((await other.client.get(path)).statusCode).toBe(404);
    }
    for (const path of ["/api/loads", "/api/dashboard/stats", "/api/loads/export.csv"]) {
      const response = await driver.client.get(path);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(messages.companies.contractorsOnly);
    }
    expect((await contractor.client.get("/api/loads")).json().totals.totalLoads).toBe(1);
  });

  it("gives the stat cards: active jobs, today's loads and the range's tons", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    const second = await createJobWithDriver(contractor, driver, "Second site");
    await contractor.client.patch(`/api/jobs/${second.id}`, { status: "completed" });
    await contractor.client.post("/api/jobs", jobInput);
    await driver.client.post("/api/loads", { jobId: job.id, quantity: 10, quantityUnit: "tons" });
    await driver.client.post("/api/loads", {
      jobId: job.id,
      quantity: 10_000,
      quantityUnit: "pounds",
    });
    await driver.client.post("/api/loads", {
      jobId: second.id,
      quantity: 7,
      quantityUnit: "cubic_yards",
    });
    await driver.client.post("/api/loads", { jobId: job.id, stage: "started" });
    const stats = (await contractor.client.get("/api/dashboard/stats")).json();
    expect(stats).toMatchObject({
      activeJobs: 2,
      todaysLoads: 3,
      totalQuantityTons: 15,
      totalCubicYards: 7,
    });
  });

  it("exports the range as CSV, with names as stored and formulas defused", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx, {
      driverName: { firstName: "=HYPERLINK(1)", lastName: "Cole" },
    });
    await driver.client.post("/api/loads", {
      jobId: job.id,
      quantity: 5000,
      quantityUnit: "pounds",
      materialType: 'Rock, "crushed"',
      ticketNumber: "T-1",
    });
    await driver.client.post("/api/loads", {
      jobId: job.id,
      quantity: 3,
      quantityUnit: "cubic_yards",
    });
    const response = await contractor.client.get("/api/loads/export.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="loads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "Load #,Ticket #,Completed Date,Completed At,Started At,Driver,Job,Job Number,Material,Quantity,Unit,Tons",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^2,,\d{4}-\d{2}-\d{2},\d{2}:\d{2},/);
    expect(lines[1]).toMatch(/,3,cubic yards,$/);
    expect(lines[2]).toContain(
      `'=HYPERLINK(1) Cole,${job.title},${job.jobNumber},"Rock, ""crushed""",5000,pounds,2.5`,
    );
  });

  it("heads the export in the language of the contractor who downloads it", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    await driver.client.post("/api/loads", { jobId: job.id, quantity: 9 });
    const chosen = await contractor.client.patch("/api/me/profile", { language: "es" });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const lines = (await contractor.client.get("/api/loads/export.csv")).body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "Carga n.º,Boleta n.º,Fecha de entrega,Hora de entrega,Hora de salida,Chofer,Trabajo,Número de trabajo,Material,Cantidad,Unidad,Toneladas",
    );
    // The rows stay as stored, so a spreadsheet reads them alike in any language.
    expect(lines[1]).toMatch(/^1,,\d{4}-\d{2}-\d{2},\d{2}:\d{2},/);
  });

  it("streams a long export a page at a time, every load once", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx, { timeZone: ZONE });
    // One whole past day, so the run's own clock (say, just after midnight) cannot split it.
    const day = localDayOf(new Date(Date.now() - 2 * 86_400_000), ZONE);
    const dayStart = Date.parse(zonedDayBounds(day, ZONE).from);
    const rows = Array.from({ length: 1203 }, (_, i) => {
      const stamp = at(dayStart + (i + 1) * 1000);
      return {
        id: randomUUID(),
        company_id: "",
        job_id: job.id,
        load_number: i + 1,
        driver_id: driver.userId,
        driver_name: "Bulk Driver",
        status: "completed" as const,
        material_type: "Gravel",
        quantity: 10,
        quantity_unit: "tons" as const,
        ticket_number: null,
        photo_key: null,
        started_at: stamp,
        completed_at: stamp,
        start_latitude: null,
        start_longitude: null,
        start_accuracy: null,
        complete_latitude: null,
        complete_longitude: null,
        complete_accuracy: null,
        voided_at: null,
        void_reason: null,
        created_by: driver.userId,
        created_at: stamp,
        updated_at: stamp,
        approval: "pending" as const,
      };
    });
    const { company_id } = await ctx.database.db
      .selectFrom("jobs")
      .select("company_id")
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < rows.length; i += 200) {
      await ctx.database.db
        .insertInto("loads")
        .values(rows.slice(i, i + 200).map((row) => ({ ...row, company_id })))
        .execute();
    }
    const csv = await contractor.client.get(`/api/loads/export.csv?from=${day}`);
    const numbers = csv.body
      .trim()
      .split("\r\n")
      .slice(1)
      .map((line) => Number(line.split(",")[0]));
    expect(numbers).toHaveLength(1203);
    expect(new Set(numbers).size).toBe(1203);
  });

  it("gives a job's Hauling Metrics for today and all time, for its contractors only", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx, { timeZone: ZONE });
    const zero = { totalLoads: 0, totalTons: 0, totalCubicYards: 0 };
    const empty = (await contractor.client.get(`/api/jobs/${job.id}/metrics`)).json();
    expect(empty).toEqual({
      day: localDayOf(new Date(), ZONE),
      timeZone: ZONE,
      today: zero,
      allTime: zero,
      liveHauls: [],
    });
    await driver.client.post("/api/loads", {
      jobId: job.id,
      quantity: 10.333,
      quantityUnit: "tons",
    });
    await driver.client.post("/api/loads", {
      jobId: job.id,
      quantity: 1001,
      quantityUnit: "pounds",
    });
    await driver.client.post("/api/loads", {
      jobId: job.id,
      quantity: 3.456,
      quantityUnit: "cubic_yards",
    });
    await contractor.client.post("/api/loads", {
      jobId: job.id,
      driverId: driver.userId,
      quantity: 4,
      completedAt: at(Date.now() - 3 * 86_400_000),
      startedAt: at(Date.now() - 3 * 86_400_000 - 3_600_000),
    });
    const metrics = (await contractor.client.get(`/api/jobs/${job.id}/metrics`)).json();
    expect(metrics.today).toEqual({ totalLoads: 3, totalTons: 10.83, totalCubicYards: 3.46 });
    expect(metrics.allTime).toEqual({ totalLoads: 4, totalTons: 14.83, totalCubicYards: 3.46 });

    const viewer = await createVerifiedUser(ctx, { role: "driver" });
    await contractor.client.post(`/api/jobs/${job.id}/permissions`, { emails: viewer.email });
    const intruder = await createVerifiedUser(ctx, { role: "contractor" });
    const colleague = await inviteNewDriver(ctx, contractor);
    for (const client of [driver.client, viewer.client, intruder.client, colleague.client]) {
      expect((await client.get(`/api/jobs/${job.id}/metrics`)).statusCode).toBe(404);
    }
  });
});
