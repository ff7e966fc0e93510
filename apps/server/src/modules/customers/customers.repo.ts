import type { Executor } from "../../db/database.js";
import type { CustomersTable } from "../../db/schema.js";

const withJobCount = (db: Executor) =>
  db
    .selectFrom("customers as c")
    .selectAll("c")
    .select((eb) =>
      eb
        .selectFrom("jobs as j")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("j.customer_id", "=", "c.id")
        .as("job_count"),
    );

export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findOne>>>;

/** The company's customers by name. */
export function findForCompany(db: Executor, companyId: string) {
  return withJobCount(db).where("c.company_id", "=", companyId).orderBy("c.name").execute();
}

export function findOne(db: Executor, companyId: string, customerId: string) {
  return withJobCount(db)
    .where("c.company_id", "=", companyId)
    .where("c.id", "=", customerId)
    .executeTakeFirst();
}

export function findByName(db: Executor, companyId: string, name: string) {
  return db
    .selectFrom("customers")
    .select("id")
    .where("company_id", "=", companyId)
    .where("name", "=", name)
    .executeTakeFirst();
}

export function insertCustomer(db: Executor, customer: CustomersTable) {
  return db.insertInto("customers").values(customer).execute();
}

export function updateCustomer(
  db: Executor,
  customerId: string,
  patch: Partial<Omit<CustomersTable, "id" | "company_id">>,
) {
  return db.updateTable("customers").set(patch).where("id", "=", customerId).execute();
}
