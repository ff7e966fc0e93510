import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { inviteNewDriver } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";

const kenworth = { make: "Kenworth", model: "T880", truckNumber: "101", licensePlate: "8abc123" };

describe("trucks", () => {
  const ctx = useTestApp();

  it("adds, edits and lists trucks with the spec's status and type mapping", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const created = await contractor.client.post("/api/trucks", kenworth);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      truckNumber: "101",
      licensePlate: "8ABC123",
      status: "available",
      displayStatus: "active",
      type: "truck",
      assignedDriver: null,
    });

    const van = await contractor.client.post("/api/trucks", {
      make: "Ford",
      model: "Transit Van",
      truckNumber: "102",
      status: "repair",
    });
    expect(van.json()).toMatchObject({
      displayStatus: "maintenance",
      type: "van",
      licensePlate: null,
    });

    const edited = await contractor.client.patch(`/api/trucks/${created.json().id}`, {
      status: "inactive",
    });
    expect(edited.json().displayStatus).toBe("inactive");

    await contractor.client.post("/api/trucks", {
      make: "Mack",
      model: "Granite",
      truckNumber: "9",
    });
    const list = (await contractor.client.get("/api/trucks")).json().trucks;
    // Numbers in the order a yard counts them, not as text ("101" before "9").
    expect(list.map((t: { truckNumber: string }) => t.truckNumber)).toEqual(["9", "101", "102"]);
  });

  it("refuses a truck number already in use in the company, on add and on edit", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    await contractor.client.post("/api/trucks", kenworth);
    const duplicate = await contractor.client.post("/api/trucks", {
      ...kenworth,
      licensePlate: "OTHER",
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe(messages.trucks.numberTaken("101"));

    const second = (
      await contractor.client.post("/api/trucks", { ...kenworth, truckNumber: "202" })
    ).json();
    const renamed = await contractor.client.patch(`/api/trucks/${second.id}`, {
      truckNumber: "101",
    });
    expect(renamed.statusCode).toBe(409);
    expect((await contractor.client.get("/api/trucks")).json().trucks).toHaveLength(2);

    // Another company may use the same number.
    const other = await createVerifiedUser(ctx, { role: "contractor" });
    expect((await other.client.post("/api/trucks", kenworth)).statusCode).toBe(201);
  });

  it.each([
    [{ ...kenworth, make: "" }, "Make is required"],
    [
      { ...kenworth, status: "flying" },
      "Status must be one of: available, active, maintenance, repair, inactive",
    ],
    [{ ...kenworth, ownerId: "someone" }, 'Unrecognized key: "ownerId"'],
  ])("refuses %j with a readable message", async (body, message) => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const response = await contractor.client.post("/api/trucks", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await contractor.client.get("/api/trucks")).json().trucks).toEqual([]);
  });

  it("assigns a truck to one of the company's drivers, one truck per driver", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, contractor, { firstName: "Ray", lastName: "Moss" });
    const first = (await contractor.client.post("/api/trucks", kenworth)).json();
    const second = (
      await contractor.client.post("/api/trucks", { ...kenworth, truckNumber: "102" })
    ).json();

    const assigned = await contractor.client.put(`/api/trucks/${first.id}/assignment`, {
      driverId: driver.userId,
    });
    expect(assigned.json().assignedDriver).toEqual({ id: driver.userId, name: "Ray Moss" });
    await contractor.client.put(`/api/trucks/${second.id}/assignment`, { driverId: driver.userId });
    const trucks = (await contractor.client.get("/api/trucks")).json().trucks;
    expect(trucks.map((t: { assignedDriver: unknown }) => t.assignedDriver)).toEqual([
      null,
      { id: driver.userId, name: "Ray Moss" },
    ]);

    const freed = await contractor.client.put(`/api/trucks/${second.id}/assignment`, {
      driverId: null,
    });
    expect(freed.json().assignedDriver).toBeNull();
  });

  it("refuses to assign a driver from another company", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const other = await createVerifiedUser(ctx, { role: "contractor" });
    const theirDriver = await inviteNewDriver(ctx, other);
    const truck = (await contractor.client.post("/api/trucks", kenworth)).json();
    const response = await contractor.client.put(`/api/trucks/${truck.id}/assignment`, {
      driverId: theirDriver.userId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(messages.drivers.notInCompany);
  });

  it("retires a truck: it leaves the list and its driver, and cannot be assigned again", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, contractor);
    const truck = (await contractor.client.post("/api/trucks", kenworth)).json();
    await contractor.client.put(`/api/trucks/${truck.id}/assignment`, { driverId: driver.userId });

    const retired = await contractor.client.post(`/api/trucks/${truck.id}/retire`);
    expect(retired.json()).toMatchObject({
      retiredAt: expect.any(String),
      assignedDriver: null,
      status: "inactive",
    });
    expect((await contractor.client.get("/api/trucks")).json().trucks).toEqual([]);
    expect((await contractor.client.get("/api/trucks?status=retired")).json().trucks).toHaveLength(
      1,
    );
    const again = await contractor.client.put(`/api/trucks/${truck.id}/assignment`, {
      driverId: driver.userId,
    });
    expect(again.statusCode).toBe(409);
    const edit = await contractor.client.patch(`/api/trucks/${truck.id}`, { status: "active" });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(messages.trucks.retired);
    expect((await contractor.client.get(`/api/trucks/${truck.id}`)).json()).toMatchObject({
      status: "inactive",
      retiredAt: expect.any(String),
    });
  });

  it("reads one truck for its edit screen", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const truck = (await contractor.client.post("/api/trucks", kenworth)).json();
    const response = await contractor.client.get(`/api/trucks/${truck.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(truck);
    expect((await contractor.client.get("/api/trucks/no-such-truck")).statusCode).toBe(404);
  });

  it("keeps each company's trucks to itself", async () => {
    const owner = await createVerifiedUser(ctx, { role: "contractor" });
    const intruder = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, owner);
    const truck = (await owner.client.post("/api/trucks", kenworth)).json();

    expect((await intruder.client.get("/api/trucks")).json().trucks).toEqual([]);
    expect(
      (await intruder.client.patch(`/api/trucks/${truck.id}`, { make: "Stolen" })).statusCode,
    ).toBe(404);
    expect((await intruder.client.get(`/api/trucks/${truck.id}`)).statusCode).toBe(404);
    expect((await intruder.client.post(`/api/trucks/${truck.id}/retire`)).statusCode).toBe(404);
    expect(
      (await intruder.client.put(`/api/trucks/${truck.id}/assignment`, { driverId: null }))
        .statusCode,
    ).toBe(404);
    expect((await driver.client.get("/api/trucks")).statusCode).toBe(403);
    expect((await driver.client.post("/api/trucks", kenworth)).statusCode).toBe(403);
    expect((await driver.client.get(`/api/trucks/${truck.id}`)).statusCode).toBe(403);
    expect((await owner.client.get("/api/trucks")).json().trucks[0]).toMatchObject({
      make: "Kenworth",
      retiredAt: null,
    });
  });
});
