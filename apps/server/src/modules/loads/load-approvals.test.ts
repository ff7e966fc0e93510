import { messages, NOTIFICATION_TYPES, notificationTexts } from "@haulwise/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../test/harness.js";
import { haulingCrew } from "../../test/hauling.js";
import { truckInput } from "../../test/world.js";

type Crew = Awaited<ReturnType<typeof haulingCrew>>;
const DAY_MS = 86_400_000;
/** Two days ago (UTC, the test companies' zone): sessions made today stay valid with the clock there. */
const DAY = new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10);

/** A ticket the contractor enters for the crew's driver, delivered at `completedAt`. */
async function enter(crew: Crew, ticket: Record<string, unknown>) {
  const response = await crew.contractor.client.post("/api/loads", {
    jobId: crew.job.id,
    driverId: crew.driver.userId,
    stage: "completed",
    materialType: "Gravel",
    quantityUnit: "tons",
    // Entered afterwards from the paper ticket: started and delivered at the time it reads.
    startedAt: ticket.completedAt,
    ...ticket,
  });
  if (response.statusCode !== 200) throw new Error(`load: ${response.body}`);
  return response.json() as { id: string; loadNumber: number; updatedAt: string };
}

describe("daily approval", () => {
  // Each test signs up a crew or two (password hashing): slow on a shared machine.
  vi.setConfig({ testTimeout: 120_000 });
  const ctx = useTestApp();
  beforeEach(() => ctx.clock.set(new Date()));

  /** A crew whose driver drives truck 23 (10 tons) and worked 12:00–22:00 UTC on DAY. */
  async function crewWithTruckAndShift() {
    const crew = await haulingCrew(ctx);
    const truck = (
      await crew.contractor.client.post("/api/trucks", {
        ...truckInput(),
        truckNumber: "23",
        capacityTons: 10,
      })
    ).json();
    await crew.contractor.client.put(`/api/trucks/${truck.id}/assignment`, {
      driverId: crew.driver.userId,
    });
    ctx.clock.set(`${DAY}T12:00:00.000Z`);
    await crew.driver.client.put("/api/me/duty", { onDuty: true });
    ctx.clock.set(`${DAY}T22:00:00.000Z`);
    await crew.driver.client.put("/api/me/duty", { onDuty: false });
    await ctx.events.settled();
    ctx.clock.set(new Date());
    return { ...crew, truck };
  }

  it("flags duplicate numbers, overweight loads and times outside the shift; approves the rest in one click", async () => {
    const crew = await crewWithTruckAndShift();
    const clean = await enter(crew, {
      quantity: 9,
      ticketNumber: "A-1",
      completedAt: `${DAY}T14:00:00Z`,
    });
    const heavy = await enter(crew, {
      quantity: 12,
      ticketNumber: "A-2",
      completedAt: `${DAY}T15:00:00Z`,
    });
    const first = await enter(crew, {
      quantity: 8,
      ticketNumber: "A-3",
      completedAt: `${DAY}T16:00:00Z`,
    });
    const twin = await enter(crew, {
      quantity: 8,
      ticketNumber: "A-3",
      completedAt: `${DAY}T17:00:00Z`,
    });
    const early = await enter(crew, {
      quantity: 8,
      ticketNumber: "A-4",
      completedAt: `${DAY}T09:00:00Z`,
    });

    const day = await crew.contractor.client.get(`/api/jobs/${crew.job.id}/approval?day=${DAY}`);
    expect(day.statusCode).toBe(200);
    const flagsOf = (id: string) =>
      day
        .json()
        .tickets.find((t: { id: string }) => t.id === id)
        .flags.map((f: { kind: string }) => f.kind);
    expect(flagsOf(clean.id)).toEqual([]);
    expect(flagsOf(heavy.id)).toEqual(["over_capacity"]);
    expect(flagsOf(first.id)).toEqual(["duplicate_ticket"]);
    expect(flagsOf(twin.id)).toEqual(["duplicate_ticket"]);
    expect(flagsOf(early.id)).toEqual(["outside_shift"]);
    const heavyTicket = day.json().tickets.find((t: { id: string }) => t.id === heavy.id);
    expect(heavyTicket.flags[0].message).toBe(
      "12.00 tons is above truck 23's capacity of 10.00 tons",
    );
    expect(heavyTicket.truck).toEqual({ id: crew.truck.id, truckNumber: "23" });
    expect(day.json().counts).toEqual({
      total: 5,
      approved: 0,
      flagged: 4,
      waiting: 5,
      sentBack: 0,
    });

    const all = await crew.contractor.client.post(
      `/api/jobs/${crew.job.id}/approval/approve-unflagged`,
      { day: DAY },
    );
    expect(all.json()).toEqual({ approved: 1, leftFlagged: 4 });
    const after = (
      await crew.contractor.client.get(`/api/jobs/${crew.job.id}/approval?day=${DAY}`)
    ).json();
    expect(after.tickets.find((t: { id: string }) => t.id === clean.id).approval).toBe("approved");
    expect(after.counts).toMatchObject({ approved: 1, flagged: 4 });
  });

  it("approves a flagged ticket once corrected, and refuses an approval of a ticket changed since it was shown", async () => {
    const crew = await crewWithTruckAndShift();
    const heavy = await enter(crew, {
      quantity: 12,
      ticketNumber: "B-1",
      completedAt: `${DAY}T15:00:00Z`,
    });
    const shown = (
      await crew.contractor.client.get(`/api/jobs/${crew.job.id}/approval?day=${DAY}`)
    ).json().tickets[0];

    const corrected = await crew.contractor.client.patch(`/api/loads/${heavy.id}`, {
      quantity: 9.5,
      reason: "Scale ticket reads 9.5 t",
    });
    expect(corrected.statusCode).toBe(200);
    const stale = await crew.contractor.client.post(`/api/loads/${heavy.id}/approve`, {
      updatedAt: shown.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(messages.approvals.changedSinceShown);

    const fresh = (
      await crew.contractor.client.get(`/api/jobs/${crew.job.id}/approval?day=${DAY}`)
    ).json().tickets[0];
    expect(fresh.flags).toEqual([]);
    const approved = await crew.contractor.client.post(`/api/loads/${heavy.id}/approve`, {
      updatedAt: fresh.updatedAt,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      approval: "approved",
      canCorrect: false,
      canReplace: true,
      canApprove: false,
    });
    expect(approved.json().history.map((h: { change: string }) => h.change)).toEqual([
      "recorded",
      "corrected",
      "approved",
    ]);
    // Sent again (a retry), it answers the ticket as it is.
    expect(
      (await crew.contractor.client.post(`/api/loads/${heavy.id}/approve`, {})).statusCode,
    ).toBe(200);
  });

  it("locks an approved ticket: a change is refused with 409, and a replacement voids it with both in the history", async () => {
    const crew = await crewWithTruckAndShift();
    const load = await enter(crew, {
      quantity: 9,
      ticketNumber: "C-1",
      completedAt: `${DAY}T15:00:00Z`,
    });
    await crew.contractor.client.post(`/api/loads/${load.id}/approve`, {});

    const changed = await crew.contractor.client.patch(`/api/loads/${load.id}`, { quantity: 8 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.message).toBe(messages.approvals.lockedApproved);
    expect(
      (await crew.driver.client.patch(`/api/loads/${load.id}`, { quantity: 8 })).statusCode,
    ).toBe(409);

    const noReason = await crew.contractor.client.post(`/api/loads/${load.id}/replace`, {
      quantity: 8,
    });
    expect(noReason.statusCode).toBe(400);
    const replaced = await crew.contractor.client.post(`/api/loads/${load.id}/replace`, {
      quantity: 8.2,
      reason: "Customer's scale reweighed it",
    });
    expect(replaced.statusCode).toBe(200);
    const replacement = replaced.json();
    expect(replacement).toMatchObject({
      status: "completed",
      approval: "pending",
      quantity: 8.2,
      ticketNumber: "C-1",
      replacesLoadId: load.id,
    });
    expect(replacement.history[0]).toMatchObject({
      change: "recorded",
      reason: "Customer's scale reweighed it",
      after: expect.objectContaining({ replacesLoadNumber: load.loadNumber, quantity: 8.2 }),
    });
    const old = (await crew.contractor.client.get(`/api/loads/${load.id}`)).json();
    expect(old).toMatchObject({
      status: "voided",
      voidReason: "Customer's scale reweighed it",
      replacedByLoadId: replacement.id,
    });
    expect(old.history.map((h: { change: string }) => h.change)).toEqual([
      "recorded",
      "approved",
      "voided",
    ]);
    expect(old.history[2].after).toEqual({
      status: "voided",
      replacedByLoadNumber: replacement.loadNumber,
    });
    // The voided ticket no longer counts as a duplicate of its replacement's number.
    const day = (
      await crew.contractor.client.get(`/api/jobs/${crew.job.id}/approval?day=${DAY}`)
    ).json();
    const live = day.tickets.find((t: { id: string }) => t.id === replacement.id);
    expect(live.flags).toEqual([]);
    expect(
      (await crew.contractor.client.post(`/api/loads/${load.id}/approve`, {})).statusCode,
    ).toBe(409);
  });

  it("sends a ticket back to its driver, who corrects it, and it waits for approval again", async () => {
    const crew = await haulingCrew(ctx);
    const load = await enter(crew, {
      quantity: 9,
      ticketNumber: "D-1",
      completedAt: `${DAY}T15:00:00Z`,
    });
    const noNote = await crew.contractor.client.post(`/api/loads/${load.id}/send-back`, {});
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body).toContain(messages.approvals.sendBackNoteRequired);
    const sent = await crew.contractor.client.post(`/api/loads/${load.id}/send-back`, {
      note: "The photo shows ticket D-7",
    });
    expect(sent.json()).toMatchObject({
      approval: "sent_back",
      approvalNote: "The photo shows ticket D-7",
    });
    await ctx.events.settled();
    const news = (await crew.driver.client.get("/api/notifications")).json().notifications;
    expect(news[0]).toMatchObject({
      type: NOTIFICATION_TYPES.ticketSentBack,
      title: notificationTexts.ticketSentBack(load.loadNumber, crew.job, "x").title,
      link: "/driver-dashboard",
    });

    // Two days later the driver could no longer correct a ticket recorded that day.
    ctx.clock.advance(2 * DAY_MS);
    const mine = (await crew.driver.client.get(`/api/loads/${load.id}`)).json();
    expect(mine).toMatchObject({ approvalNote: "The photo shows ticket D-7", canCorrect: true });
    // Not recorded today, yet theirs to correct while it is sent back.
    const fixed = await crew.driver.client.patch(`/api/loads/${load.id}`, { ticketNumber: "D-7" });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      approval: "pending",
      approvalNote: null,
      ticketNumber: "D-7",
    });
    expect(fixed.json().history.map((h: { change: string }) => h.change)).toEqual([
      "recorded",
      "sent_back",
      "corrected",
    ]);
    const approvedLoad = await crew.contractor.client.post(`/api/loads/${load.id}/approve`, {});
    expect(approvedLoad.json().approval).toBe("approved");
    const back = await crew.contractor.client.post(`/api/loads/${load.id}/send-back`, {
      note: "x",
    });
    expect(back.statusCode).toBe(409);
  });

  it("approves a driver's hours for the day, after which they are locked", async () => {
    const crew = await haulingCrew(ctx);
    ctx.clock.set(`${DAY}T20:00:00.000Z`);
    const sent = await crew.driver.client.post("/api/me/metrics", {
      jobId: crew.job.id,
      loads: 6,
      hours: 9.5,
      miles: 120,
      fuelUsed: 30,
    });
    expect(sent.statusCode).toBeLessThan(300);
    const day = (
      await crew.contractor.client.get(`/api/jobs/${crew.job.id}/approval?day=${DAY}`)
    ).json();
    expect(day.hours).toEqual([
      expect.objectContaining({ hours: 9.5, loadsReported: 6, approval: "pending" }),
    ]);
    const approved = await crew.contractor.client.post(`/api/hours/${day.hours[0].id}/approve`);
    expect(approved.json().hours[0].approval).toBe("approved");
    const again = await crew.driver.client.post("/api/me/metrics", {
      jobId: crew.job.id,
      loads: 6,
      hours: 11,
      miles: 120,
      fuelUsed: 30,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.approvals.hoursLocked);
    const other = await haulingCrew(ctx);
    expect(
      (await other.contractor.client.post(`/api/hours/${day.hours[0].id}/approve`)).statusCode,
    ).toBe(404);
  });

  it("lets only the company's contractors approve, and shows another company nothing", async () => {
    const crew = await haulingCrew(ctx);
    const load = await enter(crew, { quantity: 9, completedAt: `${DAY}T15:00:00Z` });
    expect((await crew.driver.client.post(`/api/loads/${load.id}/approve`, {})).statusCode).toBe(
      403,
    );
    const other = await haulingCrew(ctx);
    expect(
      (await other.contractor.client.post(`/api/loads/${load.id}/approve`, {})).statusCode,
    ).toBe(404);
    expect(
      (await other.contractor.client.get(`/api/jobs/${crew.job.id}/approval?day=${DAY}`))
        .statusCode,
    ).toBe(404);
    const overview = (await other.contractor.client.get(`/api/approvals?from=${DAY}`)).json();
    expect(overview.days).toEqual([]);
    const mine = (await crew.contractor.client.get(`/api/approvals?from=${DAY}`)).json();
    expect(mine.days).toEqual([
      expect.objectContaining({
        day: DAY,
        jobId: crew.job.id,
        counts: expect.objectContaining({ total: 1 }),
      }),
    ]);
  });
});
