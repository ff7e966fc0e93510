import type { LivePosition, TrackingAlert } from "@haulwise/domain";

/**
 * Every domain event the server announces, by name, with what it carries. Adding an event is
 * one line here; services emit it with `events.emit(name, payload)` once their change has
 * committed, and anything may subscribe with `events.on(name, handler)`.
 *
 * Names are `<entity>.<what happened>`, past tense. Payloads are plain JSON (ids and the few
 * facts a listener cannot read back later, such as a deleted file's name), so the same event
 * can cross to other instances through PostgreSQL NOTIFY. Every event about a company's work
 * carries `companyId`, so listeners can route it without a query.
 */
export type EventCatalogue = {
  "company.updated": { companyId: string };
  "driver.joined": { companyId: string; driverId: string; email: string };
  /**
   * A driver's membership ended: `removed` by the company, or `left` by switching role.
   * `withdrawnRequests`: jobs whose waiting join request ended with the membership.
   */
  "driver.removed": {
    companyId: string;
    driverId: string;
    withdrawnRequests: string[];
    reason: "removed" | "left";
  };
  /** `by`: the driver's own switch, or a tracker app's reports starting or ending a shift. */
  "driver.duty_changed": { driverId: string; onDuty: boolean; by: "driver" | "tracker" };
  /** Someone changed role: whatever their open sockets follow is checked again. */
  "profile.role_changed": { userId: string; role: "contractor" | "driver" };
  "truck.changed": { companyId: string; truckId: string };
  "job.created": { companyId: string; jobId: string };
  "job.updated": { companyId: string; jobId: string };
  "job.join_requested": { companyId: string; jobId: string; driverId: string };
  "job.join_approved": { companyId: string; jobId: string; driverId: string };
  "job.join_declined": { companyId: string; jobId: string; driverId: string };
  "job.driver_assigned": { companyId: string; jobId: string; driverId: string };
  "job.driver_unassigned": { companyId: string; jobId: string; driverId: string };
  /** `userIds`: only the people who could not open the job before. */
  "job.shared": { companyId: string; jobId: string; userIds: string[] };
  "job.access_revoked": { companyId: string; jobId: string; userId: string };
  "document.sent": {
    companyId: string;
    jobId: string;
    documentId: string;
    driverId: string;
    fileName: string;
  };
  "document.deleted": {
    companyId: string;
    jobId: string;
    documentId: string;
    driverId: string | null;
  };
  /** A load recorded (started or delivered), completed, corrected, voided, approved or sent back. */
  "load.changed": {
    companyId: string;
    jobId: string;
    loadId: string;
    change: "recorded" | "completed" | "corrected" | "voided" | "approved" | "sent_back";
  };
  /** A job's customer approved a day's tickets or disputed one through a share link. */
  "customer.reviewed": {
    companyId: string;
    jobId: string;
    reviewId: string;
    verdict: "approved" | "disputed";
    reviewerName: string;
    day: string | null;
    loadNumber: number | null;
  };
  /** A delivered ticket went back to its driver with a note of what to check. */
  "load.sent_back": {
    companyId: string;
    jobId: string;
    loadId: string;
    driverId: string | null;
    loadNumber: number;
    note: string;
  };
  /** A driver's hours of a day on a job were approved or sent back to them (with `note`). */
  "hours.reviewed": {
    companyId: string;
    jobId: string;
    entryId: string;
    driverId: string;
    day: string;
    outcome: "approved" | "sent_back";
    note: string | null;
  };
  /** An invoice was drafted, issued, sent, paid or voided. */
  "invoice.changed": { companyId: string; invoiceId: string; change: string };
  /** A pay statement was drafted, changed, issued or voided; `payeeUserId` when a driver is paid. */
  "pay_statement.changed": {
    companyId: string;
    statementId: string;
    change: string;
    payeeUserId: string | null;
    number: number;
    netCents: number;
  };
  "notification.created": { userId: string; notificationId: string };
  /** Notifications of this person were resolved or withdrawn. */
  "notification.changed": { userId: string };
  /** A driver's live position or tracking state changed: once per upload and on every state change. */
  "tracking.updated": {
    companyId: string;
    driverId: string;
    jobIds: string[];
    position: LivePosition;
  };
  /** The contractor changed which drivers stay on the live map under the plan limit. */
  "tracking.live_drivers_changed": { companyId: string };
  "alert.opened": { companyId: string; alert: TrackingAlert };
  "alert.cleared": { companyId: string; alert: TrackingAlert };
  /** A site drawn, edited or archived; `fenceChanged` when what it counts changed too. */
  "site.changed": { companyId: string; siteId: string; fenceChanged: boolean };
  /** A driver's truck was placed at a site (a visit began; it may yet be a drive-through). */
  "site.visit_started": {
    companyId: string;
    driverId: string;
    siteId: string;
    visitId: string;
    arrivedAt: string;
  };
  /** A visit ended: the truck has been seen outside for a minute, or a silence was bridged. */
  "site.visit_ended": {
    companyId: string;
    driverId: string;
    siteId: string;
    visitId: string;
    arrivedAt: string;
    departedAt: string;
    inferred: boolean;
  };
  /** A load cycle was counted live (load-site visit, then dump-site visit). */
  "cycle.counted": { companyId: string; jobId: string; driverId: string; cycleId: string };
  /** Fixes arrived older than the last one counted: the driver waits for a recount. */
  "cycles.recount_asked": { companyId: string; driverId: string };
  /** These drivers' visits and cycles were counted again (late fixes, sites or routes changed). */
  "cycles.recounted": { companyId: string; driverIds: string[] };
  /** The company's plan, period, renewal or payment state changed, as its provider confirmed. */
  "subscription.changed": { companyId: string };
};
