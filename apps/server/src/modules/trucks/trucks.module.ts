import type { ModuleCore, ServerModule } from "../../module.js";
import type { CompaniesService } from "../companies/companies.service.js";
import { trucksRoutes } from "./trucks.routes.js";
import { createTrucksService } from "./trucks.service.js";

/**
 * The company's fleet: trucks, their status and who drives them. The service is handed the
 * services it calls (here companies), never their repos.
 */
export function createTrucksModule(deps: ModuleCore & { companies: CompaniesService }) {
  const trucks = createTrucksService(deps);
  return {
    trucks,
    async routes(app) {
      await app.register(trucksRoutes, { trucks });
    },
  } satisfies ServerModule;
}
