import {
  type AlertsUpdate,
  type LivePosition,
  type LocationsUpdate,
  topics,
} from "@haulwise/domain";
import type { EventBus } from "../../events/bus.js";
import { allowedBy, companyContractors, latestBy } from "../../realtime/channel.js";
import type { RealtimeHub } from "../../realtime/hub.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { AlertsService } from "./alerts.service.js";
import type { LiveService } from "./live.service.js";

/**
 * The live-map and alert topics. A position goes to each of the driver's job topics and to
 * the company topic, where only drivers the plan shows reach the sockets; when who could be
 * on the company map changes (a duty switch, a choice, a plan), its subscribers get a fresh
 * snapshot instead.
 */
export function registerTrackingChannels(deps: {
  hub: RealtimeHub;
  events: EventBus;
  live: LiveService;
  alerts: AlertsService;
  jobs: Pick<JobsService, "requireContractorJob">;
}) {
  const { hub, events, live, alerts, jobs } = deps;

  // The snapshot carries the plan's total and limit too; updates carry positions only.
  hub.register<LocationsUpdate>({
    scope: "company",
    channel: "locations",
    authorise: companyContractors,
    snapshot: (companyId) => live.companySnapshot(companyId),
    ...latestBy<LocationsUpdate, "positions", "driverId">("positions", "driverId"),
    // Each instance shapes the company's updates by the view its own subscribers were told:
    // only drivers the plan shows, and a fresh snapshot when who could be shown changed.
    async prepare(companyId, update) {
      const { view, changed } = await live.view(companyId);
      const shown: LivePosition[] = [];
      for (const position of update.positions) {
        if (view.candidates.has(position.driverId) !== (position.state !== "off_duty")) {
          live.forgetView(companyId);
          return "refresh";
        }
        if (view.visible.has(position.driverId)) shown.push(position);
      }
      if (changed) {
        live.forgetView(companyId);
        return "refresh";
      }
      return shown.length > 0 ? { positions: shown } : null;
    },
  });

  hub.register<LocationsUpdate>({
    scope: "job",
    channel: "locations",
    authorise: allowedBy(jobs.requireContractorJob),
    snapshot: (jobId) => live.jobSnapshot(jobId),
    ...latestBy<LocationsUpdate, "positions", "driverId">("positions", "driverId"),
  });

  hub.register<AlertsUpdate>({
    scope: "company",
    channel: "alerts",
    authorise: companyContractors,
    snapshot: async (companyId) => ({ alerts: await alerts.openAlertsOf(companyId) }),
    ...latestBy<AlertsUpdate, "alerts", "id">("alerts", "id"),
  });

  events.on("tracking.updated", ({ companyId, jobIds, position }) => {
    const update: LocationsUpdate = { positions: [position] };
    for (const jobId of jobIds) hub.publish(topics.jobLocations(jobId), update);
    hub.publish(topics.companyLocations(companyId), update);
  });

  function refreshCompany({ companyId }: { companyId: string }) {
    live.forgetView(companyId);
    hub.refresh(topics.companyLocations(companyId));
  }
  events.on("tracking.live_drivers_changed", refreshCompany);
  events.on("subscription.changed", refreshCompany);
  events.on("driver.removed", refreshCompany);

  for (const name of ["alert.opened", "alert.cleared"] as const) {
    events.on(name, ({ companyId, alert }) => {
      hub.publish(topics.companyAlerts(companyId), { alerts: [alert] } satisfies AlertsUpdate);
    });
  }
}
