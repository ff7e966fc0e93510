import { z } from "zod";
import { validationMessages } from "./account-messages.js";
import { cyclesMessages as m } from "./site-messages.js";
import { isProductInstant } from "./time.js";

/** The numbers load cycles are counted and read with (the rules are in docs/decisions.md). */
export const CYCLES = {
  /** Rule 1: a fix reporting worse accuracy than this never places a truck in or out. */
  maxUsefulAccuracyMetres: 50,
  /** Rule 2: a truck slower than this is stopped… */
  stoppedBelowMps: 1,
  /** …and counts as inside when within its reported accuracy, up to this, of the fence. */
  edgeToleranceMaxMetres: 25,
  /** Rule 3: a visit ends once the truck has been outside this long. */
  leaveAfterOutsideMs: 60_000,
  /** Rule 5: a silence at least this long near one site is an inferred visit. */
  silenceMs: 2 * 60_000,
  /** Rule 5: both ends of the silence must be this near the site's fence. */
  silenceNearMetres: 150,
  /** A load still not dumped this long after leaving the pit went somewhere else: no cycle. */
  maxHaulMs: 12 * 3600_000,
  /** Rules 7: drawing or changing a site or a route recomputes this far back. */
  recomputeDays: 7,
  /** Ticket linking: a delivery up to this long after leaving the dump belongs to the cycle. */
  ticketGraceMs: 15 * 60_000,
  /** A cycles read covers at most this many days. */
  maxRangeDays: 62,
} as const;

/** One visit of a cycle: the site, and when the truck crossed its fence in and out. */
export const CycleVisitSchema = z.object({
  siteId: z.string(),
  arrivedAt: z.string(),
  departedAt: z.string(),
});
export type CycleVisit = z.infer<typeof CycleVisitSchema>;

/**
 * A load cycle: a counted visit to the job's load site followed by the next counted visit to
 * its dump site. `inferred` when either visit spans a GPS silence; `loadId` is the ticket
 * linked to it, or null.
 */
export const CycleSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  driverId: z.string(),
  load: CycleVisitSchema,
  dump: CycleVisitSchema,
  inferred: z.boolean(),
  loadId: z.string().nullable(),
});
export type Cycle = z.infer<typeof CycleSchema>;

/** Count, median, 90th percentile and longest of one leg of the cycle, in seconds. */
export const DurationStatsSchema = z.object({
  count: z.number().int(),
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
  maxSeconds: z.number().nullable(),
});
export type DurationStats = z.infer<typeof DurationStatsSchema>;

/**
 * Where the time went: at the load site (arrival to departure), haul (load departure to dump
 * arrival), at the dump, return (dump departure to the next load arrival) and the whole cycle
 * (load arrival to the next load arrival). Return and whole cycle need a next load.
 */
export const CycleTimesSchema = z.object({
  atLoad: DurationStatsSchema,
  haul: DurationStatsSchema,
  atDump: DurationStatsSchema,
  return: DurationStatsSchema,
  cycle: DurationStatsSchema,
});
export type CycleTimes = z.infer<typeof CycleTimesSchema>;

/** Counted loads beside ticketed ones. */
export const CycleCountsSchema = z.object({
  /** Cycles counted from GPS. */
  cycles: z.number().int(),
  /** Cycles with a linked ticket. */
  ticketed: z.number().int(),
  /** Cycles built on an inferred visit. */
  inferred: z.number().int(),
});
export type CycleCounts = z.infer<typeof CycleCountsSchema>;

export const CycleDriverSchema = z.object({
  driverId: z.string(),
  name: z.string(),
  /** The truck the driver drives now ('12 · Kenworth T880'), if any. */
  truck: z.string().nullable(),
});
export type CycleDriver = z.infer<typeof CycleDriverSchema>;

