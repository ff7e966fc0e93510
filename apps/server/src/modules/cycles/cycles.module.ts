import type { Executor } from "../../db/database.js";
import type { Translator } from "../../i18n/translator.js";
import type { ModuleCore, ServerModule } from "../../module.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { SitesService } from "../sites/sites.service.js";
import { createCountingService } from "./counting.service.js";
import { listenForCounting } from "./cycles.listeners.js";
import { registerCycleChannels } from "./cycles.realtime.js";
import { cyclesRoutes } from "./cycles.routes.js";
import { createCyclesService } from "./cycles.service.js";
import { cycleRecountWorker } from "./cycles.workers.js";
import { createReplayService } from "./replay.service.js";
import { createStopsService } from "./stops.service.js";

/**
 * Load cycles counted from GPS: live counting for the ingest, recounts after late fixes and
 * changed sites or routes, the cycles, reconciliation and evidence reads, stops and site
 * suggestions, a driver's day to replay, their routes, realtime feeds and the recount worker.
 */
export function createCyclesModule(
  deps: ModuleCore & {
    jobs: JobsService;
    sites: SitesService;
    companies: CompaniesService;
    translator: Pick<Translator, "wordingFor">;
    profiles: Pick<ProfilesService, "languageOf">;
    /** Holds drivers' position writes until the transaction ends (the ingest's lock). */
    lockDrivers(trx: Executor, driverIds: string[]): Promise<void>;
  },
) {
  const { db, clock, events } = deps;
  const counting = createCountingService(deps);
  const cycles = createCyclesService(deps);
  const stops = createStopsService(deps);
  const replay = createReplayService(deps);
  listenForCounting({ events, clock, counting });

  return {
    counting,
    cycles,
    stops,
    async routes(app) {
      await app.register(cyclesRoutes, { cycles, stops, replay });
    },
    channels(hub) {
      registerCycleChannels({ hub, events, db, cycles, jobs: deps.jobs });
    },
    workers: [cycleRecountWorker(counting)],
  } satisfies ServerModule;
}
