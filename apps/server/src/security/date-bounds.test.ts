import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { jobInput } from "../test/fleet.js";
import { useWorld } from "../test/world.js";

const OUT_OF_RANGE = messages.validation.dateOutOfRange;

/** Days no job, load or trail can be on: the edges of what ISO and the databases can hold. */
const FAR_DAYS = ["9999-12-31", "0000-01-01", "0001-01-01", "1999-12-31", "2100-01-01"];
/** Instants as far off, in UTC and with an offset. */
const FAR_INSTANTS = [
  "9999-12-31T23:59:59.999Z",
  "0000-01-01T00:00:00Z",
  "0001-01-01T00:00:00+14:00",
  "1899-12-31T23:00:00-10:00",
  "2101-01-02T00:00:00Z",
];

const cursorOf = (text: string) => Buffer.from(text).toString("base64url");

describe("dates and ranges outside what the product can mean", () => {
  const seeded = useWorld();

  /** Sends the request and checks it is refused with the range message, changing nothing. */
  async function refused(
    who: "contractorA" | "driverA",
    method: "GET" | "POST" | "PATCH" | "PUT",
    url: string,
    body?: unknown,
    message: string = OUT_OF_RANGE,
  ) {
    const before = await seeded.changes();
    const client = seeded.world.clients[who];
    const response =
      method === "GET"
        ? await client.get(url)
        : method === "POST"
          ? await client.post(url, body)
          : method === "PUT"
            ? await client.put(url, body)
            : await client.patch(url, body);
    const where = `${method} ${url} ${body ? JSON.stringify(body) : ""}`;
    expect(response.statusCode, `${where}: ${response.body}`).toBe(400);
    expect(response.json().error.message, where).toBe(message);
    expect(await seeded.changes(), `${where} changed the database`).toBe(before);
  }

  it("refuses a day outside 2000–2099 for a trail, a report, the driver's metrics and a job", async () => {
    const { world } = seeded;
    const driverId = world.people.driverA.userId;
    for (const day of FAR_DAYS) {
      await refused("contractorA", "GET", `/api/drivers/${driverId}/trail?date=${day}`);
      await refused("contractorA", "GET", `/api/loads?from=${day}&to=${day}`);
      await refused("contractorA", "GET", `/api/loads?from=2024-01-01&to=${day}`);
      await refused("contractorA", "GET", `/api/loads/export.csv?from=${day}`);
      await refused("contractorA", "GET", `/api/dashboard/stats?from=${day}&to=${day}`);
      await refused("driverA", "GET", `/api/me/metrics?date=${day}`);
      await refused("contractorA", "POST", "/api/jobs", { ...jobInput, startDate: day });
      await refused("contractorA", "PATCH", `/api/jobs/${world.jobA}`, { startDate: day });
    }
  });

  it("refuses a day outside 2000–2099 for approval, rates, invoices, pay statements and exports", async () => {
    const { world } = seeded;
    const payee = { kind: "driver", id: world.people.driverA.userId };
    for (const day of FAR_DAYS) {
      await refused("contractorA", "GET", `/api/jobs/${world.jobA}/approval?day=${day}`);
      await refused("contractorA", "GET", `/api/approvals?from=${day}&to=${day}`);
      await refused("contractorA", "PUT", `/api/jobs/${world.jobA}/rates`, {
        bill: { per: "load", rateCents: 100 },
        startsOn: day,
      });
      await refused("contractorA", "POST", "/api/invoices", {
        customerId: "any",
        from: day,
        to: day,
      });
      await refused("contractorA", "POST", "/api/pay-statements", { payee, from: day, to: day });
      await refused(
        "contractorA",
        "GET",
        `/api/exports/invoices.csv?format=lines&from=${day}&to=${day}`,
      );
      await refused(
        "contractorA",
        "GET",
        `/api/exports/pay.csv?format=lines&from=${day}&to=${day}`,
      );
    }
  });

  it("refuses a time outside them on a ticket, a correction, metrics, a beacon and a trail", async () => {
    const { world } = seeded;
    const driverId = world.people.driverA.userId;
    const started = await world.fresh.load("started");
    for (const at of FAR_INSTANTS) {
      const iso = encodeURIComponent(at);
      await refused("contractorA", "GET", `/api/drivers/${driverId}/trail?after=${iso}`);
      await refused("driverA", "POST", "/api/loads", {
        jobId: world.jobA,
        quantity: 5,
        recordedAt: at,
      });
      await refused("contractorA", "POST", "/api/loads", {
        jobId: world.jobA,
        driverId,
        quantity: 5,
        startedAt: at,
      });
      await refused("driverA", "POST", `/api/loads/${started}/complete`, {
        quantity: 5,
        recordedAt: at,
      });
      await refused("contractorA", "PATCH", `/api/loads/${world.loadA}`, { completedAt: at });
      await refused("driverA", "POST", "/api/me/metrics", {
        jobId: world.jobA,
        loads: 1,
        hours: 1,
        miles: 1,
        fuelUsed: 1,
        recordedAt: at,
      });
      await refused("driverA", "POST", "/api/positions/events", {
        deviceId: "phone-0001",
        type: "stopped",
        at,
      });
    }
  });

  it("refuses a page cursor that carries such a time, or a NUL", async () => {
    const { world } = seeded;
    for (const text of [
      `9999-12-31T23:59:59.999Z|${world.loadA}`,
      `+275760-09-13T00:00:00.000Z|${world.loadA}`,
      `0000-01-01T00:00:00.000Z|${world.loadA}`,
      `2024-01-01T00:00:00.000Z|${world.loadA}\u0000`,
    ]) {
      await refused(
        "contractorA",
        "GET",
        `/api/loads?from=2024-01-01&to=2024-01-31&cursor=${cursorOf(text)}`,
        undefined,
        messages.loads.cursorInvalid,
      );
    }
    for (const position of [
      ["9999-12-31T23:59:59.999Z", world.notificationOfDriverA],
      ["+275760-09-13T00:00:00.000Z", world.notificationOfDriverA],
      ["2024-01-01T00:00:00.000Z", `${world.notificationOfDriverA}\u0000`],
    ]) {
      const response = await world.clients.driverA.get(
        `/api/notifications?cursor=${cursorOf(JSON.stringify(position))}`,
      );
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it("still takes the first and last days of the range, and fixes dated anywhere are refused one by one", async () => {
    const { world } = seeded;
    const driverId = world.people.driverA.userId;
    const contractor = world.clients.contractorA;
    for (const day of ["2000-01-01", "2099-12-31"]) {
      expect((await contractor.get(`/api/drivers/${driverId}/trail?date=${day}`)).statusCode).toBe(
        200,
      );
      expect((await contractor.get(`/api/loads?from=${day}&to=${day}`)).statusCode).toBe(200);
      expect((await world.clients.driverA.get(`/api/me/metrics?date=${day}`)).statusCode).toBe(200);
    }
    const batch = await world.clients.driverA.post("/api/positions", {
      deviceId: "phone-0001",
      fixes: FAR_INSTANTS.map((recordedAt, seq) => ({
        seq,
        recordedAt,
        latitude: 41.1,
        longitude: -87.6,
      })),
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json()).toMatchObject({ accepted: 0 });
    expect(batch.json().rejected).toHaveLength(FAR_INSTANTS.length);
  });
});
