import { type LoadsChanged, topics } from "@haulwise/domain";
import type { EventBus } from "../../events/bus.js";
import { allowedBy, companyContractors, unionOf } from "../../realtime/channel.js";
import type { RealtimeHub } from "../../realtime/hub.js";
import type { JobsService } from "../jobs/jobs.service.js";

const merge = unionOf<LoadsChanged, "jobIds" | "loadIds">("jobIds", "loadIds");

/**
 * Change notices for loads: the client refetches what they name. The company's contractors
 * follow `company:{id}:loads`; a job's contractors and active drivers follow `job:{id}:loads`.
 */
export function registerLoadChannels(deps: {
  hub: RealtimeHub;
  events: EventBus;
  jobs: Pick<JobsService, "accessTo">;
}) {
  const { hub, events, jobs } = deps;

  hub.register<LoadsChanged>({
    scope: "company",
    channel: "loads",
    authorise: companyContractors,
    snapshot: async () => ({ jobIds: [], loadIds: [] }),
    ...merge,
  });

  hub.register<LoadsChanged>({
    scope: "job",
    channel: "loads",
    // Viewers see a job, not its loads.
    authorise: allowedBy(
      async (actor, jobId) => (await jobs.accessTo(actor, jobId)).access !== "viewer",
    ),
    snapshot: async () => ({ jobIds: [], loadIds: [] }),
    ...merge,
  });

  events.on("load.changed", ({ companyId, jobId, loadId }) => {
    const notice: LoadsChanged = { jobIds: [jobId], loadIds: [loadId] };
    hub.publish(topics.companyLoads(companyId), notice);
    hub.publish(topics.jobLoads(jobId), notice);
  });
}
