import { sql } from "kysely";
import { compiledQuery, type Param } from "../../db/compiled-query.js";
import type { Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { CompanyRow, MemberRole } from "../../db/schema.js";

/** Member roles that run a company (as opposed to drivers who work for it). */
export const MANAGING_ROLES = ["owner", "contractor"] as const;

export function insertCompany(db: Executor, company: CompanyRow) {
  return db.insertInto("companies").values(company).execute();
}

export function insertMember(
  db: Executor,
  member: { company_id: string; user_id: string; member_role: MemberRole; joined_at: string },
) {
  return db
    .insertInto("company_members")
    .values(member)
    .onConflict((oc) => oc.columns(["company_id", "user_id"]).doNothing())
    .execute();
}

/** A membership; `lock` holds the row until the transaction ends (PostgreSQL). */
export function findMembership(
  db: Executor,
  dialect: Dialect,
  companyId: string,
  userId: string,
  lock = false,
) {
  const query = db
    .selectFrom("company_members")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId);
  return (lock ? dialect.forUpdate(query) : query).executeTakeFirst();
}

export function deleteMembership(db: Executor, companyId: string, userId: string) {
  return db
    .deleteFrom("company_members")
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** The companies a person belongs to, in any role, or only as `role`. */
export function findMemberCompanyIds(db: Executor, userId: string, role?: MemberRole) {
  let query = db.selectFrom("company_members").select("company_id").where("user_id", "=", userId);
  if (role) query = query.where("member_role", "=", role);
  return query.orderBy("company_id").execute();
}

/** The company a contractor runs: the oldest one they manage. */
export function findManagedCompany(db: Executor, userId: string) {
  return db
    .selectFrom("company_members as m")
    .innerJoin("companies as c", "c.id", "m.company_id")
    .selectAll("c")
    .select("m.member_role")
    .where("m.user_id", "=", userId)
    .where("m.member_role", "in", MANAGING_ROLES)
    .orderBy("m.joined_at", "asc")
    .orderBy("m.company_id", "asc")
    .limit(1)
    .executeTakeFirst();
}

/**
 * Who someone is to the server, in one query: their profile role and the company they run
 * (the oldest membership they own or manage, as `findManagedCompany` picks it).
 */
const actorFacts = compiledQuery((db, param: Param<{ userId: string }>) =>
  db
    .selectFrom("users as u")
    .leftJoin("profiles as p", "p.id", "u.id")
    .leftJoin("company_members as m", (join) =>
      join
        .onRef("m.user_id", "=", "u.id")
        .on("m.member_role", "in", MANAGING_ROLES)
        .on(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("company_members as older")
                .select("older.user_id")
                .whereRef("older.user_id", "=", "m.user_id")
                .where("older.member_role", "in", MANAGING_ROLES)
                .where(({ eb, or, and }) =>
                  or([
                    eb("older.joined_at", "<", eb.ref("m.joined_at")),
                    and([
                      eb("older.joined_at", "=", eb.ref("m.joined_at")),
                      eb("older.company_id", "<", eb.ref("m.company_id")),
                    ]),
                  ]),
                ),
            ),
          ),
        ),
    )
    .leftJoin("companies as c", "c.id", "m.company_id")
    .select([
      "p.role",
      "c.id as company_id",
      "c.name as company_name",
      "c.time_zone as company_time_zone",
      "m.member_role",
    ])
    .where("u.id", "=", param("userId")),
);

export function findActorFacts(db: Executor, userId: string) {
  return actorFacts.executeTakeFirst(db, { userId });
}

/** The people who run a company and are contractors now: who hears of its drivers' news. */
export async function findContractorIds(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("company_members as m")
    .innerJoin("profiles as p", "p.id", "m.user_id")
    .select("m.user_id")
    .where("m.company_id", "=", companyId)
    .where("m.member_role", "in", MANAGING_ROLES)
    .where("p.role", "=", "contractor")
    .execute();
  return rows.map((row) => row.user_id);
}

