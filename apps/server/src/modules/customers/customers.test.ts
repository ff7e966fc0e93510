import { messages } from "@haulwise/domain";
import { describe, expect, it, vi } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";
import { haulingCrew } from "../../test/hauling.js";

const acme = {
  name: "Acme Builders",
  email: "AP@Acme.example",
  billingAddress: "1 Main St\nSpringfield, IL 62701",
  termsDays: 45,
};

describe("customers", () => {
  // Each test signs up a crew or two (password hashing): slow on a shared machine.
  vi.setConfig({ testTimeout: 120_000 });
  const ctx = useTestApp();

  it("adds a customer with 201 and its id, and lists the company's customers by name", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const created = await contractor.client.post("/api/customers", acme);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: expect.any(String),
      name: "Acme Builders",
      email: "ap@acme.example",
      billingAddress: "1 Main St\nSpringfield, IL 62701",
      termsDays: 45,
      archivedAt: null,
      jobCount: 0,
    });
    const minimal = await contractor.client.post("/api/customers", { name: "Baker Paving" });
    expect(minimal.statusCode).toBe(201);
    expect(minimal.json()).toMatchObject({ email: null, billingAddress: null, termsDays: 30 });

    const list = (await contractor.client.get("/api/customers")).json().customers;
    expect(list.map((c: { name: string }) => c.name)).toEqual(["Acme Builders", "Baker Paving"]);
  });

  it.each([
    [{ name: "" }, messages.customers.nameRequired],
    [{ name: "X", email: "not-an-address" }, messages.customers.emailInvalid],
    [{ name: "X", termsDays: -1 }, messages.customers.termsInvalid],
    [{ name: "X", termsDays: 10.5 }, messages.customers.termsInvalid],
    [{ name: "X", extra: true }, null],
  ])("refuses %j with a message a person can act on", async (body, message) => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const refused = await contractor.client.post("/api/customers", body);
    expect(refused.statusCode).toBe(400);
    if (message) expect(refused.body).toContain(message);
    expect((await contractor.client.get("/api/customers")).json().customers).toEqual([]);
  });

  it("refuses a second customer of the same name in the company, but not in another", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    await contractor.client.post("/api/customers", acme);
    const again = await contractor.client.post("/api/customers", { name: "Acme Builders" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.customers.nameTaken("Acme Builders"));
    const other = await createVerifiedUser(ctx, { role: "contractor" });
    expect((await other.client.post("/api/customers", acme)).statusCode).toBe(201);
  });

  it("names a job's customer and purchase order; outside the office the job shows neither", async () => {
    const { contractor, driver, job } = await haulingCrew(ctx);
    const customer = (await contractor.client.post("/api/customers", acme)).json();
    const patched = await contractor.client.patch(`/api/jobs/${job.id}`, {
      customerId: customer.id,
      purchaseOrder: "PO-7781",
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      customerId: customer.id,
      customerName: "Acme Builders",
      purchaseOrder: "PO-7781",
    });
    expect((await contractor.client.get(`/api/customers/${customer.id}`)).json().jobCount).toBe(1);

    const view = (await driver.client.get(`/api/jobs/${job.id}/view`)).json();
    expect(view).not.toHaveProperty("customerId");
    expect(view).not.toHaveProperty("customerName");
    expect(view).not.toHaveProperty("purchaseOrder");
    const mine = (await driver.client.get("/api/driver/jobs")).json().jobs;
    expect(mine[0]).not.toHaveProperty("customerName");

    const cleared = await contractor.client.patch(`/api/jobs/${job.id}`, { customerId: null });
    expect(cleared.json()).toMatchObject({ customerId: null, customerName: null });
  });

  it("keeps each company's customers its own", async () => {
    const { contractor, job } = await haulingCrew(ctx);
    const stranger = await createVerifiedUser(ctx, { role: "contractor" });
    const theirs = (await stranger.client.post("/api/customers", acme)).json();

    const named = await contractor.client.patch(`/api/jobs/${job.id}`, { customerId: theirs.id });
    expect(named.statusCode).toBe(404);
    expect(named.json().error.message).toBe(messages.customers.notFound);
    expect((await contractor.client.get(`/api/customers/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await contractor.client.patch(`/api/customers/${theirs.id}`, { name: "Mine now" }))
        .statusCode,
    ).toBe(404);
    expect((await contractor.client.get("/api/customers")).json().customers).toEqual([]);
  });

  it("archives a customer out of the list and of new jobs, and restores it", async () => {
    const { contractor, job } = await haulingCrew(ctx);
    const customer = (await contractor.client.post("/api/customers", acme)).json();
    const archived = await contractor.client.patch(`/api/customers/${customer.id}`, {
      archived: true,
    });
    expect(archived.json().archivedAt).not.toBeNull();
    expect((await contractor.client.get("/api/customers")).json().customers).toEqual([]);
    expect(
      (await contractor.client.get("/api/customers?archived=only")).json().customers,
    ).toHaveLength(1);
    const refused = await contractor.client.patch(`/api/jobs/${job.id}`, {
      customerId: customer.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.customers.archived);
    await contractor.client.patch(`/api/customers/${customer.id}`, { archived: false });
    expect(
      (await contractor.client.patch(`/api/jobs/${job.id}`, { customerId: customer.id }))
        .statusCode,
    ).toBe(200);
  });

  it("is for contractors: a driver reads and adds no customers", async () => {
    const { driver } = await haulingCrew(ctx);
    expect((await driver.client.get("/api/customers")).statusCode).toBe(403);
    expect((await driver.client.post("/api/customers", acme)).statusCode).toBe(403);
  });
});
