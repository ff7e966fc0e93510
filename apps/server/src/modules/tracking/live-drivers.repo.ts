import { sql } from "kysely";
import type { Db } from "../../db/database.js";

/** The drivers the contractor chose to keep live, in their order. */
export async function findChosen(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("live_drivers")
    .select("driver_id")
    .where("company_id", "=", companyId)
    .orderBy("rank")
    .execute();
  return rows.map((row) => row.driver_id);
}

export async function replaceChosen(db: Db, companyId: string, driverIds: string[]) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("live_drivers").where("company_id", "=", companyId).execute();
    if (driverIds.length === 0) return;
    await trx
      .insertInto("live_drivers")
      .values(
        driverIds.map((driverId, rank) => ({ company_id: companyId, driver_id: driverId, rank })),
      )
      .execute();
  });
}

/** Every driver of the company in the default live order: with a truck first, then longest in. */
export function findCompanyDrivers(db: Db, companyId: string) {
  return db
    .selectFrom("company_members as m")
    .innerJoin("profiles as p", "p.id", "m.user_id")
    .select([
      "m.user_id as id",
      "p.first_name",
      "p.last_name",
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom("trucks as t")
              .select("t.id")
              .whereRef("t.assigned_driver_id", "=", "m.user_id")
              .where("t.company_id", "=", companyId)
              .where("t.retired_at", "is", null),
          )
          .as("has_truck"),
    ])
    .where("m.company_id", "=", companyId)
    .where("m.member_role", "=", "driver")
    .orderBy(sql`has_truck`, "desc")
    .orderBy("m.joined_at")
    .orderBy("m.user_id")
    .execute();
}
