import type { ModuleCore, ServerModule } from "../../module.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { PositionsService } from "../tracking/positions.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import { dashboardRoutes } from "./dashboard.routes.js";
import { createDashboardService } from "./dashboard.service.js";

/** The contractor's general dashboard: figures over the fleet's stored state. */
export function createDashboardModule(
  deps: ModuleCore & {
    companies: CompaniesService;
    trucks: TrucksService;
    positions: PositionsService;
  },
) {
  const dashboard = createDashboardService(deps);
  return {
    dashboard,
    async routes(app) {
      await app.register(dashboardRoutes, { dashboard });
    },
  } satisfies ServerModule;
}
