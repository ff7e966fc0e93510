import type { CatalogueKey, NotificationKind } from "@haulwise/domain";

/**
 * Each kind of notification's title and body in the catalogues, written out (a key is never
 * built from parts, so the check for unused keys finds each one).
 */
export const notificationKeys: Record<
  NotificationKind,
  { title: CatalogueKey; body: CatalogueKey }
> = {
  driverJoined: {
    title: "notification.driverJoined.title",
    body: "notification.driverJoined.body",
  },
  joinRequested: {
    title: "notification.joinRequested.title",
    body: "notification.joinRequested.body",
  },
  assigned: { title: "notification.assigned.title", body: "notification.assigned.body" },
  requestApproved: {
    title: "notification.requestApproved.title",
    body: "notification.requestApproved.body",
  },
  requestDeclined: {
    title: "notification.requestDeclined.title",
    body: "notification.requestDeclined.body",
  },
  unassigned: { title: "notification.unassigned.title", body: "notification.unassigned.body" },
  documentSent: {
    title: "notification.documentSent.title",
    body: "notification.documentSent.body",
  },
  jobShared: { title: "notification.jobShared.title", body: "notification.jobShared.body" },
  removedFromCompany: {
    title: "notification.removedFromCompany.title",
    body: "notification.removedFromCompany.body",
  },
  driverIdle: { title: "notification.driverIdle.title", body: "notification.driverIdle.body" },
  customerApproved: {
    title: "notification.customerApproved.title",
    body: "notification.customerApproved.body",
  },
  customerDisputed: {
    title: "notification.customerDisputed.title",
    body: "notification.customerDisputed.body",
  },
  ticketSentBack: {
    title: "notification.ticketSentBack.title",
    body: "notification.ticketSentBack.body",
  },
  hoursSentBack: {
    title: "notification.hoursSentBack.title",
    body: "notification.hoursSentBack.body",
  },
  payStatementIssued: {
    title: "notification.payStatementIssued.title",
    body: "notification.payStatementIssued.body",
  },
  stoppedSharing: {
    title: "notification.stoppedSharing.title",
    body: "notification.stoppedSharing.body",
  },
};
