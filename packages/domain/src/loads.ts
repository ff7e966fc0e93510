import { z } from "zod";
import { messages } from "./messages.js";
import { isProductDay, isProductInstant } from "./time.js";

/** Units a load's quantity is recorded in (spec part 2 §3). */
export const quantityUnits = ["tons", "cubic_yards", "pounds"] as const;
export type QuantityUnit = (typeof quantityUnits)[number];

/** A load is under way (started at the pit), delivered, or struck off with a reason. */
export const loadStatuses = ["in_progress", "completed", "voided"] as const;
export type LoadStatus = (typeof loadStatuses)[number];

/** Where a ticket (or a day's hours) stands: waiting, approved and locked, or sent back. */
export const approvalStates = ["pending", "approved", "sent_back"] as const;
export type ApprovalState = (typeof approvalStates)[number];

/** What happened to a load, as its history records it. */
export const loadChanges = [
  "recorded",
  "started",
  "completed",
  "corrected",
  "voided",
  "approved",
  "sent_back",
  /** Said through a share link by the job's customer: their day approved, this load disputed. */
  "customer_approved",
  "customer_disputed",
] as const;
export type LoadChangeKind = (typeof loadChanges)[number];

export const POUNDS_PER_TON = 2000;

/** The limits a load ticket is checked against. */
export const LOADS = {
  /** More than any road truck carries: a quantity above this is a typing mistake. */
  maxQuantity: { tons: 100, cubic_yards: 60, pounds: 200_000 } satisfies Record<
    QuantityUnit,
    number
  >,
  materialMaxLength: 100,
  ticketNumberMaxLength: 40,
  reasonMaxLength: 500,
  /** A ticket kept on a device offline is still accepted this long after it was recorded. */
  maxAgeDays: 7,
  /** Device clocks run a little ahead; a time further ahead than this is refused. */
  maxFutureSkewMs: 5 * 60_000,
  /** Ticket photos as phones take them; stored re-encoded, at most this many pixels a side. */
  photoMaxBytes: 15 * 1024 * 1024,
  photoStoredSide: 2000,
  /** A date range covers at most this many days. */
  maxRangeDays: 366,
  /** Rows in one page of the Daily Load Summary; the CSV has them all. */
  pageSize: 100,
  maxPageSize: 500,
  /** Metrics and loads cached in the browser stay usable this long (spec part 2 §9). */
  cacheLifetimeMs: 30 * 60_000,
} as const;

/** Job statuses whose cached metrics are dropped when a job moves to them (spec part 2 §4). */
export const JOB_STATUSES_DROPPING_METRICS: readonly string[] = ["closed", "completed", "inactive"];

/** Totals and quantities are shown rounded to 2 decimals (spec part 2 §5, §9). */
export const roundTo2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Tons for a quantity: pounds are divided by 2000; cubic yards are a volume, not a weight. */
export function tonsOf(quantity: number | null, unit: string): number {
  if (quantity === null || !Number.isFinite(quantity)) return 0;
  if (unit === "tons") return quantity;
  if (unit === "pounds") return quantity / POUNDS_PER_TON;
  return 0;
}

export const HaulTotalsSchema = z.object({
  totalLoads: z.number().int(),
  /** Tons plus pounds / 2000, rounded to 2 decimals. */
  totalTons: z.number(),
  /** Cubic yards, totalled apart: a volume never adds to a weight. */
  totalCubicYards: z.number(),
});
export type HaulTotals = z.infer<typeof HaulTotalsSchema>;

/** Hauling Metrics of completed loads: how many, how heavy, how much volume. */
export function haulTotals(loads: ReadonlyArray<{ quantity: number | null; unit: string }>) {
  let tons = 0;
  let cubicYards = 0;
  for (const load of loads) {
    tons += tonsOf(load.quantity, load.unit);
    if (load.unit === "cubic_yards" && load.quantity !== null) cubicYards += load.quantity;
  }
  return {
    totalLoads: loads.length,
    totalTons: roundTo2(tons),
    totalCubicYards: roundTo2(cubicYards),
  } satisfies HaulTotals;
}

