import type { ModuleCore, ServerModule } from "../../module.js";
import { sitesRoutes } from "./sites.routes.js";
import { createSitesService } from "./sites.service.js";

export type SitesModule = ReturnType<typeof createSitesModule>;

/** A company's fenced places: drawn, edited and archived by its contractor, read by its drivers. */
export function createSitesModule(deps: ModuleCore) {
  const sites = createSitesService(deps);
  return {
    sites,
    async routes(app) {
      await app.register(sitesRoutes, { sites });
    },
  } satisfies ServerModule;
}
