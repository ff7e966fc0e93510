import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { insertJob, insertPosition, inviteNewDriver } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";

describe("the drivers page", () => {
  const ctx = useTestApp();

  it("shows only the company's drivers, with honest empty figures", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const other = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, contractor, { firstName: "Ivy", lastName: "Cole" });
    await inviteNewDriver(ctx, other);

    const response = await contractor.client.get("/api/drivers");
    expect(response.statusCode).toBe(200);
    expect(response.json().drivers).toEqual([
      {
        id: driver.userId,
        name: "Ivy Cole",
        email: driver.email,
        phone: null,
        avatarUrl: null,
        status: "off_duty",
        tracking: "off_duty",
        vehicle: null,
        rating: null,
        ratingCount: 0,
        myRating: null,
        tripsCompleted: 0,
        hoursLogged: 0,
        lastActiveAt: null,
        trackerReportAt: null,
        joinedAt: expect.any(String),
      },
    ]);
  });

  it("computes rating, trips, hours, status, vehicle and last activity from stored data", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const partner = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, contractor);
    await partner.client.post("/api/invitations", { emails: [driver.email] });
    const partnerToken = (await ctx.lastMailTo(driver.email, /invited you/)).link!.split("/").pop();
    await driver.client.post("/api/invitations/accept", { token: partnerToken });

    expect(
      (await contractor.client.put(`/api/drivers/${driver.userId}/rating`, { rating: 5 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await partner.client.put(`/api/drivers/${driver.userId}/rating`, { rating: 2 })).statusCode,
    ).toBe(200);
    // Rating again replaces the contractor's earlier rating.
    await contractor.client.put(`/api/drivers/${driver.userId}/rating`, { rating: 4 });

    const job = await insertJob(ctx, contractor.userId);
    const partnerJob = await insertJob(ctx, partner.userId);
    await contractor.client.post(`/api/jobs/${job}/drivers`, { driverId: driver.userId });
    await partner.client.post(`/api/jobs/${partnerJob}/drivers`, { driverId: driver.userId });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    for (const [jobId, loads, hours, recordedAt] of [
      [job, 3, 7.5, undefined],
      [job, 2, 4, yesterday],
      [partnerJob, 9, 9, undefined],
    ] as const) {
      const submitted = await driver.client.post("/api/me/metrics", {
        jobId,
        loads,
        hours,
        miles: 10,
        fuelUsed: 2,
        recordedAt,
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
    }

    expect((await driver.client.put("/api/me/duty", { onDuty: true })).statusCode).toBe(200);
    const onDuty = (await contractor.client.get(`/api/drivers/${driver.userId}`)).json();
    expect(onDuty.status).toBe("on_duty");

    const seenAt = new Date(Date.now() - 2 * 60_000);
    await insertPosition(ctx, driver.userId, { latitude: 36.7, longitude: -119.8, at: seenAt });
    const truck = (
      await contractor.client.post("/api/trucks", {
        make: "Kenworth",
        model: "T880",
        truckNumber: "12",
      })
    ).json();
    await contractor.client.put(`/api/trucks/${truck.id}/assignment`, { driverId: driver.userId });

    const card = (await contractor.client.get(`/api/drivers/${driver.userId}`)).json();
    expect(card).toMatchObject({
      status: "active",
      vehicle: { id: truck.id, name: "#12 Kenworth T880" },
      rating: 3,
      ratingCount: 2,
      myRating: 4,
      tripsCompleted: 5,
      hoursLogged: 11.5,
    });
    expect(new Date(card.lastActiveAt).getTime()).toBeGreaterThanOrEqual(seenAt.getTime());

    await driver.client.put("/api/me/duty", { onDuty: false });
    expect((await contractor.client.get(`/api/drivers/${driver.userId}`)).json().status).toBe(
      "off_duty",
    );
  });

  it.each([0, 6, 3.5, "5"])("refuses a rating of %j", async (rating) => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, contractor);
    const response = await contractor.client.put(`/api/drivers/${driver.userId}/rating`, {
      rating,
    });
    expect(response.statusCode).toBe(400);
    expect((await contractor.client.get(`/api/drivers/${driver.userId}`)).json().ratingCount).toBe(
      0,
    );
  });

  it("removes a driver from the company, freeing their truck", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, contractor);
    const truck = (
      await contractor.client.post("/api/trucks", {
        make: "Mack",
        model: "Granite",
        truckNumber: "7",
      })
    ).json();
    await contractor.client.put(`/api/trucks/${truck.id}/assignment`, { driverId: driver.userId });

    expect((await contractor.client.delete(`/api/drivers/${driver.userId}`)).statusCode).toBe(204);
    expect((await contractor.client.get("/api/drivers")).json().drivers).toEqual([]);
    const trucks = (await contractor.client.get("/api/trucks")).json().trucks;
    expect(trucks[0].assignedDriver).toBeNull();
    expect((await contractor.client.get(`/api/drivers/${driver.userId}`)).statusCode).toBe(404);
  });

  it("refuses another company's contractor on every driver endpoint, and drivers on the list", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const intruder = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, owner);

    expect((await intruder.client.get(`/api/drivers/${driver.userId}`)).statusCode).toBe(404);
    expect(
      (await intruder.client.put(`/api/drivers/${driver.userId}/rating`, { rating: 1 })).statusCode,
    ).toBe(404);
    expect((await intruder.client.delete(`/api/drivers/${driver.userId}`)).statusCode).toBe(404);
    expect((await driver.client.get("/api/drivers")).statusCode).toBe(403);
    expect((await driver.client.get(`/api/drivers/${driver.userId}`)).statusCode).toBe(403);

    const card = (await owner.client.get(`/api/drivers/${driver.userId}`)).json();
    expect(card.ratingCount).toBe(0);
    expect(card.id).toBe(driver.userId);
  });

  it("lets only drivers go on duty", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    expect((await contractor.client.put("/api/me/duty", { onDuty: true })).statusCode).toBe(403);
    expect((await contractor.client.get("/api/me/duty")).statusCode).toBe(403);
  });

  it("tells a driver their own duty switch, starting off duty", async () => {
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    const other = await createVerifiedUser(ctx, { role: "driver" });
    expect((await driver.client.get("/api/me/duty")).json()).toEqual({
      onDuty: false,
      trackerReportAt: null,
    });
    await driver.client.put("/api/me/duty", { onDuty: true });
    expect((await driver.client.get("/api/me/duty")).json()).toEqual({
      onDuty: true,
      trackerReportAt: null,
    });
    expect((await other.client.get("/api/me/duty")).json()).toEqual({
      onDuty: false,
      trackerReportAt: null,
    });
    expect((await driver.client.put("/api/me/duty", { onDuty: "yes" })).statusCode).toBe(400);
  });
});
