import type { DeleteAccountInput } from "@haulwise/domain";
import type { SessionUser } from "../../auth/plugin.js";
import type { Db } from "../../db/database.js";
import { badRequest } from "../../http/app-error.js";
import type { Storage } from "../../storage/storage.js";

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService(deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;

  return {
    /**
     * Deletes the account for real once the person has typed their own e-mail address.
     * Sessions, profile, memberships and position history go with the user row (foreign keys
     * cascade); documents and loads other people rely on keep the name snapshot they were
     * stored with. The profile picture is removed from storage after the rows are gone.
     */
    async deleteAccount(user: SessionUser, input: DeleteAccountInput): Promise<void> {
      if (input.confirmEmail !== user.email.toLowerCase()) {
        throw badRequest("The email you typed does not match this account's email");
      }
      const avatarKey = await db.transaction().execute(async (trx) => {
        const profile = await trx
          .selectFrom("profiles")
          .select("avatar_key")
          .where("id", "=", user.id)
          .executeTakeFirst();
        await trx.deleteFrom("users").where("id", "=", user.id).execute();
        return profile?.avatar_key ?? null;
      });
      if (avatarKey) await storage.delete(avatarKey);
    },
  };
}
