import { messages, SHARING } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, TestClient } from "../../test/client.js";
import { PUBLIC_URL, useTestApp } from "../../test/harness.js";
import { ticketForm } from "../../test/hauling.js";
import { pngImage } from "../../test/images.js";
import { logRecorder } from "../../test/log-recorder.js";
import { fixesAlong, jobInput, sendFixes, trackingCompany } from "../../test/tracking.js";

const m = messages.sharing;
const HOUR = 3_600_000;

type Crew = Awaited<ReturnType<typeof trackingCompany>>;

/** A delivered ticket of the crew's driver on `jobId`, with a photo. */
async function deliver(crew: Crew, jobId: string, quantity: number, ticketNumber: string) {
  const recorded = await crew.driver.client.post(
    "/api/loads",
    undefined,
    ticketForm(
      {
        jobId,
        stage: "completed",
        materialType: "Gravel",
        quantity,
        quantityUnit: "tons",
        ticketNumber,
      },
      { data: await pngImage(32, 32), fileName: "ticket.png", contentType: "image/png" },
    ),
  );
  expect(recorded.statusCode, recorded.body).toBeLessThan(300);
  return recorded.json().id as string;
}

const tokenOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

describe("share links", () => {
  const log = logRecorder();
  const ctx = useTestApp({ LOG_LEVEL: "info" }, { logStream: log.stream });
  const anonymous = () => new TestClient(ctx.app);

  async function share(crew: Crew, jobId: string, expiresAt: string | null) {
    const created = await crew.contractor.client.post(`/api/jobs/${jobId}/share-links`, {
      expiresAt,
    });
    expect(created.statusCode).toBe(201);
    return created.json() as { id: string; url: string; expiresAt: string | null };
  }

  it("opens its one job without an account: tickets, tonnage, trucks at work and who shared it", async () => {
    const crew = await trackingCompany(ctx);
    const otherJob = (
      await crew.contractor.client.post("/api/jobs", {
        ...jobInput,
        title: "Another customer's haul",
      })
    ).json().id as string;
    await crew.contractor.client.post(`/api/jobs/${otherJob}/drivers`, {
      driverId: crew.driver.userId,
    });
    const first = await deliver(crew, crew.job.id, 12.5, "T-100");
    await deliver(crew, crew.job.id, 10, "T-101");
    const secret = await deliver(crew, otherJob, 7, "OTHER-1");
    const fixes = fixesAlong({ start: new Date(ctx.clock.now().getTime() - 60_000), count: 5 });
    expect((await sendFixes(crew.driver, fixes)).statusCode).toBeLessThan(300);
    await ctx.events.settled();

    const expiresAt = new Date(ctx.clock.now().getTime() + SHARING.weekMs).toISOString();
    const link = await share(crew, crew.job.id, expiresAt);
    expect(link.url.startsWith(`${PUBLIC_URL}/shared/${SHARING.tokenPrefix}`)).toBe(true);
    expect(link.expiresAt).toBe(expiresAt);
    const token = tokenOf(link.url);
    // At least 128 random bits: 32 bytes in base64url.
    expect(token.length - SHARING.tokenPrefix.length).toBeGreaterThanOrEqual(43);

    const opened = await anonymous().get(`/api/shared/${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(opened.headers["cache-control"]).toContain("no-store");
    const body = opened.json();
    expect(body.job.title).toBe("Quarry to riverside");
    expect(body.sharedByName).toBe("Carla Hauler");
    expect(body.totals).toMatchObject({ totalLoads: 2, totalTons: 22.5 });
    expect(body.loads.map((load: { ticketNumber: string }) => load.ticketNumber).sort()).toEqual([
      "T-100",
      "T-101",
    ]);
    expect(body.positions).toHaveLength(1);
    expect(body.positions[0].driverId).toBe(crew.driver.userId);
    // Nothing of another job, and no e-mail address or phone number of anyone.
    expect(opened.body).not.toContain("OTHER-1");
    expect(opened.body).not.toContain(secret);
    expect(opened.body).not.toContain(crew.driver.email);
    expect(opened.body).not.toContain(crew.contractor.email);
    expect(opened.body).not.toMatch(/"(email|phone)"/);

    const photo = await anonymous().get(`/api/shared/${token}/loads/${first}/photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    expect(photo.headers["x-robots-tag"]).toBe("noindex, nofollow");
    // Another job's photo is as unknown through this link as a load that does not exist.
    const foreign = await anonymous().get(`/api/shared/${token}/loads/${secret}/photo`);
    expect(foreign.statusCode).toBe(404);

    // The token is never written to the log, whatever path carried it.
    await anonymous().get(`/api/sharedd/${token}`);
    expect(log.text()).toContain("/api/shared/[redacted]");
    expect(log.text()).not.toContain(token.slice(SHARING.tokenPrefix.length));
    // Nor kept: the database holds its hash only.
    const stored = await ctx.database.db
      .selectFrom("share_links")
      .selectAll()
      .where("id", "=", link.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token.slice(SHARING.tokenPrefix.length));
  });

  it("lists a job's links, and a revoked link stops at once", async () => {
    const crew = await trackingCompany(ctx);
    const link = await share(crew, crew.job.id, null);
    expect(link.expiresAt).toBeNull();
    const listed = await crew.contractor.client.get(`/api/jobs/${crew.job.id}/share-links`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().links).toEqual([
      expect.objectContaining({ id: link.id, status: "active", sharedByName: "Carla Hauler" }),
    ]);
    expect(listed.body).not.toContain(tokenOf(link.url));

    const token = tokenOf(link.url);
    expect((await anonymous().get(`/api/shared/${token}`)).statusCode).toBe(200);
    const revoked = await crew.contractor.client.delete(`/api/share-links/${link.id}`);
    expect(revoked.statusCode).toBe(204);
    const after = await anonymous().get(`/api/shared/${token}`);
    expect(after.statusCode).toBe(404);
    expect(after.json().error.message).toBe(m.linkGone);
    expect(
      (await crew.contractor.client.get(`/api/jobs/${crew.job.id}/share-links`)).json().links[0],
    ).toMatchObject({ status: "revoked" });
    // Revoking twice is no error and keeps the first time.
    expect((await crew.contractor.client.delete(`/api/share-links/${link.id}`)).statusCode).toBe(
      204,
    );
  });

  it("expires at its date, and an undated link when the job ends", async () => {
    const crew = await trackingCompany(ctx);
    const dated = await share(
      crew,
      crew.job.id,
      new Date(ctx.clock.now().getTime() + SHARING.dayMs).toISOString(),
    );
    const undated = await share(crew, crew.job.id, null);
    expect((await anonymous().get(`/api/shared/${tokenOf(dated.url)}`)).statusCode).toBe(200);
    ctx.clock.advance(SHARING.dayMs + 1_000);
    const expired = await anonymous().get(`/api/shared/${tokenOf(dated.url)}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe(m.linkGone);
    expect((await anonymous().get(`/api/shared/${tokenOf(undated.url)}`)).statusCode).toBe(200);

    const ended = await crew.contractor.client.patch(`/api/jobs/${crew.job.id}`, {
      status: "completed",
    });
    expect(ended.statusCode).toBe(200);
    expect((await anonymous().get(`/api/shared/${tokenOf(undated.url)}`)).statusCode).toBe(404);
    const statuses = (await crew.contractor.client.get(`/api/jobs/${crew.job.id}/share-links`))
      .json()
      .links.map((link: { status: string }) => link.status);
    expect(statuses).toEqual(["expired", "expired"]);
    // An ended job cannot be shared.
    const refused = await crew.contractor.client.post(`/api/jobs/${crew.job.id}/share-links`, {
      expiresAt: null,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(m.jobEnded);
  });

  it("refuses an expiry in the past or too far ahead, with a message to act on", async () => {
    const crew = await trackingCompany(ctx);
    const url = `/api/jobs/${crew.job.id}/share-links`;
    const past = await crew.contractor.client.post(url, {
      expiresAt: new Date(ctx.clock.now().getTime() - HOUR).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(m.expiryInPast);
    const far = await crew.contractor.client.post(url, {
      expiresAt: new Date(
        ctx.clock.now().getTime() + (SHARING.maxDays + 1) * SHARING.dayMs,
      ).toISOString(),
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.message).toBe(m.expiryTooFar(SHARING.maxDays));
    const garbled = await crew.contractor.client.post(url, { expiresAt: "next tuesday" });
    expect(garbled.statusCode).toBe(400);
    expect((await crew.contractor.client.post(url, {})).statusCode).toBe(400);
  });

  it("keeps each company to its own jobs and links", async () => {
    const crew = await trackingCompany(ctx);
    const stranger = await createVerifiedUser(ctx, { role: "contractor" });
    const link = await share(crew, crew.job.id, null);
    const made = await stranger.client.post(`/api/jobs/${crew.job.id}/share-links`, {
      expiresAt: null,
    });
    expect(made.statusCode).toBe(404);
    expect((await stranger.client.get(`/api/jobs/${crew.job.id}/share-links`)).statusCode).toBe(
      404,
    );
    const revoked = await stranger.client.delete(`/api/share-links/${link.id}`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().error.message).toBe(m.linkNotFound);
    // The driver on the job may not share it either.
    const byDriver = await crew.driver.client.post(`/api/jobs/${crew.job.id}/share-links`, {
      expiresAt: null,
    });
    expect(byDriver.statusCode).toBe(403);
    expect((await anonymous().get(`/api/shared/${tokenOf(link.url)}`)).statusCode).toBe(200);
    // A made-up token of the right shape opens nothing; one of the wrong shape says the same.
    const guessed = await anonymous().get(`/api/shared/${SHARING.tokenPrefix}${"A".repeat(43)}`);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().error.message).toBe(m.linkGone);
    expect((await anonymous().get("/api/shared/short")).statusCode).toBe(400);
  });

  it("lets the link holder approve a day and dispute a ticket; the contractor hears of both and the loads keep them", async () => {
    const crew = await trackingCompany(ctx);
    const first = await deliver(crew, crew.job.id, 12, "T-300");
    const second = await deliver(crew, crew.job.id, 9, "T-301");
    const link = await share(crew, crew.job.id, null);
    const token = tokenOf(link.url);
    const customer = anonymous();
    const { loads } = (await customer.get(`/api/shared/${token}`)).json();
    const day = loads[0].day as string;

    const approved = await customer.post(`/api/shared/${token}/days/${day}/approve`, {
      name: "Gina General",
    });
    expect(approved.statusCode).toBe(201);
    expect(approved.json()).toMatchObject({
      verdict: "approved",
      day,
      reviewerName: "Gina General",
    });
    const disputed = await customer.post(`/api/shared/${token}/loads/${second}/dispute`, {
      name: "Gina General",
      comment: "Our gate scale read 8 t",
    });
    expect(disputed.statusCode).toBe(201);
    expect(disputed.json()).toMatchObject({ verdict: "disputed", loadId: second });
    await ctx.events.settled();

    // The bell: both, for the company's contractor.
    const bell = (await crew.contractor.client.get("/api/notifications")).json().notifications;
    const titles = bell.map((n: { title: string }) => n.title);
    expect(titles).toContain(`Gina General approved the tickets of ${day} on Quarry to riverside`);
    expect(titles.some((t: string) => t.startsWith("Gina General disputed load #"))).toBe(true);
    // The job: the contractor's list of what the customer said.
    const reviews = (
      await crew.contractor.client.get(`/api/jobs/${crew.job.id}/customer-reviews`)
    ).json().reviews;
    expect(reviews.map((r: { verdict: string }) => r.verdict)).toEqual(["disputed", "approved"]);
    expect(reviews[0].comment).toBe("Our gate scale read 8 t");
    // The loads' history: approval on both, the dispute with its comment on one.
    const history = async (loadId: string) =>
      (await crew.contractor.client.get(`/api/loads/${loadId}`))
        .json()
        .history.map((h: { change: string; byName: string; reason: string | null }) => [
          h.change,
          h.byName,
          h.reason,
        ]);
    expect(await history(first)).toContainEqual(["customer_approved", "Gina General", null]);
    expect(await history(second)).toContainEqual([
      "customer_disputed",
      "Gina General",
      "Our gate scale read 8 t",
    ]);
    // The shared page shows what was said.
    expect((await customer.get(`/api/shared/${token}`)).json().reviews).toHaveLength(2);

    // Refusals a person can act on, and nothing through another job or a dead link.
    const nameless = await customer.post(`/api/shared/${token}/days/${day}/approve`, { name: " " });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.message).toBe(m.nameRequired);
    const silent = await customer.post(`/api/shared/${token}/loads/${second}/dispute`, {
      name: "Gina",
      comment: "",
    });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().error.message).toBe(m.commentRequired);
    const empty = await customer.post(`/api/shared/${token}/days/2030-01-01/approve`, {
      name: "Gina",
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.message).toBe(m.nothingToApprove);
    const other = await trackingCompany(ctx);
    const foreign = await deliver(other, other.job.id, 5, "X-1");
    const sneaky = await customer.post(`/api/shared/${token}/loads/${foreign}/dispute`, {
      name: "Gina",
      comment: "Not ours",
    });
    expect(sneaky.statusCode).toBe(404);
    expect(
      (await other.contractor.client.get(`/api/loads/${foreign}`)).json().history,
    ).toHaveLength(1);
    expect(
      (await other.contractor.client.get(`/api/jobs/${crew.job.id}/customer-reviews`)).statusCode,
    ).toBe(404);
    await crew.contractor.client.delete(`/api/share-links/${link.id}`);
    const late = await customer.post(`/api/shared/${token}/days/${day}/approve`, { name: "Gina" });
    expect(late.statusCode).toBe(404);
    expect(late.json().error.message).toBe(m.linkGone);
  });
});
