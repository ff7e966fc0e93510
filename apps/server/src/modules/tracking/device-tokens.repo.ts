import type { Insertable } from "kysely";
import type { Db } from "../../db/database.js";
import type { DeviceTokensTable } from "../../db/schema.js";

export function listForUser(db: Db, userId: string) {
  return db
    .selectFrom("device_tokens")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
}

export async function countForUser(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("device_tokens")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insert(db: Db, token: Insertable<DeviceTokensTable>) {
  await db.insertInto("device_tokens").values(token).execute();
}

export async function deleteOwn(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("device_tokens")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function findByHash(db: Db, hash: string) {
  return db
    .selectFrom("device_tokens")
    .select(["id", "user_id", "last_used_at"])
    .where("token_hash", "=", hash)
    .executeTakeFirst();
}

export async function touch(db: Db, id: string, at: string) {
  await db.updateTable("device_tokens").set({ last_used_at: at }).where("id", "=", id).execute();
}

/** When each of these drivers' tracker apps last reported, by driver; never-used ones left out. */
export function lastReportsOf(db: Db, userIds: string[]) {
  return db
    .selectFrom("device_tokens")
    .select((eb) => ["user_id", eb.fn.max("last_used_at").as("at")])
    .where("user_id", "in", userIds)
    .where("last_used_at", "is not", null)
    .groupBy("user_id")
    .execute();
}
