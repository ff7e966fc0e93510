import type { ModuleCore, ServerModule } from "../../module.js";
import { searchRoutes } from "./search.routes.js";
import { createSearchService } from "./search.service.js";

/** The top bar's job-site search, over the companies the person belongs to. */
export function createSearchModule(deps: ModuleCore) {
  const search = createSearchService(deps);
  return {
    search,
    async routes(app) {
      await app.register(searchRoutes, { search });
    },
  } satisfies ServerModule;
}