/** A company's drivers with what their cards and the dashboard show, by name. */
export function findDrivers(db: Executor, companyId: string, driverId?: string) {
  let query = db
    .selectFrom("company_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .leftJoin("profiles as p", "p.id", "m.user_id")
    .select([
      "u.id",
      "u.email",
      "p.first_name",
      "p.last_name",
      "p.phone_number",
      "p.avatar_key",
      "p.on_duty",
      "m.joined_at",
    ])
    .where("m.company_id", "=", companyId)
    .where("m.member_role", "=", "driver");
  if (driverId) query = query.where("m.user_id", "=", driverId);
  return query.orderBy("p.first_name").orderBy("p.last_name").execute();
}

/** Which of these addresses already belong to members of the company. */
export function findMemberEmails(db: Executor, companyId: string, emails: string[]) {
  return db
    .selectFrom("company_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select("u.email")
    .where("m.company_id", "=", companyId)
    .where("u.email", "in", emails)
    .execute();
}

export function findCompany(db: Executor, companyId: string) {
  return db.selectFrom("companies").selectAll().where("id", "=", companyId).executeTakeFirst();
}

/** The company row, held until the transaction ends (PostgreSQL) when it is about to change. */
export function findCompanyForUpdate(db: Executor, dialect: Dialect, companyId: string) {
  return dialect
    .forUpdate(db.selectFrom("companies").selectAll().where("id", "=", companyId))
    .executeTakeFirst();
}

export function updateCompany(
  db: Executor,
  companyId: string,
  patch: Partial<Omit<CompanyRow, "id" | "created_at">>,
) {
  return db.updateTable("companies").set(patch).where("id", "=", companyId).execute();
}

/** People related to a company: its members, and anyone granted view access to one of its jobs. */
function relatedToCompany(db: Executor, userId: string) {
  return db
    .selectFrom("company_members")
    .select("company_id")
    .where("user_id", "=", userId)
    .union(
      db
        .selectFrom("job_permissions as p")
        .innerJoin("jobs as j", "j.id", "p.job_id")
        .select("j.company_id")
        .where("p.user_id", "=", userId),
    );
}

/** Whether `viewerId` is a member of the company or holds a grant on one of its jobs. */
export async function isRelatedToCompany(db: Executor, viewerId: string, companyId: string) {
  const row = await db
    .selectFrom(relatedToCompany(db, viewerId).as("r"))
    .select("r.company_id")
    .where("r.company_id", "=", companyId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether two people work for or with a common company: both members, or one a member and
 * the other granted a job of it. Two viewers of the same company share nothing.
 */
export async function shareACompany(db: Executor, viewerId: string, subjectId: string) {
  const members = (userId: string) =>
    db.selectFrom("company_members").select("company_id").where("user_id", "=", userId);
  const row = await db
    .selectFrom(relatedToCompany(db, viewerId).as("v"))
    .innerJoin(relatedToCompany(db, subjectId).as("s"), "s.company_id", "v.company_id")
    .select("v.company_id")
    .where((eb) =>
      eb.or([
        eb("v.company_id", "in", members(viewerId)),
        eb("s.company_id", "in", members(subjectId)),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds `bytes` to the company's usage if the total stays within `quota`; false if it would not. */
export async function reserveStorage(
  db: Executor,
  companyId: string,
  bytes: number,
  quota: number,
): Promise<boolean> {
  await db
    .insertInto("company_storage")
    .values({ company_id: companyId, used_bytes: 0 })
    .onConflict((oc) => oc.column("company_id").doNothing())
    .execute();
  const result = await db
    .updateTable("company_storage")
    .set({ used_bytes: sql`used_bytes + ${bytes}` })
    .where("company_id", "=", companyId)
    .where(sql<boolean>`used_bytes + ${bytes} <= ${quota}`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function releaseStorage(db: Executor, companyId: string, bytes: number) {
  await db
    .updateTable("company_storage")
    .set({
      used_bytes: sql`case when used_bytes > ${bytes} then used_bytes - ${bytes} else 0 end`,
    })
    .where("company_id", "=", companyId)
    .execute();
}
