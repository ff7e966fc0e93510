import type { ModuleCore, ServerModule } from "../../module.js";
import type { Storage } from "../../storage/storage.js";
import { companiesRoutes } from "./companies.routes.js";
import { createCompaniesService } from "./companies.service.js";

/** Companies and who belongs to them: the one place memberships are read and changed. */
export function createCompaniesModule(
  deps: ModuleCore & { storage: Storage; storageQuotaBytes: number },
) {
  const companies = createCompaniesService(deps);
  return {
    companies,
    async routes(app) {
      await app.register(companiesRoutes, { companies });
    },
  } satisfies ServerModule;
}
