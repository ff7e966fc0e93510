import { randomUUID } from "node:crypto";
import {
  type CreateCustomerInputSchema,
  type Customer,
  type CustomerList,
  type CustomerListQuerySchema,
  messages,
  TERMS_DAYS_DEFAULT,
  type UpdateCustomerInputSchema,
  type Valid,
} from "@haulwise/domain";
import { type Actor, requireContractor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import { isUniqueViolation } from "../../db/errors.js";
import { conflict, notFound } from "../../http/app-error.js";
import * as repo from "./customers.repo.js";

export type CustomersService = ReturnType<typeof createCustomersService>;

const m = messages.customers;

function toCustomer(row: repo.CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    billingAddress: row.billing_address,
    termsDays: row.terms_days,
    archivedAt: row.archived_at,
    jobCount: Number(row.job_count ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The general contractors and owners a company hauls for and bills. */
export function createCustomersService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const nowIso = () => clock.now().toISOString();

  /** The company's customer, or the 404 any other company's customer gets. */
  async function requireCustomer(companyId: string, customerId: string) {
    const row = await repo.findOne(db, companyId, customerId);
    if (!row) throw notFound(m.notFound);
    return row;
  }

  /** Turns two adds of one name racing into the same answer as one after the other. */
  async function guardName<T>(name: string | undefined, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if (name && isUniqueViolation(error)) throw conflict(m.nameTaken(name));
      throw error;
    }
  }

  return {
    requireCustomer,

    /** The company's customers by name; archived ones only when asked for. */
    async list(
      actor: Actor,
      input: Valid<typeof CustomerListQuerySchema> = {},
    ): Promise<CustomerList> {
      const company = requireContractor(actor);
      const query = input;
      const rows = await repo.findForCompany(db, company.id);
      const keep = (row: repo.CustomerRow) =>
        query.archived === "include"
          ? true
          : query.archived === "only"
            ? row.archived_at !== null
            : row.archived_at === null;
      return { customers: rows.filter(keep).map(toCustomer) };
    },

    /** One of the company's customers. */
    async get(actor: Actor, customerId: string): Promise<Customer> {
      return toCustomer(await requireCustomer(requireContractor(actor).id, customerId));
    },

    /** Adds a customer; names are unique within the company. */
    async create(actor: Actor, input: Valid<typeof CreateCustomerInputSchema>): Promise<Customer> {
      const company = requireContractor(actor);
      const details = input;
      if (await repo.findByName(db, company.id, details.name)) {
        throw conflict(m.nameTaken(details.name));
      }
      const id = randomUUID();
      const now = nowIso();
      await guardName(details.name, () =>
        repo.insertCustomer(db, {
          id,
          company_id: company.id,
          name: details.name,
          email: details.email ?? null,
          billing_address: details.billingAddress ?? null,
          terms_days: details.termsDays ?? TERMS_DAYS_DEFAULT,
          archived_at: null,
          created_at: now,
          updated_at: now,
        }),
      );
      return toCustomer(await requireCustomer(company.id, id));
    },

    /**
     * Edits a customer, or archives or restores it. Invoices already drafted keep the name
     * and address they were made with.
     */
    async update(
      actor: Actor,
      customerId: string,
      input: Valid<typeof UpdateCustomerInputSchema>,
    ): Promise<Customer> {
      const company = requireContractor(actor);
      const patch = input;
      const row = await requireCustomer(company.id, customerId);
      if (patch.name !== undefined && patch.name !== row.name) {
        if (await repo.findByName(db, company.id, patch.name))
          throw conflict(m.nameTaken(patch.name));
      }
      const now = nowIso();
      await guardName(patch.name, () =>
        repo.updateCustomer(db, customerId, {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.email !== undefined ? { email: patch.email } : {}),
          ...(patch.billingAddress !== undefined ? { billing_address: patch.billingAddress } : {}),
          ...(patch.termsDays !== undefined ? { terms_days: patch.termsDays } : {}),
          ...(patch.archived !== undefined
            ? { archived_at: patch.archived ? (row.archived_at ?? now) : null }
            : {}),
          updated_at: now,
        }),
      );
      return toCustomer(await requireCustomer(company.id, customerId));
    },

    /** A customer a job of the company may name: theirs and not archived. */
    async requireBillable(companyId: string, customerId: string) {
      const row = await requireCustomer(companyId, customerId);
      if (row.archived_at) throw conflict(m.archived);
      return row;
    },
  };
}
