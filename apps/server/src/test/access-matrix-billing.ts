import type { ActorName, World } from "./world.js";

/** A row of the access matrix (test/access-matrix.ts), which spreads these rows into its own. */
type MatrixRow = {
  allowed: readonly ActorName[];
  ok?: readonly number[];
  request: (
    w: World,
    actor: ActorName,
    succeeds: boolean,
  ) => { url: string; body?: unknown } | Promise<{ url: string; body?: unknown }>;
};

const CONTRACTORS = ["contractorA", "contractorB"] as const;
const DRIVERS = [
  "driverA",
  "otherDriverA",
  "driverB",
  "viewer",
  "revokedViewer",
  "formerContractor",
] as const;

const DAY_MS = 86_400_000;
/** Today (UTC, the world's companies' zone): the day driverA records the fixtures' tickets. */
const today = () => new Date().toISOString().slice(0, 10);
const thisMonth = () =>
  `from=${new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10)}&to=${today()}`;

async function ok<R extends { statusCode: number; body: string }>(response: R, what: string) {
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

let names = 0;

/**
 * Company A bills: a customer on jobA with a rate, drivers paid per load, and company B's own
 * customer. Built once per world, on first use.
 */
type Billing = { customerA: string; customerB: string; invoiceA: string; statementA: string };

async function buildBilling(w: World): Promise<Billing> {
  const contractorA = w.people.contractorA.client;
  const customerA = (
    await ok(await contractorA.post("/api/customers", { name: "Matrix Builders" }), "customer")
  ).json().id as string;
  const customerB = (
    await ok(
      await w.people.contractorB.client.post("/api/customers", { name: "B Builders" }),
      "customer B",
    )
  ).json().id as string;
  await ok(
    await contractorA.patch(`/api/jobs/${w.jobA}`, { customerId: customerA }),
    "job customer",
  );
  await ok(
    await contractorA.put(`/api/jobs/${w.jobA}/rates`, {
      bill: { per: "ton", rateCents: 1500 },
      pay: [{ payeeKind: "driver", per: "load", rateCents: 4000 }],
      startsOn: "2026-01-01",
    }),
    "rates",
  );
  const invoiceA = await draftInvoice(w, customerA);
  const statementA = await draftStatement(w);
  await ok(await contractorA.post(`/api/pay-statements/${statementA}/issue`), "issue statement");
  return { customerA, customerB, invoiceA, statementA };
}

const billingOf = new WeakMap<World, Promise<Billing>>();
const billing = (w: World): Promise<Billing> => {
  if (!billingOf.has(w)) billingOf.set(w, buildBilling(w));
  return billingOf.get(w)!;
};

/**
 * A ticket driverA records on jobA now. Recorded by the driver, so the fixtures spend the
 * driver's request allowance rather than the contractor's, which the matrix itself spends.
 */
async function ticket(w: World) {
  const response = await ok(
    await w.people.driverA.client.post("/api/loads", {
      jobId: w.jobA,
      stage: "completed",
      quantity: 10,
      quantityUnit: "tons",
    }),
    "ticket",
  );
  return response.json().id as string;
}

async function approvedTicket(w: World) {
  const id = await ticket(w);
  await ok(await w.people.contractorA.client.post(`/api/loads/${id}/approve`, {}), "approve");
  return id;
}

/** A fresh draft invoice of company A's: a new approved ticket, invoiced. */
async function draftInvoice(w: World, customerId?: string): Promise<string> {
  await approvedTicket(w);
  const response = await ok(
    await w.people.contractorA.client.post("/api/invoices", {
      customerId: customerId ?? (await billing(w)).customerA,
      from: today(),
      to: today(),
    }),
    "draft invoice",
  );
  return response.json().id as string;
}

async function issuedInvoice(w: World) {
  const id = await draftInvoice(w);
  await ok(await w.people.contractorA.client.post(`/api/invoices/${id}/issue`), "issue");
  return id;
}

/** A fresh draft statement of driverA's: a new approved ticket, paid. */
async function draftStatement(w: World): Promise<string> {
  await approvedTicket(w);
  const response = await ok(
    await w.people.contractorA.client.post("/api/pay-statements", {
      payee: { kind: "driver", id: w.people.driverA.userId },
      from: today(),
      to: today(),
    }),
    "draft statement",
  );
  return response.json().id as string;
}

const stableHours = new WeakMap<World, Promise<string>>();

/** A day of driverA's hours on a new job of company A: a fresh one, or one kept for refusals. */
function hoursEntry(w: World, fresh: boolean): Promise<string> {
  if (fresh) return newHoursEntry(w);
  if (!stableHours.has(w)) stableHours.set(w, newHoursEntry(w));
  return stableHours.get(w)!;
}

async function newHoursEntry(w: World): Promise<string> {
  const jobId = await w.fresh.assignedJob();
  await ok(
    await w.people.driverA.client.post("/api/me/metrics", {
      jobId,
      loads: 3,
      hours: 8,
      miles: 90,
      fuelUsed: 20,
    }),
    "metrics",
  );
  const row = await w.ctx.database.db
    .selectFrom("driver_metrics")
    .select("id")
    .where("job_id", "=", jobId)
    .executeTakeFirstOrThrow();
  return row.id;
}

const isA = (actor: ActorName) => actor === "contractorA";
const get = (url: string) => () => ({ url });

/** Customers, rates, approval, invoices, pay statements and exports: rows of the access matrix. */
export const BILLING_ROWS: Record<string, MatrixRow> = {
  "GET /api/customers": { allowed: CONTRACTORS, request: get("/api/customers") },
  "POST /api/customers": {
    allowed: CONTRACTORS,
    request: () => ({ url: "/api/customers", body: { name: `Customer ${++names}` } }),
  },
  "GET /api/customers/:customerId": {
    allowed: ["contractorA"],
    request: async (w) => ({ url: `/api/customers/${(await billing(w)).customerA}` }),
  },
  "PATCH /api/customers/:customerId": {
    allowed: ["contractorA"],
    request: async (w) => ({
      url: `/api/customers/${(await billing(w)).customerA}`,
      body: { termsDays: 45 },
    }),
  },
  "GET /api/jobs/:jobId/rates": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/rates` }),
  },
  "PUT /api/jobs/:jobId/rates": {
    allowed: ["contractorA"],
    request: async (w) => {
      await billing(w);
      return {
        url: `/api/jobs/${w.jobA}/rates`,
        body: { bill: { per: "ton", rateCents: 1500 }, startsOn: "2099-01-01" },
      };
    },
  },

  // Approval: company A's contractor approves company A's tickets.
  "GET /api/approvals": {
    allowed: CONTRACTORS,
    request: () => ({ url: `/api/approvals?from=${today()}` }),
  },
  "GET /api/jobs/:jobId/approval": {
    allowed: ["contractorA"],
    request: (w) => ({ url: `/api/jobs/${w.jobA}/approval?day=${today()}` }),
  },
  "POST /api/jobs/:jobId/approval/approve-unflagged": {
    allowed: ["contractorA"],
    request: (w) => ({
      url: `/api/jobs/${w.jobA}/approval/approve-unflagged`,
      body: { day: today() },
    }),
  },
  "POST /api/loads/:loadId/approve": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/loads/${succeeds ? await ticket(w) : w.loadA}/approve`,
      body: {},
    }),
  },
  "POST /api/loads/:loadId/send-back": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/loads/${succeeds ? await ticket(w) : w.loadA}/send-back`,
      body: { note: "Check the weight" },
    }),
  },
  "POST /api/loads/:loadId/replace": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/loads/${succeeds ? await approvedTicket(w) : w.loadA}/replace`,
      body: { quantity: 9.5, reason: "Reweighed" },
    }),
  },
  "POST /api/hours/:entryId/approve": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/hours/${await hoursEntry(w, succeeds)}/approve`,
    }),
  },
  "POST /api/hours/:entryId/send-back": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/hours/${await hoursEntry(w, succeeds)}/send-back`,
      body: { note: "You logged 80 hours" },
    }),
  },

  // Invoices: each company drafts for its own customers (B has nothing waiting to invoice).
  "GET /api/invoices": { allowed: CONTRACTORS, request: get("/api/invoices") },
  "POST /api/invoices": {
    allowed: CONTRACTORS,
    ok: [201, 409],
    request: async (w, actor, succeeds) => {
      const { customerA, customerB } = await billing(w);
      if (succeeds && isA(actor)) await approvedTicket(w);
      return {
        url: "/api/invoices",
        body: {
          customerId: actor === "contractorB" ? customerB : customerA,
          from: today(),
          to: today(),
        },
      };
    },
  },
  "GET /api/invoices/:invoiceId": {
    allowed: ["contractorA"],
    request: async (w) => ({ url: `/api/invoices/${(await billing(w)).invoiceA}` }),
  },
  "GET /api/invoices/:invoiceId/pdf": {
    allowed: ["contractorA"],
    request: async (w) => ({ url: `/api/invoices/${(await billing(w)).invoiceA}/pdf` }),
  },
  "POST /api/invoices/:invoiceId/issue": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/invoices/${succeeds ? await draftInvoice(w) : (await billing(w)).invoiceA}/issue`,
    }),
  },
  "POST /api/invoices/:invoiceId/send": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/invoices/${succeeds ? await issuedInvoice(w) : (await billing(w)).invoiceA}/send`,
      body: { to: "ap@matrix.example" },
    }),
  },
  "POST /api/invoices/:invoiceId/pay": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/invoices/${succeeds ? await issuedInvoice(w) : (await billing(w)).invoiceA}/pay`,
      body: {},
    }),
  },
  "POST /api/invoices/:invoiceId/void": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/invoices/${succeeds ? await draftInvoice(w) : (await billing(w)).invoiceA}/void`,
      body: { reason: "Redo" },
    }),
  },

  // Pay statements: drafted by each company for its own payees; read by the driver they pay.
  "GET /api/pay-statements": { allowed: CONTRACTORS, request: get("/api/pay-statements") },
  "GET /api/pay-statements/payees": {
    allowed: CONTRACTORS,
    request: get("/api/pay-statements/payees"),
  },
  "POST /api/pay-statements": {
    allowed: CONTRACTORS,
    ok: [201, 409],
    request: async (w, actor, succeeds) => {
      await billing(w);
      if (succeeds && isA(actor)) await approvedTicket(w);
      const payee = actor === "contractorB" ? w.people.driverB : w.people.driverA;
      return {
        url: "/api/pay-statements",
        body: { payee: { kind: "driver", id: payee.userId }, from: today(), to: today() },
      };
    },
  },
  "GET /api/pay-statements/:statementId": {
    allowed: ["contractorA", "driverA"],
    request: async (w) => ({ url: `/api/pay-statements/${(await billing(w)).statementA}` }),
  },
  "GET /api/pay-statements/:statementId/pdf": {
    allowed: ["contractorA", "driverA"],
    request: async (w) => ({ url: `/api/pay-statements/${(await billing(w)).statementA}/pdf` }),
  },
  "POST /api/pay-statements/:statementId/deductions": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/pay-statements/${succeeds ? await draftStatement(w) : (await billing(w)).statementA}/deductions`,
      body: { description: "Fuel advance", amountCents: 100 },
    }),
  },
  "DELETE /api/pay-statements/:statementId/deductions/:deductionId": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => {
      // A refusal comes before any deduction is looked up.
      if (!succeeds) {
        return { url: `/api/pay-statements/${(await billing(w)).statementA}/deductions/none` };
      }
      const statementId = await draftStatement(w);
      const added = await ok(
        await w.people.contractorA.client.post(`/api/pay-statements/${statementId}/deductions`, {
          description: "Fuel advance",
          amountCents: 100,
        }),
        "deduction",
      );
      return {
        url: `/api/pay-statements/${statementId}/deductions/${added.json().deductions[0].id}`,
      };
    },
  },
  "POST /api/pay-statements/:statementId/issue": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/pay-statements/${succeeds ? await draftStatement(w) : (await billing(w)).statementA}/issue`,
    }),
  },
  "POST /api/pay-statements/:statementId/void": {
    allowed: ["contractorA"],
    request: async (w, _actor, succeeds) => ({
      url: `/api/pay-statements/${succeeds ? await draftStatement(w) : (await billing(w)).statementA}/void`,
      body: { reason: "Redo" },
    }),
  },
  "GET /api/me/pay-statements": { allowed: DRIVERS, request: get("/api/me/pay-statements") },

  // The accountant's files: each company's own.
  "GET /api/exports/invoices.csv": {
    allowed: CONTRACTORS,
    request: () => ({ url: `/api/exports/invoices.csv?${thisMonth()}&format=quickbooks` }),
  },
  "GET /api/exports/pay.csv": {
    allowed: CONTRACTORS,
    request: () => ({ url: `/api/exports/pay.csv?${thisMonth()}&format=lines` }),
  },
};
