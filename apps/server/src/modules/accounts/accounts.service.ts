import { type DeleteAccountInput, messages } from "@haulwise/domain";
import type { Actor } from "../../auth/actor.js";
import { badRequest } from "../../http/app-error.js";
import type { ProfilesService } from "../profiles/profiles.service.js";

export type AccountsService = ReturnType<typeof createAccountsService>;

/** The Danger Zone: closing an account for good. */
export function createAccountsService(deps: { profiles: ProfilesService }) {
  const { profiles } = deps;

  return {
    /**
     * Deletes the account for real once the person has typed their own e-mail address.
     * Documents and loads other people rely on keep the name snapshot they were stored with.
     */
    async deleteAccount(actor: Actor, input: DeleteAccountInput): Promise<void> {
      if (input.confirmEmail !== actor.email.toLowerCase()) {
        throw badRequest(messages.account.emailMismatch);
      }
      await profiles.deleteAccount(actor.userId);
    },
  };
}
