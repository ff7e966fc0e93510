import {
  driverNameOf,
  formatCents,
  NOTIFICATION_TYPES,
  notificationLinks,
  notificationWords,
} from "@haulwise/domain";
import type { EventBus } from "../../events/bus.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { NotificationsService } from "./notifications.service.js";

/** What a notification is about, so it can be resolved when that is dealt with or gone. */
export const notificationSubjects = {
  document: (documentId: string) => `document:${documentId}`,
  joinRequest: (jobId: string, driverId: string) => `join-request:${jobId}:${driverId}`,
  jobAccess: (jobId: string, userId: string) => `job-access:${jobId}:${userId}`,
};

const subjects = notificationSubjects;

/**
 * Tells people what happened to their work, from the events other modules announce after
 * their changes commit. One listener for all of them, so a request is always stored before
 * its answer resolves it.
 */
export function listenForNotifications(deps: {
  events: EventBus;
  notifications: NotificationsService;
  jobs: JobsService;
  companies: CompaniesService;
  profiles: ProfilesService;
}) {
  const { events, notifications, jobs, companies, profiles } = deps;

  async function jobRef(jobId: string) {
    const job = await jobs.summaryOf(jobId);
    if (!job) throw new Error(`job ${jobId} no longer exists`);
    return job;
  }

  async function companyName(companyId: string) {
    const company = await companies.findCompany(companyId);
    if (!company) throw new Error(`company ${companyId} no longer exists`);
    return company.name;
  }

  async function driverName(driverId: string) {
    const name = (await profiles.namesOf([driverId])).get(driverId);
    return driverNameOf(name?.firstName ?? null, name?.lastName ?? null);
  }

  /** Tells one driver what happened to their place on a job; their jobs list is where to look. */
  function tellDriver(
    news: "assigned" | "requestApproved" | "requestDeclined" | "unassigned",
    jobId: string,
    driverId: string,
  ) {
    return notifications.deliver(NOTIFICATION_TYPES[news], async () => {
      const job = await jobRef(jobId);
      const words = notificationWords[news](job.companyName, job);
      return [{ userId: driverId, words, link: notificationLinks.driverJobs }];
    });
  }

  return events.subscribe({
    "driver.joined": ({ companyId, driverId, email }) =>
      notifications.deliver(NOTIFICATION_TYPES.driverJoined, async () => {
        const words = notificationWords.driverJoined(
          await driverName(driverId),
          await companyName(companyId),
          email,
        );
        const contractors = await companies.contractorIdsOf(companyId);
        return contractors.map((userId) => ({ userId, words, link: notificationLinks.drivers }));
      }),

    "driver.removed": async ({ companyId, driverId, withdrawnRequests, reason }) => {
      await notifications.resolve(
        withdrawnRequests.map((jobId) => subjects.joinRequest(jobId, driverId)),
      );
      // A driver who left by taking another role knows it already.
      if (reason === "left") return;
      // No link: none of the company's pages are theirs any more.
      await notifications.deliver(NOTIFICATION_TYPES.removedFromCompany, async () => [
        {
          userId: driverId,
          words: notificationWords.removedFromCompany(await companyName(companyId)),
        },
      ]);
    },

    "job.join_requested": ({ companyId, jobId, driverId }) =>
      notifications.deliver(
        NOTIFICATION_TYPES.joinRequested,
        async () => {
          const words = notificationWords.joinRequested(
            await driverName(driverId),
            await jobRef(jobId),
          );
          const contractors = await companies.contractorIdsOf(companyId);
          return contractors.map((userId) => ({
            userId,
            words,
            link: notificationLinks.jobDrivers(jobId),
          }));
        },
        { subject: subjects.joinRequest(jobId, driverId) },
      ),

    "job.join_approved": async ({ jobId, driverId }) => {
      await notifications.resolve([subjects.joinRequest(jobId, driverId)]);
      await tellDriver("requestApproved", jobId, driverId);
    },

    "job.join_declined": async ({ jobId, driverId }) => {
      await notifications.resolve([subjects.joinRequest(jobId, driverId)]);
      await tellDriver("requestDeclined", jobId, driverId);
    },

    // The customer's word on a shared job goes to everyone who runs its company.
    "customer.reviewed": ({ companyId, jobId, verdict, reviewerName, day, loadNumber }) =>
      notifications.deliver(
        verdict === "approved"
          ? NOTIFICATION_TYPES.customerApproved
          : NOTIFICATION_TYPES.customerDisputed,
        async () => {
          const job = await jobRef(jobId);
          const words =
            verdict === "approved"
              ? notificationWords.customerApproved(reviewerName, day ?? "", job)
              : notificationWords.customerDisputed(reviewerName, loadNumber ?? 0, job);
          const contractors = await companies.contractorIdsOf(companyId);
          return contractors.map((userId) => ({
            userId,
            words,
            link: notificationLinks.jobLoads(jobId),
          }));
        },
      ),

    "load.sent_back": ({ jobId, driverId, loadNumber, note }) =>
      driverId
        ? notifications.deliver(NOTIFICATION_TYPES.ticketSentBack, async () => [
            {
              userId: driverId,
              words: notificationWords.ticketSentBack(loadNumber, await jobRef(jobId), note),
              link: notificationLinks.driverDashboard,
            },
          ])
        : undefined,

    "hours.reviewed": ({ jobId, driverId, day, outcome, note }) =>
      outcome === "sent_back"
        ? notifications.deliver(NOTIFICATION_TYPES.hoursSentBack, async () => [
            {
              userId: driverId,
              words: notificationWords.hoursSentBack(day, await jobRef(jobId), note ?? ""),
              link: notificationLinks.driverDashboard,
            },
          ])
        : undefined,

    "pay_statement.changed": ({ companyId, statementId, change, payeeUserId, number, netCents }) =>
      change === "issued" && payeeUserId
        ? notifications.deliver(NOTIFICATION_TYPES.payStatementIssued, async () => [
            {
              userId: payeeUserId,
              words: notificationWords.payStatementIssued(
                await companyName(companyId),
                number,
                formatCents(netCents),
              ),
              link: notificationLinks.myPayStatement(statementId),
            },
          ])
        : undefined,

    "job.driver_assigned": ({ jobId, driverId }) => tellDriver("assigned", jobId, driverId),

    "job.driver_unassigned": ({ jobId, driverId }) => tellDriver("unassigned", jobId, driverId),

    "job.shared": async ({ jobId, userIds }) => {
      const job = await jobRef(jobId);
      const words = notificationWords.jobShared(job.companyName, job);
      for (const userId of userIds) {
        await notifications.deliver(
          NOTIFICATION_TYPES.jobShared,
          async () => [{ userId, words, link: notificationLinks.jobView(jobId) }],
          { subject: subjects.jobAccess(jobId, userId) },
        );
      }
    },

    "job.access_revoked": ({ jobId, userId }) =>
      notifications.resolve([subjects.jobAccess(jobId, userId)]),

    "document.sent": ({ jobId, documentId, driverId, fileName }) =>
      notifications.deliver(
        NOTIFICATION_TYPES.documentSent,
        async () => [
          {
            userId: driverId,
            words: notificationWords.documentSent(fileName, await jobRef(jobId)),
            link: notificationLinks.driverDocuments,
          },
        ],
        { subject: subjects.document(documentId) },
      ),

    "document.deleted": ({ documentId }) => notifications.withdraw([subjects.document(documentId)]),
  });
}
