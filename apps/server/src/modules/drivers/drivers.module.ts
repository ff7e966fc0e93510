import type { ModuleCore, ServerModule } from "../../module.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { DocumentsService } from "../documents/documents.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { LoadsService } from "../loads/loads.service.js";
import type { MetricsService } from "../loads/metrics.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { PositionsService } from "../tracking/positions.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import { driversRoutes } from "./drivers.routes.js";
import { createDriversService } from "./drivers.service.js";

/** A company's drivers as the contractor manages them, and a driver's own duty switch. */
export function createDriversModule(
  deps: ModuleCore & {
    companies: CompaniesService;
    profiles: ProfilesService;
    jobs: JobsService;
    trucks: TrucksService;
    metrics: MetricsService;
    positions: PositionsService;
    loads: Pick<LoadsService, "freezeForDeparture" | "driverLoadsIn">;
    documents: Pick<DocumentsService, "sentToDriverIn">;
  },
) {
  const drivers = createDriversService(deps);
  return {
    drivers,
    async routes(app) {
      await app.register(driversRoutes, { drivers });
    },
  } satisfies ServerModule;
}
