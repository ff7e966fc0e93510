import type { Transaction } from "kysely";
import type { Db } from "../../db/database.js";
import type { Database, InvitationsTable } from "../../db/schema.js";

type Executor = Db | Transaction<Database>;

const withInviter = (db: Executor) =>
  db
    .selectFrom("invitations as i")
    .leftJoin("profiles as p", "p.id", "i.invited_by")
    .select([
      "i.id",
      "i.company_id",
      "i.email",
      "i.status",
      "i.expires_at",
      "i.accepted_at",
      "i.created_at",
      "p.first_name as inviter_first_name",
      "p.last_name as inviter_last_name",
    ]);

export type InvitationRow = Awaited<ReturnType<typeof findForCompany>>[number];

export function findForCompany(db: Executor, companyId: string) {
  return withInviter(db)
    .where("i.company_id", "=", companyId)
    .orderBy("i.created_at", "desc")
    .execute();
}

export function findOneForCompany(db: Executor, companyId: string, id: string) {
  return withInviter(db)
    .where("i.company_id", "=", companyId)
    .where("i.id", "=", id)
    .executeTakeFirst();
}

export function findPendingByEmails(
  db: Executor,
  companyId: string,
  emails: string[],
  now: string,
) {
  return db
    .selectFrom("invitations")
    .select("email")
    .where("company_id", "=", companyId)
    .where("status", "=", "pending")
    .where("expires_at", ">", now)
    .where("email", "in", emails)
    .execute();
}

export function findMemberEmails(db: Executor, companyId: string, emails: string[]) {
  return db
    .selectFrom("company_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select("u.email")
    .where("m.company_id", "=", companyId)
    .where("u.email", "in", emails)
    .execute();
}

export function insertInvitations(db: Executor, rows: InvitationsTable[]) {
  return db.insertInto("invitations").values(rows).execute();
}

export function deleteInvitations(db: Executor, ids: string[]) {
  return db.deleteFrom("invitations").where("id", "in", ids).execute();
}

export function findByTokenHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom("invitations as i")
    .innerJoin("companies as c", "c.id", "i.company_id")
    .leftJoin("profiles as p", "p.id", "i.invited_by")
    .select([
      "i.id",
      "i.company_id",
      "i.email",
      "i.status",
      "i.expires_at",
      "c.name as company_name",
      "p.first_name as inviter_first_name",
      "p.last_name as inviter_last_name",
    ])
    .where("i.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export function userExistsWithEmail(db: Executor, email: string) {
  return db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
}

export function updateInvitation(
  db: Executor,
  id: string,
  patch: Partial<Omit<InvitationsTable, "id" | "company_id" | "email">>,
) {
  return db.updateTable("invitations").set(patch).where("id", "=", id).executeTakeFirst();
}

/** Marks a pending invitation used; only one of two concurrent acceptances can win. */
export async function claimPending(db: Executor, id: string, userId: string, now: string) {
  const result = await db
    .updateTable("invitations")
    .set({ status: "accepted", accepted_by: userId, accepted_at: now, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
