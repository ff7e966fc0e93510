import type { Executor } from "../../db/database.js";
import type { BillRatesTable, PayRatesTable } from "../../db/schema.js";

/** Every customer rate of these jobs, oldest start first. */
export function findBillRates(db: Executor, jobIds: readonly string[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("bill_rates")
    .selectAll()
    .where("job_id", "in", jobIds)
    .orderBy("starts_on")
    .execute();
}

/** Every pay rate of these jobs, oldest start first. */
export function findPayRates(db: Executor, jobIds: readonly string[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("pay_rates")
    .selectAll()
    .where("job_id", "in", jobIds)
    .orderBy("starts_on")
    .execute();
}

/** Sets the customer rate from its start day, replacing one set for the same day. */
export async function putBillRate(db: Executor, rate: BillRatesTable) {
  await db
    .deleteFrom("bill_rates")
    .where("job_id", "=", rate.job_id)
    .where("starts_on", "=", rate.starts_on)
    .execute();
  await db.insertInto("bill_rates").values(rate).execute();
}

/** Sets a payee's rate from its start day, replacing one set for the same payee and day. */
export async function putPayRate(db: Executor, rate: PayRatesTable) {
  await db
    .deleteFrom("pay_rates")
    .where("job_id", "=", rate.job_id)
    .where("payee_kind", "=", rate.payee_kind)
    .where("payee_id", "=", rate.payee_id)
    .where("starts_on", "=", rate.starts_on)
    .execute();
  await db.insertInto("pay_rates").values(rate).execute();
}
