import type { Translator } from "../../i18n/translator.js";
import type { ModuleCore, ServerModule } from "../../module.js";
import type { Storage } from "../../storage/storage.js";
import type { CompaniesService } from "../companies/companies.service.js";
import { profilesRoutes, sessionRoutes } from "./profiles.routes.js";
import { createProfilesService } from "./profiles.service.js";

/** The person: the session's answer, their account row and the profile beside it. */
export function createProfilesModule(
  deps: ModuleCore & {
    storage: Storage;
    companies: CompaniesService;
    translator: Pick<Translator, "offers">;
  },
) {
  const profiles = createProfilesService(deps);
  return {
    profiles,
    async routes(app) {
      await app.register(sessionRoutes, { profiles });
      await app.register(profilesRoutes, { profiles, companies: deps.companies });
    },
  } satisfies ServerModule;
}
