import type { ModuleCore, ServerModule } from "../../module.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import { ratesRoutes } from "./rates.routes.js";
import { createRatesService } from "./rates.service.js";
import { createSettlements } from "./settlements.js";

/**
 * What each job's customer pays and what its drivers and hired trucks are paid, from a start
 * day on; `settlements` is where issued documents say which days they have settled.
 */
export function createRatesModule(
  deps: ModuleCore & {
    jobs: JobsService;
    companies: CompaniesService;
    profiles: ProfilesService;
    trucks: TrucksService;
  },
) {
  const settlements = createSettlements();
  const rates = createRatesService({ ...deps, settledThrough: settlements.settledThrough });
  return {
    rates,
    settlements,
    async routes(app) {
      await app.register(ratesRoutes, { rates });
    },
  } satisfies ServerModule;
}