/** '12.50 tons', '3.00 cubic yards': two decimals plus the unit, default tons. */
export function formatQuantity(quantity: number | null, unit: string | null): string {
  if (quantity === null) return "N/A";
  const words = (unit || "tons").replace(/_/g, " ");
  return `${quantity.toFixed(2)} ${words}`;
}

/** 'Riverside haul (JOB-123456)', with the specification's fallbacks for a missing job. */
export function jobLabelOf(title: string | null | undefined, jobNumber: string | null | undefined) {
  return `${title || messages.loads.unknownJob} (${jobNumber || messages.loads.noJobNumber})`;
}

const m = messages.loads;

export const QuantityUnitSchema = z.enum(quantityUnits, { error: m.unitInvalid });

/** A number typed into a form or sent as text in a multipart field. */
const numberFromText = (notANumber: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.number({ error: notANumber }).refine(Number.isFinite, { error: notANumber }),
  );

const QuantitySchema = numberFromText(m.quantityNumber).refine((value) => value > 0, {
  error: m.quantityPositive,
});

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

const MaterialSchema = optionalText(LOADS.materialMaxLength, m.materialTooLong);
const TicketNumberSchema = optionalText(LOADS.ticketNumberMaxLength, m.ticketTooLong);

const coordinate = (label: string, limit: number) =>
  numberFromText(`${label} must be a number`)
    .refine((value) => Math.abs(value) <= limit, {
      error: `${label} must be between -${limit} and ${limit}`,
    })
    .nullable()
    .optional();

/** Where the device was, when it could tell; every part may be missing. */
export const DevicePositionFields = {
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
  accuracy: numberFromText("Accuracy must be a number")
    .refine((value) => value >= 0, { error: "Accuracy must be 0 or more" })
    .nullable()
    .optional(),
};

const InstantSchema = z.iso
  .datetime({ offset: true, error: m.timeInvalid })
  .refine(isProductInstant, { error: messages.validation.dateOutOfRange });

/**
 * A quantity above what a truck carries in its unit is refused; the message names the limit.
 * Checked on the whole ticket because the limit depends on the unit.
 */
function checkQuantityForUnit(
  ticket: { quantity?: number | null; quantityUnit?: QuantityUnit },
  context: z.RefinementCtx,
) {
  if (ticket.quantity == null || !ticket.quantityUnit) return;
  const limit = LOADS.maxQuantity[ticket.quantityUnit];
  if (ticket.quantity > limit) {
    context.addIssue({
      code: "custom",
      path: ["quantity"],
      message: m.quantityTooLarge(limit, ticket.quantityUnit),
    });
  }
}

/** A delivery signature: the receiver's name and the small PNG they drew on the screen. */
export const SIGNATURE = {
  nameMax: 80,
  /** The largest PNG accepted, in bytes; a signature drawn at the stored size is a few KB. */
  maxBytes: 64 * 1024,
  /** The box a signature is drawn into, in pixels. */
  width: 600,
  height: 200,
} as const;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** `{ signerName, image }`: `image` is a `data:image/png;base64,…` URL of at most 64 KB. */
export const DeliverySignatureSchema = z.strictObject({
  signerName: z
    .string({ error: m.signerNameRequired })
    .trim()
    .min(1, { error: m.signerNameRequired })
    .max(SIGNATURE.nameMax, { error: m.signerNameTooLong(SIGNATURE.nameMax) }),
  image: z
    .string({ error: m.signatureImage })
    .max("data:image/png;base64,".length + Math.ceil(SIGNATURE.maxBytes / 3) * 4, {
      error: m.signatureTooLarge,
    })
    .regex(PNG_DATA_URL, { error: m.signatureImage }),
});
export type DeliverySignature = z.infer<typeof DeliverySignatureSchema>;

/**
 * A load ticket as a driver records it (from the driver dashboard or a job) or a contractor
 * adds it for a driver. `stage` says whether the load was only started at the pit or is
 * recorded complete in one step. Sent as multipart form fields (the ticket photo rides along),
 * so numbers arrive as text.
 */