export const CycleSummarySchema = z.object({
  /** The instants read, and the company's zone the days below are in. */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  counts: CycleCountsSchema,
  times: CycleTimesSchema,
  /** Per day of the company's calendar (by dump departure), oldest first. */
  days: z.array(z.object({ date: z.string(), counts: CycleCountsSchema, times: CycleTimesSchema })),
  /** Per truck (driver), most cycles first. */
  drivers: z.array(
    CycleDriverSchema.extend({ counts: CycleCountsSchema, times: CycleTimesSchema }),
  ),
  /** The job's haul route as the cycles were counted with it. */
  route: z.object({
    loadSite: z.object({ id: z.string(), name: z.string() }).nullable(),
    dumpSite: z.object({ id: z.string(), name: z.string() }).nullable(),
  }),
});
export type CycleSummary = z.infer<typeof CycleSummarySchema>;

/** `GET /api/jobs/{jobId}/cycles`. */
export const CycleListSchema = z.object({
  cycles: z.array(CycleSchema),
  summary: CycleSummarySchema,
});
export type CycleList = z.infer<typeof CycleListSchema>;

const InstantSchema = z.iso
  .datetime({ offset: true, error: m.rangeInvalid })
  .refine(isProductInstant, { error: validationMessages.dateOutOfRange });

/**
 * `from` and `to` (ISO instants): a cycle is in range when its dump departure is. Without
 * them, today in the company's calendar.
 */
export const CycleRangeQuerySchema = z
  .strictObject({ from: InstantSchema.optional(), to: InstantSchema.optional() })
  .superRefine((range, context) => {
    if (!range.from !== !range.to) {
      context.addIssue({
        code: "custom",
        path: [range.from ? "to" : "from"],
        message: m.rangeInvalid,
      });
      return;
    }
    if (!range.from || !range.to) return;
    const from = Date.parse(range.from);
    const to = Date.parse(range.to);
    if (!(from < to)) {
      context.addIssue({ code: "custom", path: ["to"], message: m.rangeInvalid });
    } else if (to - from > CYCLES.maxRangeDays * 86_400_000) {
      context.addIssue({
        code: "custom",
        path: ["to"],
        message: m.rangeTooLong(CYCLES.maxRangeDays),
      });
    }
  });
export type CycleRangeQuery = z.infer<typeof CycleRangeQuerySchema>;

/** A fix as the evidence of a visit shows it. */
export const EvidenceFixSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  speed: z.number().nullable(),
  recordedAt: z.string(),
  /** Whether the counting rules placed the truck inside the site at this fix. */
  inside: z.boolean(),
  /** Why the fix placed nothing: too rough (rule 1). */
  ignored: z.boolean(),
});
export type EvidenceFix = z.infer<typeof EvidenceFixSchema>;

export const VisitEvidenceSchema = z.object({
  role: z.enum(["load", "dump"]),
  siteId: z.string(),
  siteName: z.string(),
  arrivedAt: z.string(),
  departedAt: z.string(),
  inferred: z.boolean(),
  /** The minimum stay the visit was held to, and how long it lasted. */
  minDwellSeconds: z.number().int(),
  dwellSeconds: z.number(),
  /** Fixes from shortly before arrival to shortly after departure. */
  fixes: z.array(EvidenceFixSchema),
});
export type VisitEvidence = z.infer<typeof VisitEvidenceSchema>;

/** `GET /api/jobs/{jobId}/cycles/{cycleId}`: the cycle and what placed it. */
export const CycleEvidenceSchema = z.object({
  cycle: CycleSchema,
  driver: CycleDriverSchema,
  visits: z.array(VisitEvidenceSchema),
  ticket: z
    .object({
      id: z.string(),
      loadNumber: z.number().int(),
      ticketNumber: z.string().nullable(),
      completedAt: z.string().nullable(),
    })
    .nullable(),
});
export type CycleEvidence = z.infer<typeof CycleEvidenceSchema>;

