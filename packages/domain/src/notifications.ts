import { z } from "zod";
import { messages } from "./messages.js";

/** How many notifications one page of the notification centre holds, by default and at most. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_MAX = 50;

/**
 * A path inside the app ("/jobs/123"), never an address elsewhere: a notification must not
 * become a way to send someone to another site. `//host` and `/\host` are other sites too.
 */
export const AppLinkSchema = z
  .string()
  .max(500, { error: "Links can be at most 500 characters" })
  .refine((link) => /^\/(?![/\\])/.test(link) && !/[\s\\]/.test(link), {
    error: "A link must be a path inside Haulwise, such as /jobs",
  });

/** One entry of a person's notification centre, as the API returns it. */
export const NotificationSchema = z.object({
  id: z.string(),
  /** What happened, for icons and filtering: "invitation.accepted", "job.assigned", ... */
  type: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  /** Where choosing the notification takes the person, when somewhere. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  /**
   * When what it was about was dealt with or went away (the request answered, the document
   * deleted). A resolved notification is read and has no link: there is nothing left to open.
   */
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** Newest first; `nextCursor` fetches the page after this one, null on the last page. */
export const NotificationPageSchema = z.object({
  notifications: z.array(NotificationSchema),
  unreadCount: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** How many notifications "Mark all as read" changed. */
export const MarkAllReadResultSchema = z.object({ marked: z.number().int() });

export const ListNotificationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be at least 1" })
    .max(NOTIFICATION_PAGE_MAX, { error: `limit can be at most ${NOTIFICATION_PAGE_MAX}` })
    .default(NOTIFICATION_PAGE_SIZE),
  cursor: z.string().min(1).max(300).optional(),
});
export type ListNotificationsQuery = z.input<typeof ListNotificationsQuerySchema>;

/** What another module hands the notifications service to tell one person something. */
export const CreateNotificationInputSchema = z.strictObject({
  userId: z.string().min(1),
  type: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9_.-]+$/, { error: "A notification type is lowercase words joined by dots" }),
  title: z.string().trim().min(1, { error: "A notification needs a title" }).max(200),
  body: z.string().trim().max(1000).optional(),
  link: AppLinkSchema.optional(),
});
export type CreateNotificationInput = z.input<typeof CreateNotificationInputSchema>;

/**
 * Names and titles people typed can be long; each one is cut to this many characters inside a
 * notification, so a title always fits its 200 and still says what happened.
 */
const NAME_IN_NOTIFICATION_MAX = 80;

function clip(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > NAME_IN_NOTIFICATION_MAX
    ? `${trimmed.slice(0, NAME_IN_NOTIFICATION_MAX - 1).trimEnd()}…`
    : trimmed;
}

/** What a notification is about; the web app may pick icons by it. */
export const NOTIFICATION_TYPES = {
  driverJoined: "invitation.accepted",
  joinRequested: "job.join_requested",
  assigned: "job.assigned",
  requestApproved: "job.request_approved",
  requestDeclined: "job.request_declined",
  unassigned: "job.unassigned",
  documentSent: "document.sent",
  jobShared: "job.shared",
  removedFromCompany: "company.driver_removed",
  driverIdle: "tracking.idle",
  stoppedSharing: "tracking.stopped",
  ticketSentBack: "load.sent_back",
  hoursSentBack: "hours.sent_back",
  payStatementIssued: "pay.statement_issued",
  customerApproved: "customer.approved",
  customerDisputed: "customer.disputed",
} as const;