export const RecordLoadInputSchema = z
  .strictObject({
    /** Chosen by the device, so a ticket sent twice from an offline queue is stored once. */
    id: z.uuid({ error: m.idInvalid }).optional(),
    jobId: z.string({ error: messages.validation.selectJob }).trim().min(1, {
      error: messages.validation.selectJob,
    }),
    /** Only contractors name the driver; a driver records their own loads. */
    driverId: z.string().trim().min(1).max(64).optional(),
    stage: z.enum(["started", "completed"], { error: m.stageInvalid }).default("completed"),
    materialType: MaterialSchema,
    quantity: QuantitySchema.nullable().optional(),
    quantityUnit: QuantityUnitSchema.default("tons"),
    ticketNumber: TicketNumberSchema,
    /** When the device recorded it (a queued ticket arrives later); now when absent. */
    recordedAt: InstantSchema.optional(),
    /** A contractor adding a load afterwards may date its start and completion. */
    startedAt: InstantSchema.optional(),
    completedAt: InstantSchema.optional(),
    /**
     * The load cycle counted from GPS this ticket is for ("Load delivered at … — add
     * ticket"): the load takes the cycle's times, so it links to it however late it is sent.
     */
    cycleId: z.string().trim().min(1).max(64).optional(),
    /** The receiver's signature, taken at delivery. */
    signature: DeliverySignatureSchema.optional(),
    ...DevicePositionFields,
  })
  .superRefine((ticket, context) => {
    checkQuantityForUnit(ticket, context);
    if (ticket.signature && ticket.stage !== "completed") {
      context.addIssue({ code: "custom", path: ["signature"], message: m.signatureNeedsDelivery });
    }
    if (ticket.cycleId && ticket.stage !== "completed") {
      context.addIssue({ code: "custom", path: ["cycleId"], message: m.cycleNeedsCompleted });
    }
    if (ticket.stage === "completed" && ticket.quantity == null) {
      context.addIssue({ code: "custom", path: ["quantity"], message: m.quantityRequired });
    }
    if (ticket.startedAt && ticket.completedAt && ticket.completedAt < ticket.startedAt) {
      context.addIssue({ code: "custom", path: ["completedAt"], message: m.completedBeforeStart });
    }
  });
export type RecordLoadInput = z.input<typeof RecordLoadInputSchema>;
export type RecordLoad = z.output<typeof RecordLoadInputSchema>;

/** A started load delivered at the site; the quantity may be weighed there. */
export const CompleteLoadInputSchema = z
  .strictObject({
    quantity: QuantitySchema.nullable().optional(),
    quantityUnit: QuantityUnitSchema.optional(),
    recordedAt: InstantSchema.optional(),
    /** The receiver's signature, taken at delivery. */
    signature: DeliverySignatureSchema.optional(),
    ...DevicePositionFields,
  })
  .superRefine(checkQuantityForUnit);
export type CompleteLoadInput = z.input<typeof CompleteLoadInputSchema>;

/** A contractor's (or, on the day, the driver's own) correction of a load's ticket details. */
export const CorrectLoadInputSchema = z
  .strictObject({
    materialType: MaterialSchema,
    quantity: QuantitySchema.optional(),
    quantityUnit: QuantityUnitSchema.optional(),
    ticketNumber: TicketNumberSchema,
    startedAt: InstantSchema.nullable().optional(),
    completedAt: InstantSchema.optional(),
    reason: optionalText(LOADS.reasonMaxLength, m.reasonTooLong),
  })
  .superRefine(checkQuantityForUnit)
  .refine(
    (patch) =>
      Object.entries(patch).some(([key, value]) => key !== "reason" && value !== undefined),
    { error: m.nothingToCorrect },
  );
export type CorrectLoadInput = z.input<typeof CorrectLoadInputSchema>;

export const VoidLoadInputSchema = z.strictObject({
  reason: z
    .string({ error: m.voidReasonRequired })
    .trim()
    .min(1, { error: m.voidReasonRequired })
    .max(LOADS.reasonMaxLength, { error: m.reasonTooLong }),
});
export type VoidLoadInput = z.input<typeof VoidLoadInputSchema>;

const PositionSchema = z
  .object({ latitude: z.number(), longitude: z.number(), accuracy: z.number().nullable() })
  .nullable();

