import type { Transaction } from "kysely";
import type { Db } from "../../db/database.js";
import type { Database, NewProfile, ProfileUpdate } from "../../db/schema.js";

type Executor = Db | Transaction<Database>;

/** The account and profile of one user (the profile columns are null when there is none). */
export function findAccountWithProfile(db: Executor, userId: string) {
  return db
    .selectFrom("users as u")
    .leftJoin("profiles as p", "p.id", "u.id")
    .select([
      "u.id",
      "u.email",
      "u.email_verified",
      "u.created_at as user_created_at",
      "p.id as profile_id",
      "p.first_name",
      "p.last_name",
      "p.phone_number",
      "p.role",
      "p.avatar_key",
      "p.driver_license_number",
      "p.driver_license_state",
      "p.driver_license_expiry",
      "p.years_of_experience",
      "p.address_line1",
      "p.city",
      "p.state",
      "p.zip_code",
      "p.created_at",
      "p.updated_at",
    ])
    .where("u.id", "=", userId)
    .executeTakeFirst();
}

export async function insertProfileIfMissing(db: Executor, profile: NewProfile) {
  const result = await db
    .insertInto("profiles")
    .values(profile)
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function updateProfile(db: Executor, userId: string, patch: ProfileUpdate) {
  return db.updateTable("profiles").set(patch).where("id", "=", userId).execute();
}

export function updateUserName(db: Executor, userId: string, name: string, now: string) {
  return db.updateTable("users").set({ name, updated_at: now }).where("id", "=", userId).execute();
}

export function findAvatarKey(db: Executor, userId: string) {
  return db.selectFrom("profiles").select("avatar_key").where("id", "=", userId).executeTakeFirst();
}

export function findRole(db: Executor, userId: string) {
  return db.selectFrom("profiles").select("role").where("id", "=", userId).executeTakeFirst();
}