/** Where each notification takes the person who chooses it. */
export const notificationLinks = {
  drivers: "/drivers",
  jobDrivers: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}?tab=drivers`,
  driverJobs: "/driver-jobs",
  driverDocuments: "/driver-documents",
  jobView: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}/view`,
  liveMap: "/contractor-dashboard?tab=tracking",
  driverDashboard: "/driver-dashboard",
  /** The job's Metrics & Loads tab, where the customer's sign-off is shown. */
  jobLoads: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}?tab=metrics`,
  myPayStatement: (statementId: string) => `/my-pay/${encodeURIComponent(statementId)}`,
} as const;

type JobRef = { title: string; jobNumber: string };

/** Titles and bodies of the notifications the server sends; shared with tests. */
export const notificationTexts = {
  driverJoined: (driver: string, company: string, email: string) => ({
    title: `${clip(driver)} joined ${clip(company)}`,
    body: `${email} accepted your invitation and is now one of your drivers.`,
  }),
  joinRequested: (driver: string, job: JobRef) => ({
    title: `${clip(driver)} asked to join ${clip(job.title)}`,
    body: `Approve or decline it on the Active Drivers tab of #${job.jobNumber}.`,
  }),
  assigned: (company: string, job: JobRef) => ({
    title: `You're on ${clip(job.title)}`,
    body: `${clip(company)} added you to #${job.jobNumber}.`,
  }),
  requestApproved: (company: string, job: JobRef) => ({
    title: `You're on ${clip(job.title)}`,
    body: `${clip(company)} approved your request to join #${job.jobNumber}.`,
  }),
  requestDeclined: (company: string, job: JobRef) => ({
    title: `Your request to join ${clip(job.title)} was declined`,
    body: `${clip(company)} did not add you to #${job.jobNumber}. You can ask again from Find Available Jobs.`,
  }),
  unassigned: (company: string, job: JobRef) => ({
    title: `You're off ${clip(job.title)}`,
    body: `${clip(company)} took you off #${job.jobNumber}.`,
  }),
  documentSent: (fileName: string, job: JobRef) => ({
    title: `New document: ${clip(fileName)}`,
    body: `For ${clip(job.title)} (#${job.jobNumber}).`,
  }),
  jobShared: (company: string, job: JobRef) => ({
    title: `${clip(company)} shared ${clip(job.title)} with you`,
    body: `You can open #${job.jobNumber} to view it; only its company can change it.`,
  }),
  removedFromCompany: (company: string) => ({
    title: `${clip(company)} removed you from its drivers`,
    body: "Its jobs and documents no longer show in your lists.",
  }),
  driverIdle: (driver: string) => ({
    title: messages.tracking.mayBeInactive(clip(driver)),
    body: "On a job and sharing their location, but in one place for over 10 minutes.",
  }),
  customerApproved: (reviewer: string, day: string, job: JobRef) => ({
    title: `${clip(reviewer)} approved the tickets of ${day} on ${clip(job.title)}`,
    body: `Signed off through the share link of #${job.jobNumber}.`,
  }),
  customerDisputed: (reviewer: string, loadNumber: number, job: JobRef) => ({
    title: `${clip(reviewer)} disputed load #${loadNumber} on ${clip(job.title)}`,
    body: `Read their comment on #${job.jobNumber}, and send them the load's evidence.`,
  }),
  ticketSentBack: (loadNumber: number, job: JobRef, note: string) => ({
    title: `Load #${loadNumber} on ${clip(job.title)} was sent back`,
    body: `Your contractor asks: ${clip(note)}. Correct the ticket from your recent loads.`,
  }),
  hoursSentBack: (day: string, job: JobRef, note: string) => ({
    title: `Your hours for ${day} on ${clip(job.title)} were sent back`,
    body: `Your contractor asks: ${clip(note)}. Submit the day's metrics again.`,
  }),
  payStatementIssued: (company: string, number: number, net: string) => ({
    title: `Pay statement ${number} from ${clip(company)}`,
    body: `Net pay ${net}. Open it to see every load and deduction.`,
  }),
  stoppedSharing: (driver: string | null) => ({
    title: messages.tracking.stoppedSharing(driver ? clip(driver) : null),
    body: "Haulwise was closed or the driver went off duty; the map shows where they were last.",
  }),
} as const;
