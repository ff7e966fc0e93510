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

/** The values a notification's words are written with: names already cut to fit. */
export type NotificationValues = Record<string, string | number>;

/** A notification's English, as the specification's examples and the tests read it. */
export type NotificationText = { title: string; body: string };

/**
 * One kind of notification: the values its words take from what happened, and its English.
 * The catalogues hold the same words under `notification.<kind>.title` and `.body` (a test
 * holds the English copy to this one), so each reader sees them in their own language.
 */
function kind<A extends unknown[], V extends NotificationValues>(
  valuesOf: (...args: A) => V,
  english: (values: V) => NotificationText,
) {
  return { valuesOf, english };
}

const job = (ref: JobRef) => ({ job: clip(ref.title), jobNumber: ref.jobNumber });

const kinds = {
  driverJoined: kind(
    (driver: string, company: string, email: string) => ({
      driver: clip(driver),
      company: clip(company),
      email,
    }),
    (v) => ({
      title: `${v.driver} joined ${v.company}`,
      body: `${v.email} accepted your invitation and is now one of your drivers.`,
    }),
  ),
  joinRequested: kind(
    (driver: string, ref: JobRef) => ({ driver: clip(driver), ...job(ref) }),
    (v) => ({
      title: `${v.driver} asked to join ${v.job}`,
      body: `Approve or decline it on the Active Drivers tab of #${v.jobNumber}.`,
    }),
  ),
  assigned: kind(
    (company: string, ref: JobRef) => ({ company: clip(company), ...job(ref) }),
    (v) => ({ title: `You're on ${v.job}`, body: `${v.company} added you to #${v.jobNumber}.` }),
  ),
  requestApproved: kind(
    (company: string, ref: JobRef) => ({ company: clip(company), ...job(ref) }),
    (v) => ({
      title: `You're on ${v.job}`,
      body: `${v.company} approved your request to join #${v.jobNumber}.`,
    }),
  ),
  requestDeclined: kind(
    (company: string, ref: JobRef) => ({ company: clip(company), ...job(ref) }),
    (v) => ({
      title: `Your request to join ${v.job} was declined`,
      body: `${v.company} did not add you to #${v.jobNumber}. You can ask again from Find Available Jobs.`,
    }),
  ),
  unassigned: kind(
    (company: string, ref: JobRef) => ({ company: clip(company), ...job(ref) }),
    (v) => ({ title: `You're off ${v.job}`, body: `${v.company} took you off #${v.jobNumber}.` }),
  ),
  documentSent: kind(
    (fileName: string, ref: JobRef) => ({ fileName: clip(fileName), ...job(ref) }),
    (v) => ({ title: `New document: ${v.fileName}`, body: `For ${v.job} (#${v.jobNumber}).` }),
  ),
  jobShared: kind(
    (company: string, ref: JobRef) => ({ company: clip(company), ...job(ref) }),
    (v) => ({
      title: `${v.company} shared ${v.job} with you`,
      body: `You can open #${v.jobNumber} to view it; only its company can change it.`,
    }),
  ),
  removedFromCompany: kind(
    (company: string) => ({ company: clip(company) }),
    (v) => ({
      title: `${v.company} removed you from its drivers`,
      body: "Its jobs and documents no longer show in your lists.",
    }),
  ),
  driverIdle: kind(
    (driver: string) => ({ driver: clip(driver) }),
    (v) => ({
      title: messages.tracking.mayBeInactive(v.driver),
      body: "On a job and sharing their location, but in one place for over 10 minutes.",
    }),
  ),
  customerApproved: kind(
    (reviewer: string, day: string, ref: JobRef) => ({
      reviewer: clip(reviewer),
      day,
      ...job(ref),
    }),
    (v) => ({
      title: `${v.reviewer} approved the tickets of ${v.day} on ${v.job}`,
      body: `Signed off through the share link of #${v.jobNumber}.`,
    }),
  ),
  customerDisputed: kind(
    (reviewer: string, loadNumber: number, ref: JobRef) => ({
      reviewer: clip(reviewer),
      loadNumber,
      ...job(ref),
    }),
    (v) => ({
      title: `${v.reviewer} disputed load #${v.loadNumber} on ${v.job}`,
      body: `Read their comment on #${v.jobNumber}, and send them the load's evidence.`,
    }),
  ),
  ticketSentBack: kind(
    (loadNumber: number, ref: JobRef, note: string) => ({
      loadNumber,
      note: clip(note),
      ...job(ref),
    }),
    (v) => ({
      title: `Load #${v.loadNumber} on ${v.job} was sent back`,
      body: `Your contractor asks: ${v.note}. Correct the ticket from your recent loads.`,
    }),
  ),
  hoursSentBack: kind(
    (day: string, ref: JobRef, note: string) => ({ day, note: clip(note), ...job(ref) }),
    (v) => ({
      title: `Your hours for ${v.day} on ${v.job} were sent back`,
      body: `Your contractor asks: ${v.note}. Submit the day's metrics again.`,
    }),
  ),
  payStatementIssued: kind(
    (company: string, number: number, net: string) => ({ company: clip(company), number, net }),
    (v) => ({
      title: `Pay statement ${v.number} from ${v.company}`,
      body: `Net pay ${v.net}. Open it to see every load and deduction.`,
    }),
  ),
  stoppedSharing: kind(
    // "named" picks the sentence: ICU has no null, and "A driver" is words to translate.
    (driver: string | null) => ({
      named: driver ? "yes" : "no",
      driver: driver ? clip(driver) : "",
    }),
    (v) => ({
      title: messages.tracking.stoppedSharing(v.named === "yes" ? v.driver : null),
      body: "Haulwise was closed or the driver went off duty; the map shows where they were last.",
    }),
  ),
};

type Kinds = typeof kinds;

/** Each kind of notification the server sends; its words are `notification.<kind>.*`. */
export type NotificationKind = keyof Kinds;

/** What a notification says, kept with it so each reader reads it in their own language. */
export type NotificationWords = { kind: NotificationKind; values: NotificationValues };

/** The words of a notification, by kind, from what happened. */
export const notificationWords = Object.fromEntries(
  Object.entries(kinds).map(([name, definition]) => [
    name,
    (...args: never[]) => ({
      kind: name,
      values: (definition.valuesOf as (...a: never[]) => NotificationValues)(...args),
    }),
  ]),
) as { [K in NotificationKind]: (...args: Parameters<Kinds[K]["valuesOf"]>) => NotificationWords };

/** True for a kind this version knows (stored words outlive releases). */
export const isNotificationKind = (name: unknown): name is NotificationKind =>
  typeof name === "string" && Object.hasOwn(kinds, name);

/** A notification's English, from its words. */
export function notificationEnglish({ kind: name, values }: NotificationWords): NotificationText {
  return (kinds[name].english as (values: NotificationValues) => NotificationText)(values);
}

/** Titles and bodies of the notifications the server sends, in English; shared with tests. */
export const notificationTexts = Object.fromEntries(
  Object.keys(kinds).map((name) => [
    name,
    (...args: never[]) =>
      notificationEnglish(
        (notificationWords as Record<string, (...a: never[]) => NotificationWords>)[name]!(...args),
      ),
  ]),
) as { [K in NotificationKind]: (...args: Parameters<Kinds[K]["valuesOf"]>) => NotificationText };
