import type { FastifyInstance } from "fastify";
import type { Actor } from "../../auth/actor.js";
import type { Clock, Scheduler } from "../../clock.js";
import type { Config } from "../../config.js";
import type { DatabaseHandle } from "../../db/database.js";
import type { EventBus } from "../../events/bus.js";
import type { RealtimeHub } from "../../realtime/hub.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import { createAlertsService } from "./alerts.service.js";
import { deviceTokensRoutes } from "./device-tokens.routes.js";
import { createDeviceTokensService } from "./device-tokens.service.js";
import { createIngestService } from "./ingest.service.js";
import { createLiveService } from "./live.service.js";
import { osmandRoutes } from "./osmand.routes.js";
import { positionsRoutes } from "./positions.routes.js";
import { registerTrackingChannels } from "./tracking.realtime.js";
import { trackingRoutes } from "./tracking.routes.js";
import { alertSweepWorker, positionRetentionWorker } from "./tracking.workers.js";

export type TrackingModule = ReturnType<typeof createTrackingModule>;

/**
 * Live tracking, assembled: ingest from browsers and tracker apps, live reads within the
 * plan, alerts, device tokens, their routes, workers and realtime channels.
 */
export function createTrackingModule(deps: {
  database: DatabaseHandle;
  clock: Clock;
  events: EventBus;
  config: Config["tracking"];
  notifications: Pick<NotificationsService, "deliver">;
  /** Runs the grace checks of alerts (a closed page that may be a reload). */
  scheduler: Scheduler;
  entitlementsOf(companyId: string): Promise<{ truckLimit: number | null }>;
  requireContractorJob(actor: Actor, jobId: string): Promise<{ id: string }>;
  memberRoleOf(companyId: string, userId: string): Promise<string | null>;
}) {
  const { database, clock, events, config } = deps;
  const db = database.db;
  const ingest = createIngestService({
    db,
    dialect: database.dialect,
    clock,
    events,
    retentionDays: config.retentionDays,
  });
  const live = createLiveService({
    db,
    clock,
    events,
    entitlementsOf: deps.entitlementsOf,
    requireContractorJob: deps.requireContractorJob,
    memberRoleOf: deps.memberRoleOf,
    // Companies have no time zone of their own yet: days are UTC days until they do.
    timeZoneOf: async () => "UTC",
  });
  const alerts = createAlertsService({
    db,
    clock,
    events,
    notifications: deps.notifications,
    later: deps.scheduler.later,
  });
  const deviceTokens = createDeviceTokensService({ db, clock });

  events.on("tracking.updated", (payload) => alerts.onTrackingUpdated(payload));
  events.on("driver.duty_changed", ({ driverId }, event) =>
    alerts.onDutyChanged(driverId, new Date(event.at)),
  );
  events.on("driver.removed", ({ companyId, driverId }, event) =>
    alerts.onDriverRemoved(companyId, driverId, new Date(event.at)),
  );

  return {
    ingest,
    live,
    alerts,
    deviceTokens,
    workers: [alertSweepWorker(alerts), positionRetentionWorker(db, config.retentionDays)],

    registerChannels(hub: RealtimeHub) {
      registerTrackingChannels({
        hub,
        events,
        live,
        alerts,
        requireContractorJob: deps.requireContractorJob,
      });
    },

    async routes(app: FastifyInstance) {
      await app.register(positionsRoutes, { ingest });
      await app.register(osmandRoutes, { ingest, deviceTokens, clock });
      await app.register(trackingRoutes, { live, alerts });
      await app.register(deviceTokensRoutes, { deviceTokens });
    },
  };
}
