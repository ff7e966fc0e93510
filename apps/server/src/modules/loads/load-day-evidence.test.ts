import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, TestClient } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";
import { setTimeZone, ticketForm } from "../../test/hauling.js";
import { pngImage } from "../../test/images.js";
import { pdfText } from "../../test/pdf-text.js";
import { fixesAlong, sendFixes, trackingCompany } from "../../test/tracking.js";

const p = messages.pdf.evidence;
const d = messages.pdf.dayEvidence;
const ZONE = "America/Chicago";
const DAY = "2030-03-04";
/** 09:00 in Chicago on DAY. */
const MORNING = Date.UTC(2030, 2, 4, 15);

type Crew = Awaited<ReturnType<typeof trackingCompany>>;
type Driver = Crew["drivers"][number];

describe("a job's day of evidence as one PDF", () => {
  const ctx = useTestApp();

  /** A delivered ticket recorded by `driver` now, with a photo. */
  async function deliver(crew: Crew, driver: Driver, quantity: number, ticketNumber: string) {
    const recorded = await driver.client.post(
      "/api/loads",
      undefined,
      ticketForm(
        { jobId: crew.job.id, stage: "completed", materialType: "Gravel", quantity, ticketNumber },
        { data: await pngImage(40, 30), fileName: "ticket.png", contentType: "image/png" },
      ),
    );
    expect(recorded.statusCode, recorded.body).toBeLessThan(300);
    return recorded.json().id as string;
  }

  it("prints the day's loads, tonnage and the customer's word, one route, then each load's evidence", async () => {
    ctx.clock.set(new Date(MORNING));
    const crew = await trackingCompany(ctx, { drivers: 2 });
    await setTimeZone(crew.contractor, ZONE);
    const [first, second] = crew.drivers as [Driver, Driver];

    // Driver 1 starts at the pit, drives forty minutes north and delivers.
    const started = await first.client.post(
      "/api/loads",
      undefined,
      ticketForm({
        jobId: crew.job.id,
        stage: "started",
        materialType: "Gravel",
        ticketNumber: "SC-101",
      }),
    );
    expect(started.statusCode, started.body).toBeLessThan(300);
    const loadOne = started.json().id as string;
    ctx.clock.advance(41 * 60_000);
    const trip = fixesAlong({ start: new Date(MORNING + 10_000), count: 80, stepSeconds: 30 });
    expect((await sendFixes(first, trip)).statusCode).toBeLessThan(300);
    const completed = await first.client.post(`/api/loads/${loadOne}/complete`, {
      quantity: 14,
      quantityUnit: "tons",
    });
    expect(completed.statusCode, completed.body).toBe(200);
    // Driver 2 delivers one, and driver 1 another late in the evening (after midnight in UTC).
    const loadTwo = await deliver(crew, second, 12, "SC-202");
    ctx.clock.set(new Date(Date.UTC(2030, 2, 5, 3, 30)));
    await deliver(crew, first, 13.5, "SC-303");
    // The next morning's load is another day.
    ctx.clock.set(new Date(Date.UTC(2030, 2, 5, 15)));
    await deliver(crew, first, 11, "SC-404");

    // The customer approves the day and disputes driver 2's ticket through a share link.
    const link = await crew.contractor.client.post(`/api/jobs/${crew.job.id}/share-links`, {
      expiresAt: null,
    });
    const token = (link.json().url as string).split("/").pop();
    const customer = new TestClient(ctx.app);
    expect(
      (await customer.post(`/api/shared/${token}/days/${DAY}/approve`, { name: "Gina General" }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await customer.post(`/api/shared/${token}/loads/${loadTwo}/dispute`, {
          name: "Gina General",
          comment: "Our gate scale read 8 t",
        })
      ).statusCode,
    ).toBe(201);

    const response = await crew.contractor.client.get(
      `/api/jobs/${crew.job.id}/evidence.pdf?date=${DAY}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(d.title);
    expect(text).toContain("Quarry to riverside");
    expect(text).toContain(d.dayLine(DAY, ZONE));
    expect(text).toContain(d.loadsCount(3));
    expect(text).toContain(d.tons("39.50"));
    expect(text).toContain(d.customerSummary(2, 1, 3));
    expect(text).toMatch(/Approved by Gina General/);
    expect(text).toMatch(/Disputed by Gina General/);
    for (const ticket of ["SC-101", "SC-202", "SC-303"]) expect(text).toContain(p.ticket(ticket));
    expect(text).not.toContain("SC-404");
    for (const n of [1, 2, 3]) expect(text).toContain(d.loadHeading(n));
    // Each load's evidence as its own PDF prints it: times, photo, signature, history.
    expect(text).toContain(p.startedOnTicket);
    expect(text).toContain(p.photoCaption(2));
    expect(text).toContain(p.noSignature);
    expect(text).toContain("Our gate scale read 8 t");
    // One route for the day, of the driver whose fixes were sent.
    expect(text).toContain(d.route);
    const drawn = /(\d+) GPS positions of 1 driver/.exec(text);
    expect(Number(drawn?.[1])).toBeGreaterThanOrEqual(79);
    // The loads' own routes are left out: the day's map holds them.
    expect(text).not.toMatch(new RegExp(`^${p.route}$`, "m"));

    // A driver prints their own loads of the day, nothing of the other driver's.
    const own = await second.client.get(`/api/jobs/${crew.job.id}/evidence.pdf?date=${DAY}`);
    expect(own.statusCode, own.body).toBe(200);
    const ownText = await pdfText(own.rawPayload);
    expect(ownText).toContain(p.ticket("SC-202"));
    expect(ownText).not.toContain("SC-101");
    expect(ownText).toContain(d.loadsCount(1));

    // In the language the driver chose, cover and loads alike: one document, one language.
    expect((await second.client.patch("/api/me/profile", { language: "es" })).statusCode).toBe(200);
    const spanish = (
      await pdfText(
        (
          await second.client.get(`/api/jobs/${crew.job.id}/evidence.pdf?date=${DAY}`)
        ).rawPayload,
      )
    ).replace(/\s+/g, " ");
    for (const words of [
      "EVIDENCIA DEL DÍA",
      "1 carga",
      "Cargas del día",
      "Boleta SC-202",
      "Carga n.º",
      "Quién la registró y la cambió",
      "Página 1 de",
    ]) {
      expect(spanish).toContain(words);
    }
    expect(spanish).not.toContain(d.title);
    expect(spanish).not.toContain(d.loads);
  }, 120_000);

  it("streams a day of 60 loads with their photos, a page each after the cover", async () => {
    ctx.clock.set(new Date(MORNING));
    const crew = await trackingCompany(ctx);
    for (let n = 1; n <= 60; n++) {
      await deliver(crew, crew.driver, 12 + (n % 3), `D-${n}`);
      ctx.clock.advance(5 * 60_000);
    }
    const day = new Date(MORNING).toISOString().slice(0, 10);
    const heapBefore = process.memoryUsage().heapUsed;
    const startedAt = performance.now();
    const response = await crew.contractor.client.get(
      `/api/jobs/${crew.job.id}/evidence.pdf?date=${day}`,
    );
    const ms = performance.now() - startedAt;
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(d.loadsCount(60));
    for (const n of [1, 30, 60]) {
      expect(text).toContain(d.loadHeading(n));
      expect(text).toContain(p.photoCaption(n));
    }
    const pages = Number(/Page (\d+) of \1\b/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(61);
    // A figure for the record, not a test of speed (bench/ holds those).
    console.log(
      `day evidence: 60 loads, ${response.rawPayload.length} bytes in ${Math.round(ms)} ms, heap ${Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6)} MB more`,
    );
  }, 180_000);

  it("refuses a bad or missing day with a message, names an empty day, and hides the job from others", async () => {
    ctx.clock.set(new Date(MORNING));
    const crew = await trackingCompany(ctx);
    await setTimeZone(crew.contractor, ZONE);
    await deliver(crew, crew.driver, 10, "SC-1");
    const url = `/api/jobs/${crew.job.id}/evidence.pdf`;
    const asContractor = (query: string) => crew.contractor.client.get(`${url}${query}`);

    for (const query of ["?date=2030-02-30", "?date=04/03/2030", "?date=", ""]) {
      const refused = await asContractor(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().error.message, query).toMatch(/date|day/i);
    }
    expect((await asContractor("")).json().error.message).toContain(messages.loads.dayRequired);
    const empty = await asContractor("?date=2030-03-10");
    expect(empty.statusCode).toBe(404);
    expect(empty.json().error.message).toBe(d.noLoads("2030-03-10"));

    const stranger = await createVerifiedUser(ctx, { role: "contractor" });
    expect((await stranger.client.get(`${url}?date=${DAY}`)).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).get(`${url}?date=${DAY}`)).statusCode).toBe(401);
    expect(
      (
        await crew.contractor.client.get(
          `/api/jobs/${crypto.randomUUID()}/evidence.pdf?date=${DAY}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});
