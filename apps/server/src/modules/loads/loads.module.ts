import type { ModuleCore, ServerModule } from "../../module.js";
import type { Storage } from "../../storage/storage.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import { createLoadReportsService } from "./load-reports.service.js";
import { registerLoadChannels } from "./loads.realtime.js";
import { loadsRoutes } from "./loads.routes.js";
import { createLoadsService } from "./loads.service.js";
import { metricsRoutes } from "./metrics.routes.js";
import { createMetricsService } from "./metrics.service.js";

/**
 * Load tickets (recorded, completed, corrected, voided), the company's load reports and
 * daily metrics, and change notices on `company:{id}:loads` and `job:{id}:loads`.
 */
export function createLoadsModule(
  deps: ModuleCore & {
    storage: Storage;
    jobs: JobsService;
    companies: CompaniesService;
    profiles: ProfilesService;
  },
) {
  const loads = createLoadsService(deps);
  const loadReports = createLoadReportsService(deps);
  const metrics = createMetricsService(deps);
  return {
    loads,
    loadReports,
    metrics,
    async routes(app) {
      await app.register(loadsRoutes, { loads, reports: loadReports });
      await app.register(metricsRoutes, { metrics });
    },
    channels(hub) {
      registerLoadChannels({ hub, events: deps.events, jobs: deps.jobs });
    },
  } satisfies ServerModule;
}
