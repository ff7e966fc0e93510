import type { Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { InvitationsTable } from "../../db/schema.js";

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

/** The stored state of one invitation, held until the transaction ends (PostgreSQL). */
export function findStatusForUpdate(db: Executor, dialect: Dialect, companyId: string, id: string) {
  return dialect
    .forUpdate(
      db
        .selectFrom("invitations")
        .select(["id", "email", "status", "token_hash", "expires_at", "language"])
        .where("company_id", "=", companyId)
        .where("id", "=", id),
    )
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

export function insertInvitations(db: Executor, rows: InvitationsTable[]) {
  return db.insertInto("invitations").values(rows).execute();
}

export function deleteInvitations(db: Executor, ids: string[]) {
  return db.deleteFrom("invitations").where("id", "in", ids).execute();
}

/** The invitation a link carries, with the name of the company that sent it. */
export function findByTokenHash(db: Executor, tokenHash: string) {
  return withInviter(db)
    .innerJoin("companies as c", "c.id", "i.company_id")
    .select("c.name as company_name")
    .where("i.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export function updateInvitation(
  db: Executor,
  id: string,
  patch: Partial<Omit<InvitationsTable, "id" | "company_id" | "email">>,
) {
  return db.updateTable("invitations").set(patch).where("id", "=", id).executeTakeFirst();
}

/** Puts back the link an invitation had, unless it has moved on from `replacedHash` since. */
export function restoreLink(
  db: Executor,
  id: string,
  replacedHash: string,
  previous: { token_hash: string; expires_at: string },
) {
  return db
    .updateTable("invitations")
    .set(previous)
    .where("id", "=", id)
    .where("token_hash", "=", replacedHash)
    .executeTakeFirst();
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
