import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { inviteNewDriver } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";

type Listed = { truckNumber: string };
const numbers = (body: { trucks: Listed[] }) => body.trucks.map((truck) => truck.truckNumber);

describe("the trucks list", () => {
  const ctx = useTestApp();

  /** Five trucks of every kind, one retired and one driven by José. */
  async function fleet() {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, contractor, { firstName: "José", lastName: "Ruiz" });
    const add = async (truck: Record<string, string>) =>
      (await contractor.client.post("/api/trucks", truck)).json() as { id: string };
    await add({ make: "Kenworth", model: "T880", truckNumber: "3", status: "active" });
    await add({ make: "Mack", model: "Granite", truckNumber: "12", status: "repair" });
    await add({
      make: "Peterbilt",
      model: "567",
      truckNumber: "23",
      licensePlate: "hw 2300",
      status: "inactive",
    });
    const driven = await add({ make: "Kenworth", model: "W990", truckNumber: "101" });
    await contractor.client.put(`/api/trucks/${driven.id}/assignment`, {
      driverId: driver.userId,
    });
    const old = await add({ make: "Volvo", model: "VNL", truckNumber: "7" });
    await contractor.client.post(`/api/trucks/${old.id}/retire`);
    const list = async (query = "") => {
      const response = await contractor.client.get(`/api/trucks${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    return { contractor, list };
  }
  // The tests only read the fleet: it is set up once.
  let seeded: ReturnType<typeof fleet> | undefined;
  const readFleet = () => {
    seeded ??= fleet();
    return seeded;
  };

  it("answers the fleet in service by number, with its counts, whole unless paged", async () => {
    const { list } = await readFleet();
    const all = await list();
    expect(numbers(all)).toEqual(["3", "12", "23", "101"]);
    expect(all).toMatchObject({
      total: 4,
      page: 1,
      pageSize: null,
      counts: { inService: 4, active: 2, maintenance: 1, inactive: 1, retired: 1 },
    });
  });

  it("searches number, plate, make, model and driver, every word, accents aside", async () => {
    const { list } = await readFleet();
    expect(numbers(await list("?q=23"))).toEqual(["23"]);
    expect(numbers(await list("?q=%2323"))).toEqual(["23"]);
    expect(numbers(await list("?q=HW%202300"))).toEqual(["23"]);
    expect(numbers(await list("?q=kenworth"))).toEqual(["3", "101"]);
    expect(numbers(await list("?q=kenworth%20w990"))).toEqual(["101"]);
    expect(numbers(await list("?q=jose"))).toEqual(["101"]);
    const none = await list("?q=scania");
    expect(none).toMatchObject({ trucks: [], total: 0, counts: { inService: 4 } });
  });

  it("filters by status, retired and driver, and sorts by any column either way", async () => {
    const { list } = await readFleet();
    expect(numbers(await list("?status=maintenance"))).toEqual(["12"]);
    expect(numbers(await list("?status=active"))).toEqual(["3", "101"]);
    expect(numbers(await list("?status=retired"))).toEqual(["7"]);
    expect(numbers(await list("?driver=assigned"))).toEqual(["101"]);
    expect(numbers(await list("?driver=unassigned&status=active"))).toEqual(["3"]);
    expect(numbers(await list("?sort=number&dir=desc"))).toEqual(["101", "23", "12", "3"]);
    expect(numbers(await list("?sort=make"))).toEqual(["3", "101", "12", "23"]);
    // Trucks without a plate or a driver come last, whichever way the column is sorted.
    expect(numbers(await list("?sort=plate"))[0]).toBe("23");
    expect(numbers(await list("?sort=plate&dir=desc"))[0]).toBe("23");
    expect(numbers(await list("?sort=driver"))[0]).toBe("101");
    expect(numbers(await list("?sort=driver&dir=desc"))[0]).toBe("101");
  });

  it("pages, and shows the last page for a page past the end", async () => {
    const { list } = await readFleet();
    expect(await list("?pageSize=2")).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(numbers(await list("?pageSize=2&page=2"))).toEqual(["23", "101"]);
    const past = await list("?pageSize=3&page=9");
    expect(past).toMatchObject({ page: 2, total: 4 });
    expect(numbers(past)).toEqual(["101"]);
  });

  it("refuses a query it cannot answer with a message a person can act on", async () => {
    const { contractor } = await readFleet();
    for (const [query, message] of [
      ["?sort=colour", "Sort by one of: number, make, plate, status, driver"],
      ["?dir=up", "Sort direction must be asc or desc"],
      ["?status=parked", "Status must be one of: active, maintenance, inactive, retired"],
      ["?driver=someone", "Driver must be assigned or unassigned"],
      ["?pageSize=500", "Page size can be at most 100"],
      ["?page=0", "Page must be 1 or more"],
      ["?page=two", "Page must be a number"],
      [`?q=${"x".repeat(101)}`, "Search text can be at most 100 characters"],
    ]) {
      const response = await contractor.client.get(`/api/trucks${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message, query).toBe(message);
    }
  });
});
