import { type Cycle, messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, TestClient } from "../../test/client.js";
import { haulingDay, routedCompany, upload } from "../../test/cycles.js";
import { useTestApp } from "../../test/harness.js";
import { ticketForm } from "../../test/hauling.js";
import { pdfText } from "../../test/pdf-text.js";
import { fixesAlong, sendFixes, trackingCompany } from "../../test/tracking.js";

const p = messages.pdf.evidence;

describe("a load's evidence PDF", () => {
  const ctx = useTestApp();

  it("prints the ticket, who recorded and changed it, its times and its route from the fixes", async () => {
    const crew = await trackingCompany(ctx);
    const startedAt = ctx.clock.now();
    const recorded = await crew.driver.client.post(
      "/api/loads",
      undefined,
      ticketForm({ jobId: crew.job.id, stage: "started", materialType: "Gravel" }),
    );
    expect(recorded.statusCode, recorded.body).toBeLessThan(300);
    // The trip: forty minutes of fixes, one every 30 s, moving north; sent as the truck drives.
    ctx.clock.advance(41 * 60_000);
    const fixes = fixesAlong({
      start: new Date(startedAt.getTime() + 10_000),
      count: 80,
      stepSeconds: 30,
      stepMetres: 200,
    });
    expect((await sendFixes(crew.driver, fixes)).statusCode).toBeLessThan(300);
    const loadId = recorded.json().id as string;
    const completed = await crew.driver.client.post(`/api/loads/${loadId}/complete`, {
      quantity: 14,
      quantityUnit: "tons",
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const corrected = await crew.contractor.client.patch(`/api/loads/${loadId}`, {
      materialType: "Gravel",
      ticketNumber: "SC-4471",
      reason: "Scale ticket number added",
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    const response = await crew.contractor.client.get(`/api/loads/${loadId}/evidence.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(p.title);
    expect(text).toContain("Quarry to riverside");
    expect(text).toContain(p.ticket("SC-4471"));
    expect(text).toContain("Driver1 Lane");
    expect(text).toContain(p.startedOnTicket);
    expect(text).toContain(p.completedOnTicket);
    expect(text).toContain("Corrected");
    expect(text).toContain("Scale ticket number added");
    expect(text).toContain("Carla Hauler");
    expect(text).toContain(p.noCycle);
    // Every fix of the trip from the ticket's start to its delivery is on the route.
    expect(text).toMatch(/\d+ GPS positions from /);
    const drawn = Number(/(\d+) GPS positions from /.exec(text)?.[1]);
    expect(drawn).toBeGreaterThanOrEqual(79);

    // The load's driver may print it; another company, and nobody signed in, may not.
    expect((await crew.driver.client.get(`/api/loads/${loadId}/evidence.pdf`)).statusCode).toBe(
      200,
    );
    const stranger = await createVerifiedUser(ctx, { role: "contractor" });
    expect((await stranger.client.get(`/api/loads/${loadId}/evidence.pdf`)).statusCode).toBe(404);
    expect(
      (await new TestClient(ctx.app).get(`/api/loads/${loadId}/evidence.pdf`)).statusCode,
    ).toBe(401);
  });

  it("is written in the language of who downloads it", async () => {
    const crew = await trackingCompany(ctx);
    const recorded = await crew.driver.client.post(
      "/api/loads",
      undefined,
      ticketForm({
        jobId: crew.job.id,
        stage: "completed",
        materialType: "Grava",
        ticketNumber: "B-77",
        quantity: 12,
        quantityUnit: "cubic_yards",
      }),
    );
    expect(recorded.statusCode, recorded.body).toBeLessThan(300);
    const loadId = recorded.json().id as string;
    const chosen = await crew.contractor.client.patch("/api/me/profile", { language: "es" });
    expect(chosen.statusCode, chosen.body).toBe(200);

    // Lines wrap where the page is narrow: words are checked as one flow of text.
    const spanish = (
      await pdfText(
        (
          await crew.contractor.client.get(`/api/loads/${loadId}/evidence.pdf`)
        ).rawPayload,
      )
    ).replace(/\s+/g, " ");
    for (const words of [
      "EVIDENCIA DE LA CARGA",
      "Boleta B-77",
      "Estado: entregada",
      "Grava · 12 yardas cúbicas",
      "Entregada (boleta)",
      "Quién la registró y la cambió",
      "Registrada",
      "Página 1 de",
    ]) {
      expect(spanish).toContain(words);
    }
    expect(spanish).not.toContain(p.title);
    // The driver chose nothing: the same load reads in English for them.
    const english = await pdfText(
      (await crew.driver.client.get(`/api/loads/${loadId}/evidence.pdf`)).rawPayload,
    );
    expect(english).toContain(p.title);
    expect(english).toContain(p.ticket("B-77"));
    expect(english).toContain("Status: completed");
  });

  it("prints the times at the pit and the site when GPS counted the load the ticket is for", async () => {
    const day = Date.UTC(2030, 2, 4);
    ctx.clock.set(new Date(day));
    const { contractor, driver } = await routedCompany(ctx);
    const { truck } = haulingDay(17, day);
    ctx.clock.set(new Date(truck.samples[truck.samples.length - 1]!.t + 10 * 60_000));
    await upload(driver, truck.fixes, 200);
    await ctx.events.settled();
    const [latest] = (await driver.client.get("/api/me/cycles")).json().cycles as Cycle[];
    const ticket = await driver.client.post("/api/loads", {
      id: crypto.randomUUID(),
      jobId: latest!.jobId,
      stage: "completed",
      quantity: 14.5,
      quantityUnit: "tons",
      ticketNumber: "GPS-77",
      cycleId: latest!.id,
    });
    expect(ticket.statusCode, ticket.body).toBeLessThan(300);
    const pdf = await contractor.client.get(`/api/loads/${ticket.json().id}/evidence.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const moment of [p.atPit, p.leftPit, p.atSite, p.leftSite]) expect(text).toContain(moment);
    expect(text).not.toContain(p.noCycle);
    expect(text).toMatch(/\d+ GPS positions from /);
  }, 120_000);
});
