import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { inviteNewDriver, jobInput } from "../../test/fleet.js";
import { type TestContext, useTestApp } from "../../test/harness.js";
import { createJobWithDriver, haulingCrew, rawTicketForm, ticketForm } from "../../test/hauling.js";
import { phonePhoto, pngImage } from "../../test/images.js";

const m = messages.loads;

/** Every load.changed the app announces from now on. */
function recordChanges(ctx: TestContext) {
  const seen: Array<{ companyId: string; jobId: string; loadId: string; change: string }> = [];
  const stop = ctx.events.on("load.changed", (payload) => {
    seen.push(payload);
  });
  return { seen, stop };
}

async function loadRows(ctx: TestContext, jobId: string) {
  return ctx.database.db.selectFrom("loads").selectAll().where("job_id", "=", jobId).execute();
}

describe("recording load tickets", () => {
  const ctx = useTestApp();

  it("records a delivered load in one step, numbered on its job, and announces it", async () => {
    const { driver, job } = await haulingCrew(ctx, {
      driverName: { firstName: "Ivy", lastName: "Cole" },
    });
    const changes = recordChanges(ctx);
    const response = await driver.client.post("/api/loads", {
      jobId: job.id,
      materialType: "Gravel",
      quantity: 12.5,
      quantityUnit: "tons",
      ticketNumber: "T-1001",
      latitude: 36.74,
      longitude: -119.78,
      accuracy: 12,
    });
    expect(response.statusCode, response.body).toBe(200);
    const load = response.json();
    expect(load).toMatchObject({
      jobId: job.id,
      jobTitle: job.title,
      jobNumber: job.jobNumber,
      loadNumber: 1,
      driverId: driver.userId,
      driverName: "Ivy Cole",
      status: "completed",
      materialType: "Gravel",
      quantity: 12.5,
      quantityUnit: "tons",
      ticketNumber: "T-1001",
      photoUrl: null,
      startPosition: null,
      completePosition: { latitude: 36.74, longitude: -119.78, accuracy: 12 },
      canComplete: false,
      canCorrect: true,
      canVoid: false,
    });
    expect(load.completedAt).toBe(load.startedAt);
    expect(load.history).toMatchObject([
      { change: "recorded", byName: "Ivy Cole", before: null, after: { status: "completed" } },
    ]);
    await ctx.events.settled();
    changes.stop();
    expect(changes.seen).toEqual([
      {
        companyId: expect.any(String),
        jobId: job.id,
        loadId: load.id,
        change: "recorded",
      },
    ]);

    const second = await driver.client.post("/api/loads", {
      jobId: job.id,
      quantity: 9000,
      quantityUnit: "pounds",
    });
    expect(second.json()).toMatchObject({ loadNumber: 2, materialType: null });
  });

  it("starts a load at the pit and completes it at the site, where it is weighed", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    const started = await driver.client.post("/api/loads", {
      jobId: job.id,
      stage: "started",
      materialType: "Sand",
      latitude: 36.7,
      longitude: -119.7,
    });
    expect(started.statusCode, started.body).toBe(200);
    const load = started.json();
    expect(load).toMatchObject({
      status: "in_progress",
      quantity: null,
      completedAt: null,
      canComplete: true,
      startPosition: { latitude: 36.7, longitude: -119.7, accuracy: null },
    });
    const live = (await contractor.client.get(`/api/jobs/${job.id}/metrics`)).json();
    expect(live.liveHauls).toMatchObject([{ id: load.id, status: "in_progress" }]);
    expect((await driver.client.get("/api/me/loads")).json().inProgress).toMatchObject([
      { id: load.id },
    ]);

    const noQuantity = await driver.client.post(`/api/loads/${load.id}/complete`, {});
    expect(noQuantity.statusCode).toBe(400);
    expect(noQuantity.json().error.message).toBe(m.quantityRequired);

    const changes = recordChanges(ctx);
    const completed = await driver.client.post(`/api/loads/${load.id}/complete`, {
      quantity: 22,
      quantityUnit: "cubic_yards",
      latitude: 36.8,
      longitude: -119.9,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({
      status: "completed",
      quantity: 22,
      quantityUnit: "cubic_yards",
      completePosition: { latitude: 36.8, longitude: -119.9 },
      canComplete: false,
    });
    expect(completed.json().history.map((h: { change: string }) => h.change)).toEqual([
      "started",
      "completed",
    ]);
    // The same completion sent again from a queue changes nothing and announces nothing more.
    const again = await driver.client.post(`/api/loads/${load.id}/complete`, { quantity: 5 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ quantity: 22, history: expect.any(Array) });
    expect(again.json().history).toHaveLength(2);
    await ctx.events.settled();
    changes.stop();
    expect(changes.seen.map((c) => c.change)).toEqual(["completed"]);
    expect((await contractor.client.get(`/api/jobs/${job.id}/metrics`)).json().liveHauls).toEqual(
      [],
    );
  });

  it("numbers loads per job, also when several arrive at once", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    const other = await createJobWithDriver(contractor, driver, "Second site");
    const numbers = await Promise.all(
      Array.from({ length: 6 }, () =>
        driver.client
          .post("/api/loads", { jobId: job.id, quantity: 10, quantityUnit: "tons" })
          .then((r) => r.json().loadNumber as number),
      ),
    );
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    const first = await driver.client.post("/api/loads", { jobId: other.id, quantity: 1 });
    expect(first.json().loadNumber).toBe(1);
  });

  it("stores a ticket sent twice from the device's queue once", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    const ticket = { id: randomUUID(), jobId: job.id, quantity: 14, quantityUnit: "tons" };
    const [a, b] = await Promise.all([
      driver.client.post("/api/loads", ticket),
      driver.client.post("/api/loads", ticket),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(ticket.id);
    expect(b.json().id).toBe(ticket.id);
    expect(await loadRows(ctx, job.id)).toHaveLength(1);

    // Someone else's id is not theirs to reuse.
    const colleague = await inviteNewDriver(ctx, contractor);
    await contractor.client.post(`/api/jobs/${job.id}/drivers`, { driverId: colleague.userId });
    const taken = await colleague.client.post("/api/loads", ticket);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(m.idTaken);
  });

  it.each([2, 12])(
    "keeps the photo of a ticket sent %i times at once, while the first copy is still being stored",
    async (copies) => {
      const { contractor, driver, job } = await haulingCrew(ctx);
      const photo = await phonePhoto();
      const ticket = { id: randomUUID(), jobId: job.id, quantity: 14, quantityUnit: "tons" };
      const answers = await Promise.all(
        Array.from({ length: copies }, () =>
          driver.client.request(
            "POST",
            "/api/loads",
            ticketForm(ticket, { data: photo, fileName: "ticket.jpg", contentType: "image/jpeg" }),
          ),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      expect(new Set(answers.map((answer) => answer.json().photoUrl))).toEqual(
        new Set([`/api/loads/${ticket.id}/photo`]),
      );
      const rows = await loadRows(ctx, job.id);
      expect(rows).toHaveLength(1);

      for (const client of [driver.client, contractor.client]) {
        const served = await client.get(`/api/loads/${ticket.id}/photo`);
        expect(served.statusCode, served.body).toBe(200);
        expect(served.headers["content-type"]).toBe("image/webp");
      }
      // Every losing copy removed its own file and no other: one photo is left, the load's.
      const folder = path.join(ctx.config.storage.root, "load-tickets", rows[0]!.company_id);
      expect(
        readdirSync(folder).map((name) => `load-tickets/${rows[0]!.company_id}/${name}`),
      ).toEqual([rows[0]!.photo_key]);
    },
    120_000,
  );

  it("dates a queued ticket when the device recorded it, within a week and not ahead", async () => {
    const { driver, job } = await haulingCrew(ctx);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const late = await driver.client.post("/api/loads", {
      jobId: job.id,
      quantity: 5,
      recordedAt: twoHoursAgo,
    });
    expect(late.json().completedAt).toBe(twoHoursAgo);
    const future = await driver.client.post("/api/loads", {
      jobId: job.id,
      quantity: 5,
      recordedAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe(m.inFuture);
    const stale = await driver.client.post("/api/loads", {
      jobId: job.id,
      quantity: 5,
      recordedAt: new Date(Date.now() - 8 * 86_400_000).toISOString(),
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toBe(m.tooOld);
    const dated = await driver.client.post("/api/loads", {
      jobId: job.id,
      quantity: 5,
      completedAt: twoHoursAgo,
    });
    expect(dated.statusCode).toBe(403);
    expect(dated.json().error.message).toBe(m.timesForContractors);
  });

  it("keeps the ticket photo, re-encoded, for the company and the driver only", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    const form = ticketForm(
      { jobId: job.id, quantity: 18, quantityUnit: "tons", ticketNumber: "S-77" },
      { data: await pngImage(), fileName: "ticket.png", contentType: "image/png" },
    );
    const response = await driver.client.request("POST", "/api/loads", form);
    expect(response.statusCode, response.body).toBe(200);
    const load = response.json();
    expect(load.photoUrl).toBe(`/api/loads/${load.id}/photo`);
    for (const client of [driver.client, contractor.client]) {
      const photo = await client.get(load.photoUrl);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers["content-type"]).toBe("image/webp");
    }
    const stranger = await createVerifiedUser(ctx, { role: "contractor" });
    expect((await stranger.client.get(load.photoUrl)).statusCode).toBe(404);
  });

  const tooMuch: Array<[string, unknown, string]> = [
    ["a negative quantity", { quantity: -3 }, m.quantityPositive],
    ["a quantity of zero", { quantity: 0 }, m.quantityPositive],
    ["a quantity that is not a number", { quantity: "twelve" }, m.quantityNumber],
    [
      "more than 100 tons",
      { quantity: 100.5, quantityUnit: "tons" },
      m.quantityTooLarge(100, "tons"),
    ],
    [
      "more than 60 cubic yards",
      { quantity: 61, quantityUnit: "cubic_yards" },
      m.quantityTooLarge(60, "cubic_yards"),
    ],
    [
      "more than 200,000 pounds",
      { quantity: 200_001, quantityUnit: "pounds" },
      m.quantityTooLarge(200_000, "pounds"),
    ],
    ["a unit outside the three", { quantity: 5, quantityUnit: "kg" }, m.unitInvalid],
    ["a delivered load without a quantity", {}, m.quantityRequired],
    ["no job", { jobId: "", quantity: 5 }, messages.validation.selectJob],
  ];
  let shared: Promise<Awaited<ReturnType<typeof haulingCrew>>> | undefined;
  it.each(tooMuch)("refuses %s with a clear message and saves nothing", async (_, bad, message) => {
    shared ??= haulingCrew(ctx);
    const { driver, job } = await shared;
    const response = await driver.client.post("/api/loads", { jobId: job.id, ...(bad as object) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await loadRows(ctx, job.id)).toEqual([]);
  });

  it("refuses a ticket photo that is not an image, and keeps neither load nor file", async () => {
    const { driver, job } = await haulingCrew(ctx);
    const folder = path.join(ctx.config.storage.root, "load-tickets");
    const photos = () =>
      (existsSync(folder) ? readdirSync(folder, { recursive: true }) : []).filter((f) =>
        String(f).endsWith(".webp"),
      );
    const before = photos();
    const form = ticketForm(
      { jobId: job.id, quantity: 5 },
      {
        data: Buffer.from("%PDF-1.4 not a photo"),
        fileName: "ticket.png",
        contentType: "image/png",
      },
    );
    const response = await driver.client.request("POST", "/api/loads", form);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(messages.validation.selectImageFile);
    expect(await loadRows(ctx, job.id)).toEqual([]);
    expect(photos()).toEqual(before);
  });

  it("holds the JSON of a multipart ticket to a JSON body's rules: no NUL, no prototype keys, not too deep", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    const photo = { data: await pngImage(), fileName: "ticket.png", contentType: "image/png" };
    const valid = { jobId: job.id, quantity: 5, materialType: "Gravel", ticketNumber: "T-1" };
    const refusals: Array<[string, { sender: "driver" | "contractor"; text: string }, string]> = [
      [
        "materialType",
        { sender: "driver", text: JSON.stringify({ ...valid, materialType: "Gra\u0000vel" }) },
        "body.ticket.materialType",
      ],
      [
        "ticketNumber",
        { sender: "driver", text: JSON.stringify({ ...valid, ticketNumber: "T\u0000-1" }) },
        "body.ticket.ticketNumber",
      ],
      [
        "jobId",
        { sender: "driver", text: JSON.stringify({ ...valid, jobId: `${job.id}\u0000` }) },
        "body.ticket.jobId",
      ],
      [
        "driverId",
        {
          sender: "contractor",
          text: JSON.stringify({ ...valid, driverId: `${driver.userId}\u0000` }),
        },
        "body.ticket.driverId",
      ],
      [
        "a key",
        { sender: "driver", text: JSON.stringify({ ...valid, "note\u0000": "x" }) },
        "body.ticket.note\u0000",
      ],
    ];
    for (const [field, { sender, text }, path] of refusals) {
      const client = sender === "driver" ? driver.client : contractor.client;
      const form = rawTicketForm(text, photo);
      const response = await client.request("POST", "/api/loads", form);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().error.message).toBe(messages.http.nulCharacter);
      expect(response.json().error.issues[0].path).toBe(path);
    }
    for (const text of [
      `{"jobId":"${job.id}","quantity":5,"__proto__":{"polluted":true}}`,
      `{"jobId":"${job.id}","quantity":5,"constructor":{"prototype":{"polluted":true}}}`,
    ]) {
      const response = await driver.client.request(
        "POST",
        "/api/loads",
        rawTicketForm(text, photo),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe(m.ticketField);
    }
    const deep = await driver.client.request(
      "POST",
      "/api/loads",
      rawTicketForm(`${"[".repeat(40)}${"]".repeat(40)}`),
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.message).toBe(messages.http.jsonTooDeep(32));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await loadRows(ctx, job.id)).toEqual([]);
  });

  it("refuses a load on a job the driver is not active on", async () => {
    const { contractor, driver } = await haulingCrew(ctx);
    const notAssigned = (await contractor.client.post("/api/jobs", jobInput)).json();
    const otherCompany = await createVerifiedUser(ctx, { role: "contractor" });
    const foreign = (await otherCompany.client.post("/api/jobs", jobInput)).json();
    for (const jobId of [notAssigned.id, foreign.id, randomUUID()]) {
      const response = await driver.client.post("/api/loads", { jobId, quantity: 5 });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(m.notActiveOnJob);
    }
    // Taken off the job, the driver records no more loads on it.
    const { job } = { job: await createJobWithDriver(contractor, driver) };
    await contractor.client.delete(`/api/jobs/${job.id}/drivers/${driver.userId}`);
    const removed = await driver.client.post("/api/loads", { jobId: job.id, quantity: 5 });
    expect(removed.statusCode).toBe(403);
  });

  it("lets a contractor add a load for one of the company's drivers, dated afterwards", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx, {
      driverName: { firstName: "Ana", lastName: "Ruiz" },
    });
    const noDriver = await contractor.client.post("/api/loads", { jobId: job.id, quantity: 5 });
    expect(noDriver.statusCode).toBe(400);
    expect(noDriver.json().error.message).toBe(m.driverRequired);
    const outsider = await createVerifiedUser(ctx, { role: "driver" });
    const notOurs = await contractor.client.post("/api/loads", {
      jobId: job.id,
      driverId: outsider.userId,
      quantity: 5,
    });
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().error.message).toBe(m.driverNotInCompany);

    const startedAt = new Date(Date.now() - 30 * 3_600_000).toISOString();
    const completedAt = new Date(Date.now() - 29 * 3_600_000).toISOString();
    const added = await contractor.client.post("/api/loads", {
      jobId: job.id,
      driverId: driver.userId,
      quantity: 11,
      materialType: "Base rock",
      startedAt,
      completedAt,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      driverName: "Ana Ruiz",
      startedAt,
      completedAt,
      canVoid: true,
      history: [{ change: "recorded", byName: "Dana Hauler" }],
    });
    const backwards = await contractor.client.post("/api/loads", {
      jobId: job.id,
      driverId: driver.userId,
      quantity: 11,
      startedAt: completedAt,
      completedAt: startedAt,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe(m.completedBeforeStart);
  });
});

describe("correcting and voiding loads", () => {
  const ctx = useTestApp();

  it("keeps every correction with who, when, before, after and why", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    const load = (
      await driver.client.post("/api/loads", {
        jobId: job.id,
        quantity: 12,
        materialType: "Gravel",
      })
    ).json();
    const changes = recordChanges(ctx);
    const corrected = await contractor.client.patch(`/api/loads/${load.id}`, {
      quantity: 21,
      ticketNumber: "T-9",
      reason: "Scale ticket says 21",
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const history = corrected.json().history;
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({
      change: "corrected",
      byName: "Dana Hauler",
      before: { quantity: 12, ticketNumber: null },
      after: { quantity: 21, ticketNumber: "T-9" },
      reason: "Scale ticket says 21",
    });
    const same = await contractor.client.patch(`/api/loads/${load.id}`, { quantity: 21 });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe(m.nothingToCorrect);
    const tooHeavy = await contractor.client.patch(`/api/loads/${load.id}`, {
      quantityUnit: "cubic_yards",
      quantity: 70,
    });
    expect(tooHeavy.json().error.message).toBe(m.quantityTooLarge(60, "cubic_yards"));
    await ctx.events.settled();
    changes.stop();
    expect(changes.seen.map((c) => c.change)).toEqual(["corrected"]);
  });

  it("lets a driver correct their own load on the day only, never another driver's", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    const colleague = await inviteNewDriver(ctx, contractor);
    await contractor.client.post(`/api/jobs/${job.id}/drivers`, { driverId: colleague.userId });
    const load = (await driver.client.post("/api/loads", { jobId: job.id, quantity: 8 })).json();

    const own = await driver.client.patch(`/api/loads/${load.id}`, { materialType: "Fill dirt" });
    expect(own.statusCode).toBe(200);
    expect(own.json().materialType).toBe("Fill dirt");

    for (const attempt of [
      colleague.client.patch(`/api/loads/${load.id}`, { quantity: 1 }),
      colleague.client.post(`/api/loads/${load.id}/complete`, { quantity: 1 }),
      colleague.client.get(`/api/loads/${load.id}`),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(m.notFound);
    }

    ctx.clock.advance(2 * 86_400_000);
    try {
      const later = await driver.client.patch(`/api/loads/${load.id}`, { quantity: 9 });
      expect(later.statusCode).toBe(403);
      expect(later.json().error.message).toBe(m.driverCorrectsToday);
      expect((await driver.client.get(`/api/loads/${load.id}`)).json().canCorrect).toBe(false);
      expect(
        (await contractor.client.patch(`/api/loads/${load.id}`, { quantity: 9 })).statusCode,
      ).toBe(200);
    } finally {
      ctx.clock.advance(-2 * 86_400_000);
    }
  });

  it("voids a load with a reason, for contractors only; a voided load stays as it is", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    const load = (await driver.client.post("/api/loads", { jobId: job.id, quantity: 8 })).json();

    const byDriver = await driver.client.post(`/api/loads/${load.id}/void`, { reason: "oops" });
    expect(byDriver.statusCode).toBe(403);
    expect(byDriver.json().error.message).toBe(m.voidForContractors);
    const noReason = await contractor.client.post(`/api/loads/${load.id}/void`, { reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe(m.voidReasonRequired);

    const voided = await contractor.client.post(`/api/loads/${load.id}/void`, {
      reason: "Entered twice",
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({
      status: "voided",
      voidReason: "Entered twice",
      canCorrect: false,
      canVoid: false,
    });
    expect(voided.json().history.at(-1)).toMatchObject({
      change: "voided",
      before: { status: "completed" },
      after: { status: "voided" },
      reason: "Entered twice",
    });
    expect(
      (await contractor.client.post(`/api/loads/${load.id}/void`, { reason: "x" })).statusCode,
    ).toBe(409);
    const edit = await contractor.client.patch(`/api/loads/${load.id}`, { quantity: 3 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(m.voided);
    const metrics = (await contractor.client.get(`/api/jobs/${job.id}/metrics`)).json();
    expect(metrics.today.totalLoads).toBe(0);
  });

  it("shows a load to its company's contractors and its driver, and to nobody else", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    const load = (await driver.client.post("/api/loads", { jobId: job.id, quantity: 8 })).json();
    const viewer = await createVerifiedUser(ctx, { role: "driver" });
    await contractor.client.post(`/api/jobs/${job.id}/permissions`, { emails: viewer.email });
    const otherContractor = await createVerifiedUser(ctx, { role: "contractor" });
    const missing = await otherContractor.client.get(`/api/loads/${randomUUID()}`);
    for (const client of [viewer.client, otherContractor.client]) {
      for (const attempt of [
        client.get(`/api/loads/${load.id}`),
        client.patch(`/api/loads/${load.id}`, { quantity: 1 }),
        client.post(`/api/loads/${load.id}/void`, { reason: "mine now" }),
      ]) {
        const response = await attempt;
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(missing.json());
      }
    }
    expect((await contractor.client.get(`/api/loads/${load.id}`)).statusCode).toBe(200);
    expect((await driver.client.get(`/api/loads/${load.id}`)).statusCode).toBe(200);
    const signedOut = await ctx.app.inject({ method: "GET", url: `/api/loads/${load.id}` });
    expect(signedOut.statusCode).toBe(401);
  });

  it("lists the driver's own loads, and only drivers have such a list", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    await driver.client.post("/api/loads", { jobId: job.id, quantity: 8 });
    await driver.client.post("/api/loads", { jobId: job.id, stage: "started" });
    const mine = (await driver.client.get("/api/me/loads")).json();
    expect(mine.inProgress).toHaveLength(1);
    expect(mine.recent).toHaveLength(1);
    expect((await contractor.client.get("/api/me/loads")).statusCode).toBe(403);
  });
});
