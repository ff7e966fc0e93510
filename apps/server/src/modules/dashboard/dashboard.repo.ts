import type { Executor } from "../../db/database.js";

/**
 * How many of these drivers did anything between `from` and `to`: a position or a load. One
 * indexed EXISTS per driver, so a day of fixes is never read row by row.
 */
export async function activeDriverCount(
  db: Executor,
  driverIds: string[],
  from: string,
  to: string,
) {
  const row = await db
    .selectFrom("users as u")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("u.id", "in", driverIds)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("location_history as l")
            .select("l.id")
            .whereRef("l.user_id", "=", "u.id")
            .where("l.recorded_at", ">=", from)
            .where("l.recorded_at", "<", to),
        ),
        eb.exists(
          eb
            .selectFrom("loads")
            .select("loads.id")
            .whereRef("loads.driver_id", "=", "u.id")
            .where("loads.updated_at", ">=", from)
            .where("loads.updated_at", "<", to),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
