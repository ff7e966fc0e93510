import { type JobStatusChanged, topics } from "@haulwise/domain";
import type { Db } from "../../db/database.js";
import type { EventBus } from "../../events/bus.js";
import { allowedBy, lastWins } from "../../realtime/channel.js";
import type { RealtimeHub } from "../../realtime/hub.js";
import * as repo from "./jobs.repo.js";
import type { JobsService } from "./jobs.service.js";

/**
 * `job:{id}:status` for everyone who may view the job; people who gain or lose access to a job
 * (shared with them or revoked, put on it or taken off, removed from the company) are checked
 * again at once.
 */
export function registerJobChannels(deps: {
  hub: RealtimeHub;
  events: EventBus;
  db: Db;
  jobs: Pick<JobsService, "accessTo">;
}) {
  const { hub, events, db, jobs } = deps;

  async function statusOf(jobId: string): Promise<JobStatusChanged> {
    const job = await repo.findJob(db, jobId);
    return { jobId, status: job?.status ?? "unknown" };
  }

  hub.register<JobStatusChanged>({
    scope: "job",
    channel: "status",
    authorise: allowedBy(jobs.accessTo),
    snapshot: statusOf,
    ...lastWins<JobStatusChanged>(),
  });

  events.on("job.updated", async ({ jobId }) => {
    const topic = topics.jobStatus(jobId);
    if (hub.wanted(topic)) hub.publish(topic, await statusOf(jobId));
  });
  // Access gained counts as a change too: a topic refused a moment ago may be theirs now.
  events.on("job.shared", ({ userIds }) => {
    for (const userId of userIds) hub.recheckUser(userId);
  });
  events.on("job.driver_assigned", ({ driverId }) => hub.recheckUser(driverId));
  events.on("job.join_approved", ({ driverId }) => hub.recheckUser(driverId));
  events.on("job.access_revoked", ({ userId }) => hub.recheckUser(userId));
  events.on("job.driver_unassigned", ({ driverId }) => hub.recheckUser(driverId));
  events.on("driver.removed", ({ driverId }) => hub.recheckUser(driverId));
  // A new role may follow none of what the old one did (a company's map, a job's status).
  events.on("profile.role_changed", ({ userId }) => hub.recheckUser(userId));
}
