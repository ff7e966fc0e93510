import { z } from "zod";
import { validationMessages } from "./account-messages.js";
import { JobBillingFields } from "./customers.js";
import { statusLabel } from "./drivers.js";
import { type ListOrder, listPageFields, listQueryFields } from "./lists.js";
import { isProductDay } from "./time.js";

export const jobStatuses = ["active", "pending", "completed", "closed", "inactive"] as const;
export const JobStatusSchema = z.enum(jobStatuses, {
  error: `Status must be one of: ${jobStatuses.join(", ")}`,
});
export type JobStatus = z.infer<typeof JobStatusSchema>;

/** Jobs a driver may ask to join. */
export const OPEN_JOB_STATUSES: readonly JobStatus[] = ["active", "pending"];

/** Badge colours (spec part 2 §4): active green, completed blue, pending yellow, others grey. */
export function jobStatusTone(status: string): "green" | "blue" | "yellow" | "grey" {
  if (status === "active") return "green";
  if (status === "completed") return "blue";
  if (status === "pending") return "yellow";
  return "grey";
}

/** Status shown capitalised with underscores as spaces. */
export const jobStatusLabel = statusLabel;

/** 'JOB-' plus the last 6 digits of the time in milliseconds (spec part 2 §9). */
export function jobNumberAt(timeMs: number): string {
  return `JOB-${String(Math.trunc(timeMs)).slice(-6).padStart(6, "0")}`;
}

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} can be at most ${max} characters` });

export const StartDateSchema = z
  .string({ error: "Start date is required" })
  .trim()
  .min(1, { error: "Start date is required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Start date must be a date" })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: "Start date must be a date",
    },
  )
  .refine(isProductDay, { error: validationMessages.dateOutOfRange });

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, { error: `${label} must be between -${limit} and ${limit}` })
    .max(limit, { error: `${label} must be between -${limit} and ${limit}` })
    .nullable()
    .optional();

const jobFields = {
  title: required("Title", 200),
  description: required("Description", 5000),
  location: required("Location", 300),
  startDate: StartDateSchema,
  locationAddress: z
    .string()
    .trim()
    .max(300)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional(),
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
};

export const CreateJobInputSchema = z.strictObject(jobFields);
export type CreateJobInput = z.input<typeof CreateJobInputSchema>;

const SiteIdSchema = z
  .string({ error: "Choose a site, or null for none" })
  .trim()
  .min(1, { error: "Choose a site, or null for none" })
  .max(64)
  .nullable();

export const UpdateJobInputSchema = z
  .strictObject({
    ...jobFields,
    status: JobStatusSchema,
    /** The haul route: the site trucks load at, and the site they dump at (null for none). */
    loadSiteId: SiteIdSchema,
    dumpSiteId: SiteIdSchema,
    ...JobBillingFields,
  })
  .partial();
export type UpdateJobInput = z.input<typeof UpdateJobInputSchema>;

export const JobSchema = z.object({
  id: z.string(),
  jobNumber: z.string(),
  title: z.string(),
  description: z.string(),
  status: JobStatusSchema,
  location: z.string(),
  locationAddress: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  startDate: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  documentCount: z.number().int(),
  /** The haul route: where its trucks load and dump (sites of the company), or null. */
  loadSiteId: z.string().nullable(),
  dumpSiteId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who the work is billed to: the company's own business, never shown outside it. */
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  purchaseOrder: z.string().nullable(),
});
export type Job = z.infer<typeof JobSchema>;

/** A job as people outside its office read it (drivers, viewers): without its billing. */
export const PublicJobSchema = JobSchema.omit({
  customerId: true,
  customerName: true,
  purchaseOrder: true,
});

export const JobListSchema = z.object({ jobs: z.array(JobSchema) });
export type JobList = z.infer<typeof JobListSchema>;

export const jobSorts = ["created", "startDate", "number", "title", "site", "status"] as const;
export type JobSort = (typeof jobSorts)[number];
/** The newest job first until asked otherwise; other keys ascending at first. */
export const jobListOrder: ListOrder<JobSort> = {
  fallback: "created",
  first: {
    created: "desc",
    startDate: "asc",
    number: "asc",
    title: "asc",
    site: "asc",
    status: "asc",
  },
};

/** `GET /api/jobs`: search number, title and site; filter by status; sort; page. */
export const CompanyJobListQuerySchema = z.object({
  ...listQueryFields(jobSorts),
  status: JobStatusSchema.optional(),
});
export type CompanyJobListQuery = z.infer<typeof CompanyJobListQuerySchema>;

/** The company's jobs by status. */
export const JobCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  pending: z.number().int(),
  completed: z.number().int(),
  closed: z.number().int(),
  inactive: z.number().int(),
});
export type JobCounts = z.infer<typeof JobCountsSchema>;

/** The company's jobs, one page of them, with the counts the page header shows. */
export const CompanyJobListSchema = JobListSchema.extend({
  ...listPageFields,
  counts: JobCountsSchema,
});
export type CompanyJobList = z.infer<typeof CompanyJobListSchema>;

/** How the reader of a job's read-only view relates to it, which decides what they may do. */
export const jobAccesses = ["contractor", "driver", "viewer"] as const;
export type JobAccess = (typeof jobAccesses)[number];

/** A job as its read-only view shows it to its company, its drivers and people given access. */
export type PublicJob = z.infer<typeof PublicJobSchema>;

/** A driver's own jobs. */
export const DriverJobListSchema = z.object({ jobs: z.array(PublicJobSchema) });

export const JobViewSchema = PublicJobSchema.extend({ access: z.enum(jobAccesses) });
export type JobView = z.infer<typeof JobViewSchema>;

export const assignmentStatuses = ["active", "pending", "removed"] as const;

export const JobDriverSchema = z.object({
  driverId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  status: z.enum(assignmentStatuses),
  requestedAt: z.string().nullable(),
  joinedAt: z.string().nullable(),
});
export type JobDriver = z.infer<typeof JobDriverSchema>;

/** A job's roster: its drivers and the requests to join it. */
export const JobDriverListSchema = z.object({ drivers: z.array(JobDriverSchema) });

export const AssignDriverInputSchema = z.strictObject({ driverId: z.string().min(1).max(64) });

/** Where a driver stands with a job they may ask to join. */
export const AvailableJobSchema = PublicJobSchema.extend({
  joinRequest: z.enum(["none", "pending"]),
});
export type AvailableJob = z.infer<typeof AvailableJobSchema>;

export const AvailableJobListSchema = z.object({ jobs: z.array(AvailableJobSchema) });

/** A request to join waits for the contractor's approval. */
export const JoinRequestResultSchema = z.object({ status: z.literal("pending") });

/**
 * How the searcher relates to a job site, which decides what choosing it opens: the company's
 * own job (its detail page), a job the driver works (its read-only view) or an open job the
 * driver may ask to join.
 */
export const searchRelations = ["company", "assigned", "open"] as const;

export const JobSearchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  jobNumber: z.string(),
  companyName: z.string(),
  relation: z.enum(searchRelations),
});
export type JobSearchResult = z.infer<typeof JobSearchResultSchema>;

export const JobSearchResultListSchema = z.object({ results: z.array(JobSearchResultSchema) });

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RESULT_LIMIT = 20;
