import type { createVerifiedUser } from "./client.js";
import type { TestContext } from "./harness.js";
import { createJobWithDriver, haulingCrew } from "./hauling.js";

type Crew = Awaited<ReturnType<typeof haulingCrew>>;
type Person = Awaited<ReturnType<typeof createVerifiedUser>>;

async function ok<R extends { statusCode: number; body: string }>(response: R, what: string) {
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

/**
 * A contractor who bills: a crew (contractor, driver, job), a customer the job is for, and the
 * job's rate. Tickets are entered through the API as a contractor enters them afterwards.
 */
export async function billingCrew(
  ctx: TestContext,
  options: {
    bill?: Record<string, unknown>;
    customer?: Record<string, unknown>;
    startsOn?: string;
  } = {},
) {
  const crew = await haulingCrew(ctx);
  const customer = (
    await ok(
      await crew.contractor.client.post("/api/customers", {
        name: "Acme Builders",
        email: "ap@acme.example",
        billingAddress: "1 Main St\nSpringfield, IL 62701",
        termsDays: 30,
        ...options.customer,
      }),
      "customer",
    )
  ).json() as { id: string; name: string };
  await ok(
    await crew.contractor.client.patch(`/api/jobs/${crew.job.id}`, {
      customerId: customer.id,
      purchaseOrder: "PO-7781",
    }),
    "job customer",
  );
  await ok(
    await crew.contractor.client.put(`/api/jobs/${crew.job.id}/rates`, {
      bill: options.bill ?? { per: "ton", rateCents: 1425, fuelSurchargePercent: 10 },
      startsOn: options.startsOn ?? "2026-01-01",
    }),
    "rates",
  );
  return { ...crew, customer };
}

/** A ticket the contractor enters for `driver` on `jobId`, delivered at `completedAt`. */
export async function enterTicket(
  crew: Pick<Crew, "contractor">,
  jobId: string,
  driverId: string,
  ticket: Record<string, unknown>,
) {
  const response = await ok(
    await crew.contractor.client.post("/api/loads", {
      jobId,
      driverId,
      stage: "completed",
      materialType: "Gravel",
      quantityUnit: "tons",
      // Entered afterwards from the paper ticket: started and delivered at the time it reads.
      startedAt: ticket.completedAt,
      ...ticket,
    }),
    "ticket",
  );
  return response.json() as { id: string; loadNumber: number; updatedAt: string };
}

/** A ticket entered and approved. */
export async function approvedTicket(
  crew: Pick<Crew, "contractor">,
  jobId: string,
  driverId: string,
  ticket: Record<string, unknown>,
) {
  const load = await enterTicket(crew, jobId, driverId, ticket);
  await ok(await crew.contractor.client.post(`/api/loads/${load.id}/approve`, {}), "approve");
  return load;
}

/** Another job of the same company and customer, with its own rate. */
export async function secondJob(
  crew: Crew & { customer: { id: string } },
  title: string,
  bill: Record<string, unknown>,
) {
  const job = await createJobWithDriver(crew.contractor, crew.driver, title);
  await ok(
    await crew.contractor.client.patch(`/api/jobs/${job.id}`, { customerId: crew.customer.id }),
    "job customer",
  );
  await ok(
    await crew.contractor.client.put(`/api/jobs/${job.id}/rates`, { bill, startsOn: "2026-01-01" }),
    "rates",
  );
  return job;
}

export type { Person };