/** A ticket as reconciliation lists it. */
export const ReconciliationTicketSchema = z.object({
  id: z.string(),
  loadNumber: z.number().int(),
  ticketNumber: z.string().nullable(),
  driverId: z.string().nullable(),
  driverName: z.string(),
  completedAt: z.string(),
  quantity: z.number().nullable(),
  quantityUnit: z.string(),
});
export type ReconciliationTicket = z.infer<typeof ReconciliationTicketSchema>;

export const ReconciliationDaySchema = z.object({
  date: z.string(),
  /** Cycles counted from GPS that day (by dump departure). */
  cycles: z.number().int(),
  /** Completed tickets that day (by delivery time). */
  tickets: z.number().int(),
  /** Cycles with a ticket linked. */
  matched: z.number().int(),
  /** Money not yet billed: counted loads nobody ticketed. */
  cyclesWithoutTicket: z.array(CycleSchema),
  /** To check: tickets no counted load explains. */
  ticketsWithoutCycle: z.array(ReconciliationTicketSchema),
});
export type ReconciliationDay = z.infer<typeof ReconciliationDaySchema>;

/** `GET /api/jobs/{jobId}/reconciliation`: per day of the company's calendar, oldest first. */
export const ReconciliationSchema = z.object({
  jobId: z.string(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  days: z.array(ReconciliationDaySchema),
  totals: z.object({
    cycles: z.number().int(),
    tickets: z.number().int(),
    matched: z.number().int(),
    cyclesWithoutTicket: z.number().int(),
    ticketsWithoutCycle: z.number().int(),
  }),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;

/** Where a truck is in its haul, as the live map says it. */
export const haulPhases = ["at_pit", "hauling", "at_site", "returning"] as const;
export type HaulPhase = (typeof haulPhases)[number];

export const HaulStatusSchema = z.object({
  phase: z.enum(haulPhases),
  jobId: z.string(),
  /** The site the truck is at, or last left. */
  siteId: z.string(),
  since: z.string(),
});
export type HaulStatus = z.infer<typeof HaulStatusSchema>;

/** A driver arriving at or leaving one of a job's sites, or a cycle counted, as the feed shows it. */
export const SiteEventSchema = z.object({
  /** Stable: the visit's id and what happened, so a feed never shows one twice. */
  id: z.string(),
  kind: z.enum(["arrived", "departed", "cycle"]),
  jobId: z.string().nullable(),
  driverId: z.string(),
  driverName: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  at: z.string(),
  inferred: z.boolean(),
  /** The cycle counted, for `cycle`. */
  cycleId: z.string().nullable(),
});
export type SiteEvent = z.infer<typeof SiteEventSchema>;

/** The `cycles` channel's snapshot and updates: site events, newest last. */
export const SiteEventsUpdateSchema = z.object({ events: z.array(SiteEventSchema) });
export type SiteEventsUpdate = z.infer<typeof SiteEventsUpdateSchema>;

/** A cycle the driver may add a ticket to: "Load delivered at Maple Street fill — add ticket". */
export const DriverCycleSchema = CycleSchema.extend({
  jobTitle: z.string(),
  dumpSiteName: z.string(),
  loadSiteName: z.string(),
});
export type DriverCycle = z.infer<typeof DriverCycleSchema>;

/** `GET /api/me/cycles`: the signed-in driver's cycles of the last day, newest first. */
export const DriverCycleListSchema = z.object({ cycles: z.array(DriverCycleSchema) });
export type DriverCycleList = z.infer<typeof DriverCycleListSchema>;

/** The median, 90th percentile and longest of durations in seconds (nearest-rank). */
export function durationStatsOf(seconds: ArrayLike<number>): DurationStats {
  if (seconds.length === 0) {
    return { count: 0, medianSeconds: null, p90Seconds: null, maxSeconds: null };
  }
  // A typed array sorts numbers natively, without a comparator call per pair.
  const sorted = Float64Array.from(seconds).sort();
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return {
    count: sorted.length,
    medianSeconds: rank(0.5),
    p90Seconds: rank(0.9),
    maxSeconds: sorted[sorted.length - 1]!,
  };
}
