import type { MigrationDb, MigrationFactory } from "./types.js";

/**
 * The language each person reads Haulwise in, and the one an invitation was written in.
 *
 * - `users.language`: chosen in Account Settings, or the language the sign-up page was shown in;
 *   null follows the browser's. On `users` rather than `profiles` because the verification
 *   e-mail goes out at sign-up, before a profile exists.
 * - `invitations.language`: the inviter's language when they sent it, so a resent invitation
 *   reads as the first one did.
 *
 * Nullable columns: ALTER TABLE ADD COLUMN, no table rebuild.
 */
export const language: MigrationFactory = () => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable("users").addColumn("language", "text").execute();
    await db.schema.alterTable("invitations").addColumn("language", "text").execute();
  },
});