/** One load as lists and the Daily Load Summary show it. */
export const LoadRowSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  /** 'Unknown Job' / 'N/A' when the job is gone (spec part 2 §3). */
  jobTitle: z.string(),
  jobNumber: z.string(),
  loadNumber: z.number().int(),
  driverId: z.string().nullable(),
  /** The name stored with the load, or 'Unknown Driver'. */
  driverName: z.string(),
  status: z.enum(loadStatuses),
  materialType: z.string().nullable(),
  quantity: z.number().nullable(),
  quantityUnit: z.enum(quantityUnits),
  ticketNumber: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Approved tickets are locked: a change is a void and a new ticket. */
  approval: z.enum(approvalStates),
});
export type LoadRow = z.infer<typeof LoadRowSchema>;

/** A field of a load as its history shows it before and after a change. */
export const LoadSnapshotSchema = z.object({
  status: z.enum(loadStatuses).optional(),
  materialType: z.string().nullable().optional(),
  quantity: z.number().nullable().optional(),
  quantityUnit: z.enum(quantityUnits).optional(),
  ticketNumber: z.string().nullable().optional(),
  startedAt: z.string().nullable().optional(),
  completedAt: z.string().nullable().optional(),
  approval: z.enum(approvalStates).optional(),
  /** A voided approved ticket and its replacement name each other by load number. */
  replacedByLoadNumber: z.number().int().optional(),
  replacesLoadNumber: z.number().int().optional(),
});
export type LoadSnapshot = z.infer<typeof LoadSnapshotSchema>;

export const LoadChangeSchema = z.object({
  id: z.string(),
  change: z.enum(loadChanges),
  at: z.string(),
  /** Who made the change, as named when they made it. */
  byName: z.string(),
  before: LoadSnapshotSchema.nullable(),
  after: LoadSnapshotSchema,
  reason: z.string().nullable(),
});
export type LoadChange = z.infer<typeof LoadChangeSchema>;

/** One load with everything known about it: photo, positions and its history. */
export const LoadDetailSchema = LoadRowSchema.extend({
  photoUrl: z.string().nullable(),
  /** Who received the load and signed for it on the driver's screen, and the image. */
  signature: z
    .object({ signerName: z.string(), signedAt: z.string(), imageUrl: z.string() })
    .nullable(),
  startPosition: PositionSchema,
  completePosition: PositionSchema,
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Why it was sent back to its driver, while it is. */
  approvalNote: z.string().nullable(),
  /** The voided approved ticket this one replaces, and the ticket that replaced this one. */
  replacesLoadId: z.string().nullable(),
  replacedByLoadId: z.string().nullable(),
  history: z.array(LoadChangeSchema),
  /** What the asker may do with it. */
  canComplete: z.boolean(),
  canCorrect: z.boolean(),
  canVoid: z.boolean(),
  canApprove: z.boolean(),
  /** Approved and not voided: a change is "void and replace". */
  canReplace: z.boolean(),
});
export type LoadDetail = z.infer<typeof LoadDetailSchema>;

/** The signed-in driver's loads: under way, and the latest delivered or voided. */
export const MyLoadsSchema = z.object({
  inProgress: z.array(LoadRowSchema),
  recent: z.array(LoadRowSchema),
});
export type MyLoads = z.infer<typeof MyLoadsSchema>;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const CalendarDaySchema = z
  .string({ error: m.dateInvalid })
  .regex(DAY_PATTERN, { error: m.dateInvalid })
  .refine(
    (day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
    },
    { error: m.dateInvalid },
  )
  .refine(isProductDay, { error: messages.validation.dateOutOfRange });

/** Whole days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

const rangeFields = {
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
};

/**
 * A range of calendar days in the company's time zone, both ends included (spec part 2 §5);
 * today when `from` is absent, one day when `to` is.
 */
function checkRange(range: { from?: string; to?: string }, context: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: "custom", path: [path], message });
  if (range.to && !range.from) return issue("from", m.endWithoutStart);
  if (!range.from || !range.to) return;
  if (range.to < range.from) return issue("to", m.endBeforeStart);
  if (daysInRange(range.from, range.to) > LOADS.maxRangeDays) issue("to", m.rangeTooLong);
}

