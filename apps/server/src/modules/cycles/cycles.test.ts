import { type Cycle, messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { cyclesOfDay, haulingDay, momentsOf, routedCompany, upload } from "../../test/cycles.js";
import { useTestApp } from "../../test/harness.js";

const DAY = Date.UTC(2030, 2, 4);
const HOUR = 3600_000;

describe("load cycles counted from GPS", () => {
  const ctx = useTestApp();

  /** Starts each story at the day's midnight, the company and job set up before the hauling. */
  function atMidnight(day = DAY) {
    ctx.clock.set(new Date(day));
  }

  /** Moves the clock past the simulated day, so every fix is in the past. */
  function afterTheDay(truck: { samples: Array<{ t: number }> }) {
    ctx.clock.set(new Date(truck.samples[truck.samples.length - 1]!.t + 10 * 60_000));
  }

  /** One round of the recount worker, as the cluster's leader runs it every 10 s. */
  const recount = () => {
    const worker = ctx.workers.workers.find((w) => w.name === "cycles-recount")!;
    return worker.tick(ctx.clock.now());
  };

  it("counts a day of hauling live, as the fixes arrive, with every time within 45 s of the truth", async () => {
    atMidnight();
    const { contractor, driver, job, sites } = await routedCompany(ctx);
    const { truck } = haulingDay(11, DAY);
    afterTheDay(truck);
    await upload(driver, truck.fixes, 40);
    await ctx.events.settled();
    const { cycles, summary } = await cyclesOfDay(contractor, job.id, truck);
    expect(cycles).toHaveLength(truck.truth.length);
    cycles.forEach((cycle, index) => {
      const real = truck.truth[index]!;
      expect(cycle).toMatchObject({
        jobId: job.id,
        driverId: driver.userId,
        load: { siteId: sites.get("pit")!.id },
        dump: { siteId: sites.get("d1")!.id },
        inferred: false,
        loadId: null,
      });
      const errors = momentsOf(cycle).map((at, i) =>
        Math.abs(
          at -
            [real.load.arrivedAt, real.load.departedAt, real.dump.arrivedAt, real.dump.departedAt][
              i
            ]!,
        ),
      );
      expect(Math.max(...errors)).toBeLessThanOrEqual(45_000);
    });
    expect(summary).toMatchObject({
      counts: { cycles: truck.truth.length, ticketed: 0, inferred: 0 },
      route: { loadSite: { name: "Maple pit" }, dumpSite: { name: "Maple Street fill" } },
      drivers: [
        { driverId: driver.userId, name: "Dee Lane", counts: { cycles: truck.truth.length } },
      ],
    });
    const times = (summary as { times: Record<string, { count: number; medianSeconds: number }> })
      .times;
    expect(times.atLoad!.count).toBe(truck.truth.length);
    expect(times.cycle!.count).toBe(truck.truth.length - 1);
    expect(times.haul!.medianSeconds).toBeGreaterThan(300);
  }, 120_000);

  it("gives the same cycles for the same fixes sent shuffled, in odd batches, some twice", async () => {
    atMidnight();
    const inOrder = await routedCompany(ctx);
    const shuffled = await routedCompany(ctx, { driverName: "Sam" });
    const { truck } = haulingDay(12, DAY);
    afterTheDay(truck);
    await upload(inOrder.driver, truck.fixes, 100);
    // A phone that lost answers and replayed its queue out of order, in batches of every size.
    const order = [...truck.fixes].sort(
      (a, b) => ((a.seq * 7919) % 101) - ((b.seq * 7919) % 101) || a.seq - b.seq,
    );
    const replay = [...order.slice(0, 700), ...order.slice(200, 400), ...order.slice(700)];
    let from = 0;
    for (const size of [3, 250, 1, 77, 500, 31]) {
      if (from >= replay.length) break;
      await upload(shuffled.driver, replay.slice(from, from + size), size);
      from += size;
    }
    await upload(shuffled.driver, replay.slice(from), 500);
    await upload(shuffled.driver, truck.fixes.slice(0, 50), 50);
    await ctx.events.settled();
    await recount();
    const a = (await cyclesOfDay(inOrder.contractor, inOrder.job.id, truck)).cycles;
    const b = (await cyclesOfDay(shuffled.contractor, shuffled.job.id, truck)).cycles;
    expect(a.length).toBe(truck.truth.length);
    expect(b.map(momentsOf)).toEqual(a.map(momentsOf));
  }, 180_000);

  it("counts the morning's loads when the pit and the dump are drawn at noon", async () => {
    atMidnight();
    const { contractor, driver, job, draw } = await routedCompany(ctx, { sites: false });
    const { truck } = haulingDay(13, DAY);
    afterTheDay(truck);
    await upload(driver, truck.fixes, 200);
    await ctx.events.settled();
    expect((await cyclesOfDay(contractor, job.id, truck)).cycles).toEqual([]);
    await draw();
    await recount();
    const { cycles } = await cyclesOfDay(contractor, job.id, truck);
    expect(cycles).toHaveLength(truck.truth.length);
    // Counting again changes nothing.
    await recount();
    expect((await cyclesOfDay(contractor, job.id, truck)).cycles).toEqual(cycles);
  }, 120_000);

  it("counts fixes that arrive late from an offline phone, older than the ones already counted", async () => {
    atMidnight();
    const whole = await routedCompany(ctx);
    const late = await routedCompany(ctx, { driverName: "Lee" });
    const { truck } = haulingDay(14, DAY);
    afterTheDay(truck);
    await upload(whole.driver, truck.fixes, 200);
    // The fixes around the third dump were stuck on the phone; they arrive after the rest.
    const dump = truck.truth[2]!.dump;
    const stuck = truck.fixes.filter((fix) => {
      const at = Date.parse(fix.recordedAt);
      return at >= dump.arrivedAt - 4 * 60_000 && at < dump.departedAt + 4 * 60_000;
    });
    const rest = truck.fixes.filter((fix) => !stuck.includes(fix));
    await upload(late.driver, rest, 200);
    await ctx.events.settled();
    const before = (await cyclesOfDay(late.contractor, late.job.id, truck)).cycles;
    await upload(late.driver, stuck, 200);
    await ctx.events.settled();
    const after = (await cyclesOfDay(late.contractor, late.job.id, truck)).cycles;
    const reference = (await cyclesOfDay(whole.contractor, whole.job.id, truck)).cycles;
    expect(before).toHaveLength(reference.length - 1);
    expect(after.map(momentsOf)).toEqual(reference.map(momentsOf));
  }, 180_000);

  it("infers a dump in a dead zone, and marks the cycle inferred", async () => {
    atMidnight();
    const { contractor, driver, job, sites } = await routedCompany(ctx);
    // The south job dumps at Oak Avenue fill, under a dead zone all day.
    await contractor.client.patch(`/api/jobs/${job.id}`, { dumpSiteId: sites.get("d2")!.id });
    const { day } = haulingDay(15, DAY, { deadZone: true });
    const truck = day.trucks.find((entry) => entry.job === "south")!;
    afterTheDay(truck);
    await upload(driver, truck.fixes, 200);
    await ctx.events.settled();
    const { cycles, summary } = await cyclesOfDay(contractor, job.id, truck);
    expect(cycles.length).toBeGreaterThanOrEqual(truck.truth.length - 1);
    expect(cycles.every((cycle) => cycle.inferred)).toBe(true);
    expect((summary as { counts: { inferred: number } }).counts.inferred).toBe(cycles.length);
  }, 120_000);

  it("links a ticket delivered within the cycle's window, reconciles per day, and only the job's company reads any of it", async () => {
    atMidnight();
    const { contractor, driver, job } = await routedCompany(ctx);
    const { truck } = haulingDay(16, DAY);
    afterTheDay(truck);
    await upload(driver, truck.fixes, 200);
    await ctx.events.settled();
    const { cycles } = await cyclesOfDay(contractor, job.id, truck);
    const [first, second] = cycles as [Cycle, Cycle];
    // The contractor enters two tickets: one 5 minutes after the first dump, one at 3 am.
    const ticket = async (completedAt: string, ticketNumber: string) => {
      const response = await contractor.client.post("/api/loads", {
        jobId: job.id,
        driverId: driver.userId,
        quantity: 12,
        quantityUnit: "tons",
        ticketNumber,
        startedAt: new Date(Date.parse(completedAt) - HOUR).toISOString(),
        completedAt,
      });
      if (response.statusCode >= 300) throw new Error(response.body);
      return response.json().id as string;
    };
    const linked = await ticket(
      new Date(Date.parse(first.dump.departedAt) + 5 * 60_000).toISOString(),
      "T-1",
    );
    const stray = await ticket(new Date(DAY + 3 * HOUR).toISOString(), "T-2");
    const after = (await cyclesOfDay(contractor, job.id, truck)).cycles;
    expect(after.find((cycle) => cycle.id === first.id)!.loadId).toBe(linked);
    expect(after.find((cycle) => cycle.id === second.id)!.loadId).toBeNull();

    const from = new Date(DAY).toISOString();
    const to = new Date(DAY + 24 * HOUR).toISOString();
    const reconciliation = await contractor.client.get(
      `/api/jobs/${job.id}/reconciliation?from=${from}&to=${to}`,
    );
    expect(reconciliation.statusCode).toBe(200);
    const body = reconciliation.json();
    expect(body.totals).toEqual({
      cycles: cycles.length,
      tickets: 2,
      matched: 1,
      cyclesWithoutTicket: cycles.length - 1,
      ticketsWithoutCycle: 1,
    });
    expect(body.days[0].ticketsWithoutCycle.map((t: { id: string }) => t.id)).toEqual([stray]);

    // The stat cards and the Daily Load Summary show counted loads beside ticketed ones.
    const stats = (await contractor.client.get("/api/dashboard/stats")).json();
    expect(stats).toMatchObject({
      todaysLoads: 2,
      todaysCounted: { counted: cycles.length, ticketed: 1 },
    });
    const summary = (
      await contractor.client.get("/api/loads?from=2030-03-04&to=2030-03-04")
    ).json();
    expect(summary.counted).toEqual({ counted: cycles.length, ticketed: 1 });

    // Daily approval lists the counted loads nobody ticketed, and flags the stray ticket.
    const approval = (
      await contractor.client.get(`/api/jobs/${job.id}/approval?day=2030-03-04`)
    ).json();
    expect(approval.unticketedCycles).toHaveLength(cycles.length - 1);
    const strayFlags = approval.tickets.find((t: { id: string }) => t.id === stray).flags;
    expect(strayFlags.map((flag: { kind: string }) => flag.kind)).toContain("no_cycle");

    const evidence = await contractor.client.get(`/api/jobs/${job.id}/cycles/${first.id}`);
    expect(evidence.statusCode).toBe(200);
    expect(evidence.json()).toMatchObject({
      cycle: { id: first.id, loadId: linked },
      driver: { name: "Dee Lane" },
      ticket: { id: linked, ticketNumber: "T-1" },
      visits: [
        { role: "load", siteName: "Maple pit" },
        { role: "dump", siteName: "Maple Street fill" },
      ],
    });
    const fixes = evidence.json().visits[1].fixes as Array<{ inside: boolean }>;
    expect(fixes.some((fix) => fix.inside)).toBe(true);
    expect(fixes.some((fix) => !fix.inside)).toBe(true);

    const csv = await contractor.client.get(`/api/jobs/${job.id}/cycles.csv?from=${from}&to=${to}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toContain("Arrived at load site");
    expect(lines).toHaveLength(cycles.length + 1);
    expect(lines[1]).toContain("Dee Lane");
    // The header in the language of who downloads it; the rows as they are.
    expect((await contractor.client.patch("/api/me/profile", { language: "es" })).statusCode).toBe(
      200,
    );
    const spanish = (
      await contractor.client.get(`/api/jobs/${job.id}/cycles.csv?from=${from}&to=${to}`)
    ).body
      .trim()
      .split("\r\n");
    expect(spanish[0]).toContain("Llegada al sitio de carga");
    expect(spanish[0]).not.toContain("Arrived at load site");
    expect(spanish.slice(1)).toEqual(lines.slice(1));

    const stranger = await createVerifiedUser(ctx, { role: "contractor" });
    for (const url of [
      `/api/jobs/${job.id}/cycles`,
      `/api/jobs/${job.id}/reconciliation`,
      `/api/jobs/${job.id}/cycles/${first.id}`,
      `/api/jobs/${job.id}/cycles.csv`,
    ]) {
      expect((await stranger.client.get(url)).statusCode).toBe(404);
      expect((await driver.client.get(url)).statusCode).toBe(404);
    }
  }, 120_000);

  it("lists the driver's own cycles for the 'add ticket' prompt, and a ticket sent for a cycle links to it", async () => {
    atMidnight();
    const { driver } = await routedCompany(ctx);
    const { truck } = haulingDay(17, DAY);
    afterTheDay(truck);
    await upload(driver, truck.fixes, 200);
    await ctx.events.settled();
    const mine = await driver.client.get("/api/me/cycles");
    expect(mine.statusCode).toBe(200);
    const cycles = mine.json().cycles as Array<Cycle & { dumpSiteName: string }>;
    expect(cycles.length).toBe(truck.truth.length);
    expect(cycles[0]!.dumpSiteName).toBe("Maple Street fill");
    expect(messages.cycles.loadDelivered(cycles[0]!.dumpSiteName)).toBe(
      "Load delivered at Maple Street fill — add ticket",
    );
    expect(Date.parse(cycles[0]!.dump.departedAt)).toBeGreaterThan(
      Date.parse(cycles[1]!.dump.departedAt),
    );

    // An hour later, one tap: the ticket number and weight, for the counted load.
    ctx.clock.advance(HOUR);
    const [latest] = cycles;
    const tap = (ticketNumber: string) =>
      driver.client.post("/api/loads", {
        id: crypto.randomUUID(),
        jobId: latest!.jobId,
        stage: "completed",
        quantity: 14.5,
        quantityUnit: "tons",
        ticketNumber,
        cycleId: latest!.id,
      });
    const recorded = await tap("4411");
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({
      ticketNumber: "4411",
      completedAt: latest!.dump.departedAt,
      status: "completed",
    });
    const ticketed = (await driver.client.get("/api/me/cycles")).json().cycles as Cycle[];
    expect(ticketed.find((cycle) => cycle.id === latest!.id)!.loadId).toBe(recorded.json().id);
    const twice = await tap("4412");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(messages.cycles.alreadyTicketed("4411"));
  }, 120_000);

  it("lets a driver on the job mark the pit where they stand, once, and never from a rough position", async () => {
    atMidnight();
    const { contractor, driver, job } = await routedCompany(ctx, { sites: false });
    const here = { latitude: 36.75, longitude: -119.8 };
    const rough = await driver.client.post(`/api/jobs/${job.id}/site-marks`, {
      role: "load",
      ...here,
      accuracy: 80,
    });
    expect(rough.statusCode).toBe(400);
    expect(rough.json().error.message).toBe(messages.sites.positionTooRough(80));
    const marked = await driver.client.post(`/api/jobs/${job.id}/site-marks`, {
      role: "load",
      ...here,
      accuracy: 9,
    });
    expect(marked.statusCode).toBe(201);
    expect(marked.json()).toMatchObject({
      site: { name: "Pit marked by Dee Lane", geometry: { type: "circle", radiusMetres: 100 } },
      route: { loadSiteId: marked.json().site.id, dumpSiteId: null },
    });
    const again = await driver.client.post(`/api/jobs/${job.id}/site-marks`, {
      role: "load",
      ...here,
      accuracy: 9,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      messages.sites.jobAlreadyHasSite("load", "Pit marked by Dee Lane"),
    );
    expect((await contractor.client.get(`/api/jobs/${job.id}`)).json().loadSiteId).toBe(
      marked.json().site.id,
    );
    const stranger = await createVerifiedUser(ctx, { role: "driver" });
    expect(
      (
        await stranger.client.post(`/api/jobs/${job.id}/site-marks`, {
          role: "dump",
          ...here,
          accuracy: 9,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await contractor.client.post(`/api/jobs/${job.id}/site-marks`, {
          role: "dump",
          ...here,
          accuracy: 9,
        })
      ).statusCode,
    ).toBe(404);
  });
});
