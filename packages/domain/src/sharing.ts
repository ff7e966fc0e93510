import { z } from "zod";
import { JobStatusSchema } from "./jobs.js";
import { HaulTotalsSchema, loadStatuses, quantityUnits } from "./loads.js";
import { sharingMessages as m } from "./sharing-messages.js";
import { isProductDay, isProductInstant } from "./time.js";
import { LivePositionSchema } from "./tracking.js";

/**
 * Share links: a contractor hands one job to its customer as a link that opens without an
 * account. The link is a bearer secret, so its token is shown once and stored hashed.
 */
export const SHARING = {
  /** Every token starts so: the request log redacts it wherever it appears. */
  tokenPrefix: "hwsl_",
  /** Random bytes in a token (256 bits). */
  tokenBytes: 32,
  /** The longest a dated link may last. */
  maxDays: 366,
  /** Working links per job: enough for every person at a customer, few enough to review. */
  maxActiveLinksPerJob: 50,
  /** How often an open shared page reads the job again (positions and revocation). */
  refreshMs: 5_000,
  /** Presets of the share dialog. */
  dayMs: 24 * 3_600_000,
  weekMs: 7 * 24 * 3_600_000,
} as const;

/** How much a link holder may write when approving or disputing. */
export const SHARING_REVIEW = { nameMax: 80, commentMax: 1000 } as const;

/** `expiresAt`: an instant in the future, or null for "until the job ends". */
export const CreateShareLinkInputSchema = z.strictObject({
  expiresAt: z.iso
    .datetime({ offset: true, error: m.expiryInPast })
    .refine(isProductInstant, { error: m.expiryInPast })
    .nullable(),
});
export type CreateShareLinkInput = z.input<typeof CreateShareLinkInputSchema>;

/** What creating a link answers: the only time its URL (and so its token) is shown. */
export const CreatedShareLinkSchema = z.object({
  id: z.string(),
  url: z.string(),
  expiresAt: z.string().nullable(),
});
export type CreatedShareLink = z.infer<typeof CreatedShareLinkSchema>;

export const shareLinkStatuses = ["active", "expired", "revoked"] as const;
export type ShareLinkStatus = (typeof shareLinkStatuses)[number];

/** A job's link as its contractors list it; the token is never shown again. */
export const ShareLinkSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  sharedByName: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(shareLinkStatuses),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

export const ShareLinkListSchema = z.object({ links: z.array(ShareLinkSchema) });
export type ShareLinkList = z.infer<typeof ShareLinkListSchema>;

/** A token as it arrives in a path: checked for shape before any database sees it. */
export const ShareTokenParamsSchema = z.object({
  token: z
    .string()
    .min(SHARING.tokenPrefix.length + 40, { error: m.linkGone })
    .max(120, { error: m.linkGone })
    .regex(/^[A-Za-z0-9_-]+$/, { error: m.linkGone }),
});

/** One load as the customer sees it: the ticket, never a driver's contact details. */
export const SharedLoadSchema = z.object({
  id: z.string(),
  loadNumber: z.number().int(),
  status: z.enum(loadStatuses),
  driverName: z.string(),
  truckNumber: z.string().nullable(),
  materialType: z.string().nullable(),
  quantity: z.number().nullable(),
  quantityUnit: z.enum(quantityUnits),
  ticketNumber: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The day the load belongs to in the company's calendar (completion, else start). */
  day: z.string(),
  hasPhoto: z.boolean(),
});
export type SharedLoad = z.infer<typeof SharedLoadSchema>;

const ReviewerNameSchema = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, { error: m.nameRequired })
  .max(SHARING_REVIEW.nameMax, { error: m.nameTooLong(SHARING_REVIEW.nameMax) });

/** `POST /api/shared/{token}/days/{day}/approve`: who signs the day off. */
export const ApproveSharedDayInputSchema = z.strictObject({ name: ReviewerNameSchema });
export type ApproveSharedDayInput = z.input<typeof ApproveSharedDayInputSchema>;

export const SharedDayParamsSchema = ShareTokenParamsSchema.extend({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dayInvalid })
    .refine(isProductDay, {
      error: m.dayInvalid,
    }),
});

/** `POST /api/shared/{token}/loads/{loadId}/dispute`: who disputes a ticket, and why. */
export const DisputeSharedLoadInputSchema = z.strictObject({
  name: ReviewerNameSchema,
  comment: z
    .string({ error: m.commentRequired })
    .trim()
    .min(1, { error: m.commentRequired })
    .max(SHARING_REVIEW.commentMax, { error: m.commentTooLong(SHARING_REVIEW.commentMax) }),
});
export type DisputeSharedLoadInput = z.input<typeof DisputeSharedLoadInputSchema>;

export const customerVerdicts = ["approved", "disputed"] as const;

/** What a link holder said: a day approved, or one load disputed with a comment. */
export const CustomerReviewSchema = z.object({
  id: z.string(),
  verdict: z.enum(customerVerdicts),
  day: z.string().nullable(),
  loadId: z.string().nullable(),
  loadNumber: z.number().int().nullable(),
  reviewerName: z.string(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerReview = z.infer<typeof CustomerReviewSchema>;

export const CustomerReviewListSchema = z.object({ reviews: z.array(CustomerReviewSchema) });

/** `GET /api/shared/{token}`: the one job a link opens, and nothing else. */
export const SharedJobSchema = z.object({
  job: z.object({
    title: z.string(),
    jobNumber: z.string(),
    status: JobStatusSchema,
    location: z.string(),
    companyName: z.string(),
    customerName: z.string().nullable(),
    purchaseOrder: z.string().nullable(),
  }),
  sharedByName: z.string(),
  expiresAt: z.string().nullable(),
  /** Today in the company's calendar, to group loads by. */
  today: z.string(),
  timeZone: z.string(),
  totals: HaulTotalsSchema,
  loads: z.array(SharedLoadSchema),
  positions: z.array(LivePositionSchema),
  /** What link holders have approved and disputed, newest first. */
  reviews: z.array(CustomerReviewSchema),
});
export type SharedJob = z.infer<typeof SharedJobSchema>;
