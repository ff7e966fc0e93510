import type { Scheduler } from "../../clock.js";
import type { Config } from "../../config.js";
import type { Metrics } from "../../metrics/metrics.js";
import type { ModuleCore, ServerModule } from "../../module.js";
import type { BillingService } from "../billing/billing.service.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import { createAlertsService } from "./alerts.service.js";
import { deviceTokensRoutes } from "./device-tokens.routes.js";
import { createDeviceTokensService } from "./device-tokens.service.js";
import { lockDrivers } from "./driver-positions.repo.js";
import { createIngestService, type IngestCounting } from "./ingest.service.js";
import { createLiveService, type HaulPhases } from "./live.service.js";
import { osmandRoutes } from "./osmand.routes.js";
import { positionsRoutes } from "./positions.routes.js";
import { createPositionsService } from "./positions.service.js";
import { registerTrackingChannels } from "./tracking.realtime.js";
import { trackingRoutes } from "./tracking.routes.js";
import { alertSweepWorker, positionRetentionWorker } from "./tracking.workers.js";

/**
 * Holds these drivers' position writes until the transaction ends (PostgreSQL): what ingest
 * takes, and what anything else that must not interleave with a driver's uploads takes too.
 */
export const lockDriverPositions = lockDrivers;

/**
 * Live tracking: ingest from browsers and tracker apps, live reads within the plan, alerts,
 * device tokens, and the position reads other modules build on.
 */
export function createTrackingModule(
  deps: ModuleCore & {
    config: Config["tracking"];
    notifications: Pick<NotificationsService, "deliver">;
    /** Runs the grace checks of alerts (a closed page that may be a reload). */
    scheduler: Scheduler;
    billing: Pick<BillingService, "entitlementsOf">;
    jobs: Pick<JobsService, "requireContractorJob">;
    companies: Pick<CompaniesService, "memberRoleOf">;
    /** Told about each committed group of uploads (METRICS_TOKEN set). */
    metrics?: Pick<Metrics, "ingestGroup">;
    /** Counts visits and load cycles from each group of fixes stored. */
    counting?: IngestCounting;
    /** Where drivers are in their haul, for live maps. */
    haulOf?: HaulPhases;
    /** Duty a tracker app's reports start and end (the profiles module keeps duty). */
    profiles: Pick<ProfilesService, "startTrackerShift" | "endTrackerShift">;
  },
) {
  const { db, clock, events, config, jobs, companies, profiles } = deps;
  const positions = createPositionsService(deps);
  const ingest = createIngestService({
    ...deps,
    retentionDays: config.retentionDays,
    dailyFixLimit: config.dailyFixLimit,
    startTrackerShift: profiles.startTrackerShift,
  });
  const live = createLiveService({
    db,
    clock,
    events,
    entitlementsOf: deps.billing.entitlementsOf,
    requireContractorJob: jobs.requireContractorJob,
    memberRoleOf: (companyId, userId) => companies.memberRoleOf(db, companyId, userId),
    // Companies have no time zone of their own yet: days are UTC days until they do.
    timeZoneOf: async () => "UTC",
    haulOf: deps.haulOf,
  });
  const alerts = createAlertsService({
    db,
    clock,
    events,
    notifications: deps.notifications,
    later: deps.scheduler.later,
    endTrackerShift: profiles.endTrackerShift,
  });
  const deviceTokens = createDeviceTokensService(deps);

  events.on("tracking.updated", (payload) => alerts.onTrackingUpdated(payload));
  events.on("driver.duty_changed", ({ driverId, by }, event) =>
    alerts.onDutyChanged(driverId, new Date(event.at), by),
  );
  events.on("driver.removed", ({ companyId, driverId }, event) =>
    alerts.onDriverRemoved(companyId, driverId, new Date(event.at)),
  );

  return {
    positions,
    ingest,
    live,
    alerts,
    deviceTokens,
    async routes(app) {
      await app.register(positionsRoutes, { ingest });
      await app.register(osmandRoutes, { ingest, deviceTokens, clock });
      await app.register(trackingRoutes, { live, alerts });
      await app.register(deviceTokensRoutes, { deviceTokens });
    },
    channels(hub) {
      registerTrackingChannels({ hub, events, live, alerts, jobs });
    },
    workers: [alertSweepWorker(alerts), positionRetentionWorker(db, config.retentionDays)],
  } satisfies ServerModule;
}
