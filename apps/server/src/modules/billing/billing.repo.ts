import type { Transaction } from "kysely";
import type { Db } from "../../db/database.js";
import type { Database } from "../../db/schema.js";

type Executor = Db | Transaction<Database>;

/** The company's newest subscription record, whatever its state. */
export function findLatestSubscription(db: Executor, companyId: string) {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("company_id", "=", companyId)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}
