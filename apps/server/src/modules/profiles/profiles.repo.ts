import type { Executor } from "../../db/database.js";
import type { NewProfile, ProfileUpdate } from "../../db/schema.js";

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
      "u.language",
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

export function findDuty(db: Executor, userId: string) {
  return db.selectFrom("profiles").select("on_duty").where("id", "=", userId).executeTakeFirst();
}

export function findNames(db: Executor, userIds: string[]) {
  return db
    .selectFrom("profiles")
    .select(["id", "first_name", "last_name"])
    .where("id", "in", userIds)
    .execute();
}

export function setOnDuty(db: Executor, userId: string, onDuty: boolean, now: string) {
  return db
    .updateTable("profiles")
    .set({ on_duty: onDuty, duty_source: null, updated_at: now })
    .where("id", "=", userId)
    .execute();
}

/** On duty by a tracker's report, if off duty now; whether it changed anything. */
export async function startTrackerShift(db: Executor, userId: string, now: string) {
  const result = await db
    .updateTable("profiles")
    .set({ on_duty: true, duty_source: "tracker", updated_at: now })
    .where("id", "=", userId)
    .where("on_duty", "=", false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Off duty, if a tracker's report started the duty; whether it changed anything. */
export async function endTrackerShift(db: Executor, userId: string, now: string) {
  const result = await db
    .updateTable("profiles")
    .set({ on_duty: false, duty_source: null, updated_at: now })
    .where("id", "=", userId)
    .where("on_duty", "=", true)
    .where("duty_source", "=", "tracker")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Accounts with exactly these addresses that have verified them. */
export function findVerifiedUsersByEmail(db: Executor, emails: string[]) {
  return db
    .selectFrom("users")
    .select(["id", "email"])
    .where("email", "in", emails)
    .where("email_verified", "=", true)
    .execute();
}

export function findUserIdByEmail(db: Executor, email: string) {
  return db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
}

/** Sessions, profile, memberships and position history go with the user row (cascades). */
export function deleteUser(db: Executor, userId: string) {
  return db.deleteFrom("users").where("id", "=", userId).execute();
}

/** The browser's time zone as sign-up reported it, or null. */
export async function findSignUpTimeZone(db: Executor, userId: string) {
  const row = await db
    .selectFrom("users")
    .select("time_zone")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.time_zone ?? null;
}

export async function findLanguage(db: Executor, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("users")
    .select("language")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.language ?? null;
}

export function updateLanguage(db: Executor, userId: string, language: string | null, now: string) {
  return db
    .updateTable("users")
    .set({ language, updated_at: now })
    .where("id", "=", userId)
    .execute();
}
