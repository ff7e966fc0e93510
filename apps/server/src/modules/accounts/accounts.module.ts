import type { DeferredAuth } from "../../auth/deferred-auth.js";
import type { ServerModule } from "../../module.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import { accountsRoutes } from "./accounts.routes.js";
import { createAccountsService } from "./accounts.service.js";

/** The Danger Zone: closing an account for good. */
export function createAccountsModule(deps: { profiles: ProfilesService; auth: DeferredAuth }) {
  const accounts = createAccountsService(deps);
  return {
    accounts,
    async routes(app) {
      await app.register(accountsRoutes, { accounts, auth: deps.auth });
    },
  } satisfies ServerModule;
}
