import type { Selectable } from "kysely";
import type { Executor } from "../../db/database.js";
import type { NotificationsTable } from "../../db/schema.js";

export type NotificationRow = Selectable<NotificationsTable>;

/** Where a page starts: the last entry of the page before it. */
export type PagePosition = { createdAt: string; id: string };

/** Newest first, ties broken by id so paging never skips or repeats an entry. */
export function findPage(db: Executor, userId: string, limit: number, after?: PagePosition) {
  let query = db.selectFrom("notifications").selectAll().where("user_id", "=", userId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("created_at", "<", after.createdAt),
        eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)]),
      ]),
    );
  }
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<string | number>().as("unread"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

export function findOwn(db: Executor, userId: string, id: string) {
  return db
    .selectFrom("notifications")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
}

export function insert(db: Executor, row: NotificationRow) {
  return db.insertInto("notifications").values(row).execute();
}

/** Marks one of the person's own notifications read, keeping the first time it was read. */
export function markRead(db: Executor, userId: string, id: string, now: string) {
  return db
    .updateTable("notifications")
    .set({ read_at: now })
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .where("read_at", "is", null)
    .execute();
}

export async function markAllRead(db: Executor, userId: string, now: string): Promise<number> {
  const result = await db
    .updateTable("notifications")
    .set({ read_at: now })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Marks resolved (and read) every notification about these subjects that is not yet: what
 * they pointed at was dealt with. Answers whose they were.
 */
export async function resolveSubjects(db: Executor, subjects: string[], now: string) {
  const rows = await db
    .updateTable("notifications")
    .set((eb) => ({ resolved_at: now, read_at: eb.fn.coalesce("read_at", eb.val(now)) }))
    .where("subject", "in", subjects)
    .where("resolved_at", "is", null)
    .returning("user_id")
    .execute();
  return rows.map((row) => row.user_id);
}

/** Deletes the notifications about these subjects; whose they were. */
export async function deleteSubjects(db: Executor, subjects: string[]) {
  const rows = await db
    .deleteFrom("notifications")
    .where("subject", "in", subjects)
    .returning("user_id")
    .execute();
  return rows.map((row) => row.user_id);
}
