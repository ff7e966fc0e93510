import { NOTIFICATION_TYPES, notificationTexts, topics } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser, type TestClient, uniqueEmail } from "../../test/client.js";
import { pdfFile } from "../../test/files.js";
import {
  addCoContractor,
  invitationToken,
  inviteNewDriver,
  jobInput,
  revokeGrant,
  sendDocument,
} from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { notificationsOf, withNotificationsUnavailable } from "../../test/notifications.js";
import { connect, isFrame } from "../../test/realtime.js";

type Person = { client: TestClient };

/** What the modules tell people when the work changes, checked from each person's own list. */
describe("notifications sent by other modules", () => {
  const ctx = useTestApp();

  /** A company with two contractors and two drivers, and a contractor of another company. */
  async function company() {
    const owner = await createVerifiedUser(ctx, {
      role: "contractor",
      firstName: "Carla",
      lastName: "Stone",
    });
    await owner.client.patch("/api/me/profile", { companyName: "Stone Hauling" });
    const colleague = await addCoContractor(ctx, owner);
    const outsider = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, owner, { firstName: "Noor", lastName: "Aziz" });
    const otherDriver = await inviteNewDriver(ctx, owner, { firstName: "Ivy", lastName: "Cole" });
    const job = (await owner.client.post("/api/jobs", jobInput)).json();
    return { owner, colleague, outsider, driver, otherDriver, job };
  }

  /** The notifications of one type a person has, so earlier events do not get in the way. */
  async function ofType(person: Person, type: string) {
    return (await notificationsOf(ctx, person)).filter((n) => n.type === type);
  }

  async function expectNothingOfType(type: string, people: Person[]) {
    for (const person of people) expect(await ofType(person, type)).toEqual([]);
  }

  const jobRef = { title: jobInput.title, jobNumber: "" };

  it("tells every contractor of the company, and nobody else, that a driver joined", async () => {
    const { owner, colleague, outsider, driver, otherDriver } = await company();
    const type = NOTIFICATION_TYPES.driverJoined;
    for (const contractor of [owner, colleague]) {
      const received = await ofType(contractor, type);
      // Newest first: Ivy joined after Noor.
      expect(received).toMatchObject([
        { ...notificationTexts.driverJoined("Ivy Cole", "Stone Hauling", otherDriver.email) },
        {
          ...notificationTexts.driverJoined("Noor Aziz", "Stone Hauling", driver.email),
          link: "/drivers",
          readAt: null,
        },
      ]);
    }
    await expectNothingOfType(type, [outsider, driver, otherDriver]);
  });

  it("tells the company's contractors that a driver asked to join, and the driver once approved", async () => {
    const { owner, colleague, outsider, driver, otherDriver, job } = await company();
    const ref = { ...jobRef, jobNumber: job.jobNumber };

    expect((await driver.client.post(`/api/jobs/${job.id}/join-requests`)).statusCode).toBe(202);
    for (const contractor of [owner, colleague]) {
      expect(await ofType(contractor, NOTIFICATION_TYPES.joinRequested)).toMatchObject([
        {
          ...notificationTexts.joinRequested("Noor Aziz", ref),
          link: `/jobs/${job.id}?tab=drivers`,
        },
      ]);
    }
    await expectNothingOfType(NOTIFICATION_TYPES.joinRequested, [outsider, driver, otherDriver]);

    const approve = await owner.client.post(`/api/jobs/${job.id}/drivers/${driver.userId}/approve`);
    expect(approve.statusCode).toBe(204);
    expect(await ofType(driver, NOTIFICATION_TYPES.requestApproved)).toMatchObject([
      { ...notificationTexts.requestApproved("Stone Hauling", ref), link: "/driver-jobs" },
    ]);
    await expectNothingOfType(NOTIFICATION_TYPES.requestApproved, [
      owner,
      colleague,
      outsider,
      otherDriver,
    ]);
  });

  it("tells a driver they were put on a job, taken off it, or declined, once each", async () => {
    const { owner, colleague, driver, otherDriver, job } = await company();
    const ref = { ...jobRef, jobNumber: job.jobNumber };
    const assign = () =>
      owner.client.post(`/api/jobs/${job.id}/drivers`, { driverId: driver.userId });

    expect((await assign()).statusCode).toBe(204);
    // Assigning someone who is already on the job tells them nothing new.
    expect((await assign()).statusCode).toBe(204);
    expect(await ofType(driver, NOTIFICATION_TYPES.assigned)).toMatchObject([
      { ...notificationTexts.assigned("Stone Hauling", ref), link: "/driver-jobs" },
    ]);

    const takeOff = () => owner.client.delete(`/api/jobs/${job.id}/drivers/${driver.userId}`);
    expect((await takeOff()).statusCode).toBe(204);
    const again = await takeOff();
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe("This driver is not on the job");
    expect(await ofType(driver, NOTIFICATION_TYPES.unassigned)).toMatchObject([
      { ...notificationTexts.unassigned("Stone Hauling", ref), link: "/driver-jobs" },
    ]);

    // Declining a request is taking the driver off; they hear it was declined.
    await otherDriver.client.post(`/api/jobs/${job.id}/join-requests`);
    await owner.client.delete(`/api/jobs/${job.id}/drivers/${otherDriver.userId}`);
    expect(await ofType(otherDriver, NOTIFICATION_TYPES.requestDeclined)).toMatchObject([
      { ...notificationTexts.requestDeclined("Stone Hauling", ref), link: "/driver-jobs" },
    ]);

    // Each driver heard only of their own changes; the contractors of none of them.
    expect((await notificationsOf(ctx, driver)).map((n) => n.type)).toEqual([
      NOTIFICATION_TYPES.unassigned,
      NOTIFICATION_TYPES.assigned,
    ]);
    expect((await notificationsOf(ctx, otherDriver)).map((n) => n.type)).toEqual([
      NOTIFICATION_TYPES.requestDeclined,
    ]);
    await expectNothingOfType(NOTIFICATION_TYPES.assigned, [owner, colleague, otherDriver]);
  });

  it("writes each notification in its reader's language, the one chosen later included", async () => {
    const { owner, driver, job } = await company();
    const assigned = async (headers?: Record<string, string>) => {
      await ctx.events.settled();
      const list = (await driver.client.get("/api/notifications", { headers })).json();
      return list.notifications.find(
        (n: { type: string }) => n.type === NOTIFICATION_TYPES.assigned,
      );
    };
    expect((await driver.client.patch("/api/me/profile", { language: "es" })).statusCode).toBe(200);
    await owner.client.post(`/api/jobs/${job.id}/drivers`, { driverId: driver.userId });
    expect(await assigned()).toMatchObject({
      title: `Ya está en ${jobInput.title}`,
      body: `Stone Hauling lo agregó a #${job.jobNumber}.`,
      link: "/driver-jobs",
    });
    // The contractor's own notification of the driver joining stays in English.
    const joined = await ofType(owner, NOTIFICATION_TYPES.driverJoined);
    expect(joined[0]?.title).toMatch(/ joined Stone Hauling$/);

    // No language chosen: the browser's, asked for with each request.
    expect((await driver.client.patch("/api/me/profile", { language: null })).statusCode).toBe(200);
    expect((await assigned())?.title).toBe(`You're on ${jobInput.title}`);
    expect((await assigned({ "accept-language": "es-MX,es;q=0.9" }))?.title).toBe(
      `Ya está en ${jobInput.title}`,
    );
  });

  it("tells a driver once when two contractors put them on a job at the same moment", async () => {
    const { owner, colleague, driver, job } = await company();
    const assign = (person: Person) =>
      person.client.post(`/api/jobs/${job.id}/drivers`, { driverId: driver.userId });
    const answers = await Promise.all([assign(owner), assign(colleague), assign(owner)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204]);
    expect(await ofType(driver, NOTIFICATION_TYPES.assigned)).toHaveLength(1);
  });

  it("tells a driver about a document sent to them, and nobody else", async () => {
    const { owner, colleague, outsider, driver, otherDriver, job } = await company();
    const upload = await sendDocument(
      owner.client,
      job.id,
      { driverId: driver.userId, notes: "Show this at the gate" },
      { data: pdfFile(), filename: "haul-ticket.pdf", contentType: "application/pdf" },
    );
    expect(upload.statusCode).toBe(201);
    const type = NOTIFICATION_TYPES.documentSent;
    expect(await ofType(driver, type)).toEqual([
      {
        id: expect.any(String),
        type,
        ...notificationTexts.documentSent("haul-ticket.pdf", {
          title: jobInput.title,
          jobNumber: job.jobNumber,
        }),
        link: "/driver-documents",
        readAt: null,
        resolvedAt: null,
        createdAt: expect.any(String),
      },
    ]);
    await expectNothingOfType(type, [owner, colleague, outsider, otherDriver]);
  });

  it("withdraws the notification of a document once it is deleted, and says so to the open bell", async () => {
    const { owner, driver, job } = await company();
    const send = (filename: string) =>
      sendDocument(
        owner.client,
        job.id,
        { driverId: driver.userId },
        { data: pdfFile(), filename, contentType: "application/pdf" },
      );
    const kept = (await send("kept.pdf")).json();
    const deleted = (await send("deleted.pdf")).json();
    await ctx.events.settled();
    const bell = await connect(ctx.app, driver);
    const topic = topics.userNotifications(driver.userId);
    bell.subscribe(topic);
    expect(await bell.next(isFrame("snapshot", topic))).toMatchObject({
      data: { unreadCount: 2 },
    });

    expect((await owner.client.delete(`/api/documents/${deleted.id}`)).statusCode).toBe(204);
    expect(await bell.next(isFrame("update", topic))).toMatchObject({ data: { unreadCount: 1 } });
    bell.close();

    const received = await ofType(driver, NOTIFICATION_TYPES.documentSent);
    expect(received).toMatchObject([
      { title: "New document: kept.pdf", link: "/driver-documents", readAt: null },
    ]);
    expect(kept.id).not.toBe(deleted.id);
    const page = (await driver.client.get("/api/notifications")).json();
    expect(page.unreadCount).toBe(1);
  });

  it("resolves a join request's notification for every contractor once it is answered or withdrawn", async () => {
    const { owner, colleague, driver, otherDriver, job } = await company();
    const second = (await owner.client.post("/api/jobs", { ...jobInput, title: "Second" })).json();
    await driver.client.post(`/api/jobs/${job.id}/join-requests`);
    await otherDriver.client.post(`/api/jobs/${job.id}/join-requests`);
    await otherDriver.client.post(`/api/jobs/${second.id}/join-requests`);
    const waiting = await ofType(owner, NOTIFICATION_TYPES.joinRequested);
    expect(waiting.map((n) => n.resolvedAt)).toEqual([null, null, null]);

    // Approved by one contractor: resolved for both. Removing the other driver from the
    // company withdraws both of their requests.
    await colleague.client.post(`/api/jobs/${job.id}/drivers/${driver.userId}/approve`);
    await owner.client.delete(`/api/drivers/${otherDriver.userId}`);
    for (const contractor of [owner, colleague]) {
      const received = await ofType(contractor, NOTIFICATION_TYPES.joinRequested);
      expect(received).toHaveLength(3);
      expect(received.every((n) => n.resolvedAt !== null && n.link === null)).toBe(true);
    }
  });

  it("resolves a declined request's notification, and a shared job's once access is revoked", async () => {
    const { owner, driver, job } = await company();
    await driver.client.post(`/api/jobs/${job.id}/join-requests`);
    await owner.client.delete(`/api/jobs/${job.id}/drivers/${driver.userId}`);
    expect(await ofType(owner, NOTIFICATION_TYPES.joinRequested)).toMatchObject([
      { resolvedAt: expect.any(String), link: null },
    ]);

    const viewer = await createVerifiedUser(ctx, { role: "driver" });
    await owner.client.post(`/api/jobs/${job.id}/permissions`, { emails: viewer.email });
    expect(await ofType(viewer, NOTIFICATION_TYPES.jobShared)).toMatchObject([
      { resolvedAt: null, link: `/jobs/${job.id}/view` },
    ]);
    await revokeGrant(owner, job.id, viewer.email);
    expect(await ofType(viewer, NOTIFICATION_TYPES.jobShared)).toMatchObject([
      { resolvedAt: expect.any(String), link: null, readAt: expect.any(String) },
    ]);
  });

  it("tells each new grantee that a job was shared with them, once", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    await owner.client.patch("/api/me/profile", { companyName: "Stone Hauling" });
    const viewer = await createVerifiedUser(ctx, { role: "contractor" });
    const secondViewer = await createVerifiedUser(ctx, { role: "driver" });
    const bystander = await createVerifiedUser(ctx, { role: "driver" });
    const job = (await owner.client.post("/api/jobs", jobInput)).json();
    const grant = (emails: string) =>
      owner.client.post(`/api/jobs/${job.id}/permissions`, { emails });

    expect((await grant(`${viewer.email}, ${secondViewer.email}`)).statusCode).toBe(201);
    // Granting again to someone who already has access is not news to them.
    expect((await grant(viewer.email)).statusCode).toBe(201);
    const type = NOTIFICATION_TYPES.jobShared;
    for (const person of [viewer, secondViewer]) {
      expect(await ofType(person, type)).toMatchObject([
        {
          ...notificationTexts.jobShared("Stone Hauling", { ...jobRef, jobNumber: job.jobNumber }),
          link: `/jobs/${job.id}/view`,
        },
      ]);
    }
    // Revoking says nothing; the job simply leaves what they can open.
    await revokeGrant(owner, job.id, viewer.email);
    expect(await notificationsOf(ctx, viewer)).toHaveLength(1);
    await expectNothingOfType(type, [owner, bystander]);
  });

  it("tells a driver removed from the company, without a link into it", async () => {
    const { owner, colleague, driver, otherDriver } = await company();
    expect((await owner.client.delete(`/api/drivers/${driver.userId}`)).statusCode).toBe(204);
    expect(await ofType(driver, NOTIFICATION_TYPES.removedFromCompany)).toMatchObject([
      { ...notificationTexts.removedFromCompany("Stone Hauling"), link: null },
    ]);
    await expectNothingOfType(NOTIFICATION_TYPES.removedFromCompany, [
      owner,
      colleague,
      otherDriver,
    ]);
  });

  it("carries out every action even when no notification can be stored", async () => {
    const { owner, driver, otherDriver, job } = await company();
    const invited = uniqueEmail("late");
    await owner.client.post("/api/invitations", { emails: [invited] });
    const token = invitationToken((await ctx.lastMailTo(invited, /invited you/)).link!);
    const late = await createVerifiedUser(ctx, { role: "driver", email: invited });
    const viewer = await createVerifiedUser(ctx, { role: "driver" });
    const before = (await notificationsOf(ctx, owner)).length;

    await withNotificationsUnavailable(ctx, async () => {
      expect((await late.client.post("/api/invitations/accept", { token })).statusCode).toBe(200);
      expect((await otherDriver.client.post(`/api/jobs/${job.id}/join-requests`)).statusCode).toBe(
        202,
      );
      expect(
        (await owner.client.post(`/api/jobs/${job.id}/drivers`, { driverId: driver.userId }))
          .statusCode,
      ).toBe(204);
      const upload = await sendDocument(
        owner.client,
        job.id,
        { driverId: driver.userId },
        { data: pdfFile(), filename: "ticket.pdf", contentType: "application/pdf" },
      );
      expect(upload.statusCode).toBe(201);
      expect(
        (await owner.client.post(`/api/jobs/${job.id}/permissions`, { emails: viewer.email }))
          .statusCode,
      ).toBe(201);
      expect((await owner.client.delete(`/api/drivers/${otherDriver.userId}`)).statusCode).toBe(
        204,
      );
    });

    // The changes stand; nobody was told, and nothing half-written shows up later.
    expect(
      (await owner.client.get("/api/drivers"))
        .json()
        .drivers.map((d: { email: string }) => d.email),
    ).toEqual(expect.arrayContaining([invited, driver.email]));
    expect(
      (await driver.client.get("/api/driver/jobs")).json().jobs.map((j: { id: string }) => j.id),
    ).toEqual([job.id]);
    expect((await driver.client.get("/api/driver/documents")).json().documents).toHaveLength(1);
    expect((await viewer.client.get(`/api/jobs/${job.id}/view`)).statusCode).toBe(200);
    expect(await notificationsOf(ctx, owner)).toHaveLength(before);
    expect(await notificationsOf(ctx, driver)).toEqual([]);
    expect(await notificationsOf(ctx, viewer)).toEqual([]);
  });
});
