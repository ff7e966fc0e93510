import type { Translator } from "../../i18n/translator.js";
import type { ModuleCore, ServerModule } from "../../module.js";
import type { Storage } from "../../storage/storage.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { CyclesService } from "../cycles/cycles.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { ShiftsService } from "../shifts/shifts.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import { loadApprovalsRoutes } from "./load-approvals.routes.js";
import { createLoadApprovalsService } from "./load-approvals.service.js";
import { createLoadEvidence, type RouteReader } from "./load-evidence.js";
import { createLoadReportsService } from "./load-reports.service.js";
import { registerLoadChannels } from "./loads.realtime.js";
import { loadsRoutes } from "./loads.routes.js";
import { createLoadsService } from "./loads.service.js";
import { metricsRoutes } from "./metrics.routes.js";
import { createMetricsService } from "./metrics.service.js";
import { createTicketHolds } from "./ticket-holds.js";

/**
 * Load tickets (recorded, completed, corrected, voided, approved), the company's load reports,
 * daily metrics and daily approval, and change notices on `company:{id}:loads` and
 * `job:{id}:loads`. `holds` is where the documents that bill or pay a ticket register, so a
 * ticket on one is never voided.
 */
export function createLoadsModule(
  deps: ModuleCore & {
    storage: Storage;
    jobs: JobsService;
    companies: CompaniesService;
    profiles: ProfilesService;
    trucks: TrucksService;
    shifts: ShiftsService;
    /** Loads counted from GPS: a ticket for one takes its times, reports show them beside. */
    cycles?: Pick<
      CyclesService,
      "deliveryOf" | "countedAndTicketed" | "reconciliationDay" | "cycleOfTicket"
    >;
    /** A driver's fixes in a range: the route a load's evidence draws. */
    routeOf?: RouteReader;
    /** The words of the evidence PDF and the CSV export, in the language of who asks. */
    translator: Translator;
  },
) {
  const holds = createTicketHolds();
  const loads = createLoadsService({ ...deps, holds });
  const loadReports = createLoadReportsService(deps);
  const metrics = createMetricsService(deps);
  const evidence = createLoadEvidence({ ...deps, loads });
  const approvals = createLoadApprovalsService({
    ...deps,
    loads,
    holds,
    // Tickets no counted load explains are flagged, and counted loads with no ticket listed.
    reconciliationDay: deps.cycles?.reconciliationDay,
  });
  return {
    loads,
    loadReports,
    metrics,
    approvals,
    holds,
    async routes(app) {
      await app.register(loadsRoutes, { loads, reports: loadReports, evidence });
      await app.register(loadApprovalsRoutes, { approvals });
      await app.register(metricsRoutes, { metrics });
    },
    channels(hub) {
      registerLoadChannels({ hub, events: deps.events, jobs: deps.jobs });
    },
  } satisfies ServerModule;
}
