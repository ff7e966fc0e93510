import { type LoadsChanged, type SiteEvent, type SiteEventsUpdate, topics } from "@haulwise/domain";
import type { Actor } from "../../auth/actor.js";
import type { Db } from "../../db/database.js";
import type { EventBus } from "../../events/bus.js";
import { latestBy } from "../../realtime/channel.js";
import type { RealtimeHub } from "../../realtime/hub.js";
import type { JobsService } from "../jobs/jobs.service.js";
import * as repo from "./cycles.repo.js";
import type { CyclesService } from "./cycles.service.js";

const byId = latestBy<SiteEventsUpdate, "events", "id">("events", "id");

/**
 * The `cycles` topics: arrivals, departures and counted cycles as they happen. A company's
 * contractors follow `company:{id}:cycles`, a job's contractors `job:{id}:cycles` (its feed),
 * and a driver `user:{id}:cycles` (the "add ticket" prompt). A counted cycle also tells the
 * loads topics, so stat cards and summaries refresh their counted loads.
 */
export function registerCycleChannels(deps: {
  hub: RealtimeHub;
  events: EventBus;
  db: Db;
  cycles: CyclesService;
  jobs: Pick<JobsService, "requireContractorJob">;
}) {
  const { hub, events, db, cycles, jobs } = deps;
  const runsCompany = (actor: Actor, companyId: string) =>
    actor.role === "contractor" && actor.company?.id === companyId;

  hub.register<SiteEventsUpdate>({
    scope: "company",
    channel: "cycles",
    authorise: async (actor, companyId) => runsCompany(actor, companyId),
    snapshot: async (companyId) => ({ events: await cycles.companyFeed(companyId) }),
    ...byId,
  });

  hub.register<SiteEventsUpdate>({
    scope: "job",
    channel: "cycles",
    authorise: (actor, jobId) =>
      jobs.requireContractorJob(actor, jobId).then(
        () => true,
        () => false,
      ),
    snapshot: async (jobId) => ({ events: await cycles.jobFeed(jobId) }),
    ...byId,
  });

  hub.register<SiteEventsUpdate>({
    scope: "user",
    channel: "cycles",
    authorise: async (actor, userId) => actor.userId === userId,
    snapshot: async () => ({ events: [] }),
    ...byId,
  });

  /** Sends named events to the company and to each job whose route the site is on. */
  async function publish(
    companyId: string,
    driverId: string,
    items: Array<Omit<SiteEvent, "driverName" | "siteName" | "jobId">>,
  ) {
    const companyTopic = topics.companyCycles(companyId);
    const jobIds = await repo.findJobsServing(db, companyId, driverId, items[0]!.siteId);
    const wanted =
      hub.wanted(companyTopic) || jobIds.some((jobId) => hub.wanted(topics.jobCycles(jobId)));
    if (!wanted) return;
    const named = await cycles.siteEvents(items.map((item) => ({ ...item, jobId: null })));
    hub.publish(companyTopic, { events: named });
    for (const jobId of jobIds) {
      hub.publish(topics.jobCycles(jobId), { events: named.map((event) => ({ ...event, jobId })) });
    }
  }

  events.on("site.visit_started", ({ companyId, driverId, siteId, visitId, arrivedAt }) =>
    publish(companyId, driverId, [
      {
        id: `${visitId}:arrived`,
        kind: "arrived",
        driverId,
        siteId,
        at: arrivedAt,
        inferred: false,
        cycleId: null,
      },
    ]),
  );

  events.on(
    "site.visit_ended",
    ({ companyId, driverId, siteId, visitId, arrivedAt, departedAt, inferred }) =>
      publish(companyId, driverId, [
        {
          id: `${visitId}:arrived`,
          kind: "arrived",
          driverId,
          siteId,
          at: arrivedAt,
          inferred,
          cycleId: null,
        },
        {
          id: `${visitId}:departed`,
          kind: "departed",
          driverId,
          siteId,
          at: departedAt,
          inferred,
          cycleId: null,
        },
      ]),
  );

  events.on("cycle.counted", async ({ companyId, jobId, driverId, cycleId }) => {
    const cycle = await repo.findCycle(db, cycleId);
    if (cycle) {
      const [event] = await cycles.siteEvents([
        {
          id: `${cycleId}:cycle`,
          kind: "cycle",
          jobId,
          driverId,
          siteId: cycle.dump_site_id,
          at: cycle.dump_departed_at,
          inferred: Boolean(cycle.inferred),
          cycleId,
        },
      ]);
      const update: SiteEventsUpdate = { events: [event!] };
      hub.publish(topics.companyCycles(companyId), update);
      hub.publish(topics.jobCycles(jobId), update);
      hub.publish(topics.userCycles(driverId), update);
    }
    const notice: LoadsChanged = { jobIds: [jobId], loadIds: [] };
    hub.publish(topics.companyLoads(companyId), notice);
    hub.publish(topics.jobLoads(jobId), notice);
  });

  events.on("cycles.recounted", async ({ companyId, driverIds }) => {
    hub.refresh(topics.companyCycles(companyId));
    const jobIds = await repo.findRoutedJobIds(db, companyId);
    for (const jobId of jobIds) hub.refresh(topics.jobCycles(jobId));
    for (const driverId of driverIds) hub.refresh(topics.userCycles(driverId));
    hub.publish(topics.companyLoads(companyId), { jobIds, loadIds: [] } satisfies LoadsChanged);
  });
}
