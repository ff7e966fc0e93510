import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { jobInput } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { haulingCrew } from "../../test/hauling.js";

const v = messages.validation;
const m = messages.metrics;

const figures = {
  loads: 6,
  hours: 8.5,
  miles: 142,
  fuelUsed: 31.4,
  notes: "Two runs to the river",
};

describe("daily metrics", () => {
  const ctx = useTestApp();

  it("stores the day's figures with the date and position, and a second send corrects them", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx, { timeZone: "Pacific/Auckland" });
    const first = await driver.client.post("/api/me/metrics", {
      jobId: job.id,
      ...figures,
      latitude: -36.85,
      longitude: 174.76,
      accuracy: 20,
    });
    expect(first.statusCode, first.body).toBe(200);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(
      new Date(),
    );
    expect(first.json()).toMatchObject({
      corrected: false,
      entry: {
        jobId: job.id,
        jobTitle: job.title,
        date: today,
        loads: 6,
        hours: 8.5,
        miles: 142,
        fuelUsed: 31.4,
        notes: "Two runs to the river",
        latitude: -36.85,
        longitude: 174.76,
      },
    });

    // Text is coerced, as the form sends it; the same job and day is corrected, not doubled.
    const again = await driver.client.post("/api/me/metrics", {
      jobId: job.id,
      loads: "7",
      hours: "9",
      miles: "150",
      fuelUsed: "33.5",
      notes: "",
    });
    expect(again.json()).toMatchObject({
      corrected: true,
      entry: { id: first.json().entry.id, loads: 7, hours: 9, notes: null },
    });
    const mine = (await driver.client.get("/api/me/metrics")).json();
    expect(mine.entries).toHaveLength(1);
    expect(mine.entries[0]).toMatchObject({ loads: 7, fuelUsed: 33.5 });

    const card = (await contractor.client.get(`/api/drivers/${driver.userId}`)).json();
    expect(card).toMatchObject({ tripsCompleted: 7, hoursLogged: 9 });
  });

  const bad: Array<[string, object, string]> = [
    ["no job", { jobId: "" }, v.selectJob],
    ["negative loads", { loads: -1 }, v.loadsMin],
    ["negative hours", { hours: -0.5 }, v.hoursMin],
    ["negative miles", { miles: -3 }, v.milesMin],
    ["negative fuel", { fuelUsed: -0.1 }, v.fuelMin],
    ["loads that are not whole", { loads: 1.5 }, m.loadsWhole],
    ["loads that are not a number", { loads: "many" }, m.loadsNumber],
    ["more hours than a day has", { hours: 25 }, m.hoursMax],
    ["absurd miles", { miles: 5000 }, m.milesMax],
  ];
  let shared: ReturnType<typeof haulingCrew> | undefined;
  it.each(bad)("refuses %s with the form's message", async (_, change, message) => {
    shared ??= haulingCrew(ctx);
    const { driver, job } = await shared;
    const response = await driver.client.post("/api/me/metrics", {
      jobId: job.id,
      ...figures,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await driver.client.get("/api/me/metrics")).json().entries).toEqual([]);
  });

  it("refuses a job the driver is not active on, and anyone who is not a driver", async () => {
    const { contractor, driver } = await haulingCrew(ctx);
    const notAssigned = (await contractor.client.post("/api/jobs", jobInput)).json();
    const response = await driver.client.post("/api/me/metrics", {
      jobId: notAssigned.id,
      ...figures,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(m.notActiveOnJob);
    const asContractor = await contractor.client.post("/api/me/metrics", {
      jobId: notAssigned.id,
      ...figures,
    });
    expect(asContractor.statusCode).toBe(403);
    expect(asContractor.json().error.message).toBe(m.driversOnly);
    const stranger = await createVerifiedUser(ctx, { role: "driver" });
    expect(
      (await stranger.client.post("/api/me/metrics", { jobId: notAssigned.id, ...figures }))
        .statusCode,
    ).toBe(403);
  });

  it("dates a queued entry by when it was filled in", async () => {
    const { driver, job } = await haulingCrew(ctx);
    const yesterday = new Date(Date.now() - 86_400_000);
    const response = await driver.client.post("/api/me/metrics", {
      jobId: job.id,
      ...figures,
      recordedAt: yesterday.toISOString(),
    });
    expect(response.json().entry.date).toBe(yesterday.toISOString().slice(0, 10));
    expect((await driver.client.get("/api/me/metrics")).json().entries).toEqual([]);
    const thatDay = await driver.client.get(
      `/api/me/metrics?date=${yesterday.toISOString().slice(0, 10)}`,
    );
    expect(thatDay.json().entries).toHaveLength(1);
  });
});
