import type { Executor } from "../../db/database.js";

export function ratingsOf(db: Executor, driverIds: string[]) {
  return db
    .selectFrom("driver_ratings")
    .select([
      "driver_id",
      (eb) => eb.fn.avg<number | string>("rating").as("average"),
      (eb) => eb.fn.countAll<number>().as("count"),
    ])
    .where("driver_id", "in", driverIds)
    .groupBy("driver_id")
    .execute();
}

export function ratingsBy(db: Executor, companyId: string, ratedBy: string, driverIds: string[]) {
  return db
    .selectFrom("driver_ratings")
    .select(["driver_id", "rating"])
    .where("company_id", "=", companyId)
    .where("rated_by", "=", ratedBy)
    .where("driver_id", "in", driverIds)
    .execute();
}

export async function upsertRating(
  db: Executor,
  row: {
    id: string;
    company_id: string;
    driver_id: string;
    rated_by: string;
    rating: number;
    now: string;
  },
) {
  await db
    .insertInto("driver_ratings")
    .values({
      id: row.id,
      company_id: row.company_id,
      driver_id: row.driver_id,
      rated_by: row.rated_by,
      rating: row.rating,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) =>
      oc
        .columns(["company_id", "driver_id", "rated_by"])
        .doUpdateSet({ rating: row.rating, updated_at: row.now }),
    )
    .execute();
}