/** One day of a job's evidence, in the company's calendar. */
export const JobDayEvidenceQuerySchema = z.strictObject({
  date: z.string({ error: m.dayRequired }).pipe(CalendarDaySchema),
});
export type JobDayEvidenceQuery = z.infer<typeof JobDayEvidenceQuerySchema>;

export const DayRangeQuerySchema = z.object(rangeFields).superRefine(checkRange);
export type DayRangeQuery = z.infer<typeof DayRangeQuerySchema>;

const JobIdFilterSchema = z.string().trim().min(1).max(64).optional();

/** The Daily Load Summary's query: a range, optionally one job, and a page of it. */
export const LoadSummaryQuerySchema = z
  .object({
    ...rangeFields,
    jobId: JobIdFilterSchema,
    /** The last row of the previous page, as `nextCursor` gave it. */
    cursor: z.string().max(200).optional(),
    limit: z.coerce
      .number({ error: m.limitInvalid })
      .int({ error: m.limitInvalid })
      .min(1, { error: m.limitInvalid })
      .max(LOADS.maxPageSize, { error: m.limitInvalid })
      .optional(),
  })
  .superRefine(checkRange);
export type LoadSummaryQuery = z.infer<typeof LoadSummaryQuerySchema>;

export const LoadExportQuerySchema = z
  .object({ ...rangeFields, jobId: JobIdFilterSchema })
  .superRefine(checkRange);
export type LoadExportQuery = z.infer<typeof LoadExportQuerySchema>;

/** The days a range covers, as the server settled them, and the zone they are days in. */
export const ResolvedRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** Today in that zone, so the client can say "Today's loads" without its own clock. */
  today: z.string(),
});
export type ResolvedRange = z.infer<typeof ResolvedRangeSchema>;

/** Loads counted from GPS beside the tickets: cycles, and how many of them are ticketed. */
export const CountedLoadsSchema = z.object({
  counted: z.number().int(),
  ticketed: z.number().int(),
});
export type CountedLoads = z.infer<typeof CountedLoadsSchema>;

export const LoadSummarySchema = z.object({
  range: ResolvedRangeSchema,
  /** Totals of every completed load in the range, not only this page. */
  totals: HaulTotalsSchema,
  loads: z.array(LoadRowSchema),
  nextCursor: z.string().nullable(),
  /** Loads the trucks' GPS counted in the range (dump departure), and how many have a ticket. */
  counted: CountedLoadsSchema.optional(),
});
export type LoadSummary = z.infer<typeof LoadSummarySchema>;

/** The overview's stat cards. */
export const DashboardStatsSchema = z.object({
  range: ResolvedRangeSchema,
  activeJobs: z.number().int(),
  /** Completed loads today in the company's time zone. */
  todaysLoads: z.number().int(),
  /** Loads the trucks' GPS counted today (cycles), and how many of them have a ticket. */
  todaysCounted: CountedLoadsSchema.optional(),
  /** Tons (pounds / 2000) of completed loads in the chosen range, rounded to 2 decimals. */
  totalQuantityTons: z.number(),
  /** Cubic yards in the range, reported apart from tons. */
  totalCubicYards: z.number(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const JobMetricsSchema = z.object({
  /** Today in the company's time zone. */
  day: z.string(),
  timeZone: z.string(),
  today: HaulTotalsSchema,
  allTime: HaulTotalsSchema,
  /** Loads under way: the Live Haul Updates. */
  liveHauls: z.array(LoadRowSchema),
});
export type JobMetrics = z.infer<typeof JobMetricsSchema>;

/** 'Today's loads', 'Loads for Jan 05, 2024', 'Loads from Jan 05, 2024 to Jan 09, 2024'. */
export function rangeSubtitle(
  range: { from: string; to: string; today: string },
  formatDay: (day: string) => string,
): string {
  if (range.from === range.to) {
    return range.from === range.today ? "Today's loads" : `Loads for ${formatDay(range.from)}`;
  }
  return `Loads from ${formatDay(range.from)} to ${formatDay(range.to)}`;
}
