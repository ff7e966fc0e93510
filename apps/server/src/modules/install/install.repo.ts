import type { Executor } from "../../db/database.js";

/** Whether anybody has an account here yet. */
export async function anyoneSignedUp(db: Executor): Promise<boolean> {
  const row = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  return row !== undefined;
}
