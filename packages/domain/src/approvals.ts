import { z } from "zod";
import { approvalsMessages as m } from "./invoicing-messages.js";
import {
  approvalStates,
  CalendarDaySchema,
  CorrectLoadInputSchema,
  formatQuantity,
  LOADS,
  LoadRowSchema,
  POUNDS_PER_TON,
  type QuantityUnit,
  ResolvedRangeSchema,
} from "./loads.js";

/** Why a ticket needs a person's look before it is approved. */
export const ticketFlagKinds = [
  "duplicate_ticket",
  "over_capacity",
  "over_unit_limit",
  "outside_shift",
  "no_cycle",
] as const;
export type TicketFlagKind = (typeof ticketFlagKinds)[number];

/** The limits tickets are flagged against (docs/decisions.md, "Approval flags"). */
export const APPROVAL = {
  /**
   * More than one road truck legally carries: a US tractor at 80,000 lb gross carries about
   * 25 tons, a large end dump about 25 cubic yards. Above this, a ticket is flagged even when
   * its truck's capacity is unknown (refusal limits are higher: LOADS.maxQuantity).
   */
  unitLimit: { tons: 30, cubic_yards: 30 } as const,
  /** A ticket this close to a shift's start or end still counts as inside it. */
  shiftGraceMinutes: 15,
  noteMaxLength: LOADS.reasonMaxLength,
} as const;

export const TicketFlagSchema = z.object({
  kind: z.enum(ticketFlagKinds),
  message: z.string(),
});
export type TicketFlag = z.infer<typeof TicketFlagSchema>;

/** Tons for a weight, null for a volume. */
const tonsOf = (quantity: number, unit: QuantityUnit) =>
  unit === "tons" ? quantity : unit === "pounds" ? quantity / POUNDS_PER_TON : null;

export type FlagFacts = {
  quantity: number | null;
  unit: QuantityUnit;
  /** When it was delivered. */
  completedAt: string | null;
  ticketNumber: string | null;
  /** Other live tickets of the company with the same number: "load #7 (Quarry haul)". */
  duplicates: readonly string[];
  truck: {
    truckNumber: string;
    capacityTons: number | null;
    capacityCubicYards: number | null;
  } | null;
  /** The driver's shifts that touch the day; none known: no shift flag. */
  shifts: ReadonlyArray<{ startedAt: string; endedAt: string | null }>;
  /** When a shift still open ends for this check. */
  now: string;
  /** A time as the company reads it: "2:10 PM". */
  formatTime: (iso: string) => string;
  /** Whether automatic load cycles were counted for this truck that day, and one matched. */
  cycle?: { counted: boolean; matched: boolean };
};

/** The flags of one ticket, in a fixed order. A pure function of the facts given. */
export function ticketFlags(facts: FlagFacts): TicketFlag[] {
  const flags: TicketFlag[] = [];
  if (facts.ticketNumber && facts.duplicates.length > 0) {
    flags.push({
      kind: "duplicate_ticket",
      message: m.flags.duplicateTicket(facts.ticketNumber, facts.duplicates.join(", ")),
    });
  }
  if (facts.quantity !== null) {
    const shown = formatQuantity(facts.quantity, facts.unit);
    const tons = tonsOf(facts.quantity, facts.unit);
    const capacity =
      tons !== null
        ? facts.truck?.capacityTons != null
          ? { limit: facts.truck.capacityTons, value: tons, unit: "tons" as const }
          : null
        : facts.truck?.capacityCubicYards != null
          ? {
              limit: facts.truck.capacityCubicYards,
              value: facts.quantity,
              unit: "cubic_yards" as const,
            }
          : null;
    if (capacity && facts.truck && capacity.value > capacity.limit) {
      flags.push({
        kind: "over_capacity",
        message: m.flags.overCapacity(
          shown,
          facts.truck.truckNumber,
          formatQuantity(capacity.limit, capacity.unit),
        ),
      });
    }
    const unitLimit = tons !== null ? APPROVAL.unitLimit.tons : APPROVAL.unitLimit.cubic_yards;
    const value = tons ?? facts.quantity;
    if (value > unitLimit) {
      flags.push({
        kind: "over_unit_limit",
        message: m.flags.overUnitLimit(
          shown,
          formatQuantity(unitLimit, tons !== null ? "tons" : "cubic_yards"),
        ),
      });
    }
  }
  if (facts.completedAt && facts.shifts.length > 0) {
    const at = Date.parse(facts.completedAt);
    const grace = APPROVAL.shiftGraceMinutes * 60_000;
    const inside = facts.shifts.some(
      (shift) =>
        at >= Date.parse(shift.startedAt) - grace &&
        at <= Date.parse(shift.endedAt ?? facts.now) + grace,
    );
    if (!inside) {
      const spans = facts.shifts
        .map(
          (shift) =>
            `${facts.formatTime(shift.startedAt)} – ${
              shift.endedAt ? facts.formatTime(shift.endedAt) : m.flags.stillOnDuty
            }`,
        )
        .join(", ");
      flags.push({
        kind: "outside_shift",
        message: m.flags.outsideShift(facts.formatTime(facts.completedAt), spans),
      });
    }
  }
  if (facts.cycle?.counted && !facts.cycle.matched) {
    flags.push({ kind: "no_cycle", message: m.flags.noCycle });
  }
  return flags;
}

/** A ticket on the day's approval screen. */
export const ApprovalTicketSchema = LoadRowSchema.extend({
  approvalNote: z.string().nullable(),
  approvedAt: z.string().nullable(),
  truck: z.object({ id: z.string(), truckNumber: z.string() }).nullable(),
  flags: z.array(TicketFlagSchema),
  /** The ticket as last changed: approving it checks this has not moved on. */
  updatedAt: z.string(),
  /** The invoice it is on, if any (draft, issued or paid). */
  invoiceNumber: z.number().int().nullable(),
  replacesLoadId: z.string().nullable(),
});
export type ApprovalTicket = z.infer<typeof ApprovalTicketSchema>;

/** A driver's hours on the job that day, from their daily metrics. */
export const ApprovalHoursSchema = z.object({
  id: z.string(),
  driverId: z.string(),
  driverName: z.string(),
  hours: z.number(),
  loadsReported: z.number().int(),
  approval: z.enum(approvalStates),
  approvalNote: z.string().nullable(),
  updatedAt: z.string(),
});
export type ApprovalHours = z.infer<typeof ApprovalHoursSchema>;

export const ApprovalCountsSchema = z.object({
  total: z.number().int(),
  approved: z.number().int(),
  flagged: z.number().int(),
  waiting: z.number().int(),
  sentBack: z.number().int(),
});
export type ApprovalCounts = z.infer<typeof ApprovalCountsSchema>;

/** A job's day on one screen: every delivered ticket with its flags, and the day's hours. */
export const ApprovalDaySchema = z.object({
  job: z.object({
    id: z.string(),
    title: z.string(),
    jobNumber: z.string(),
    customerName: z.string().nullable(),
  }),
  day: z.string(),
  timeZone: z.string(),
  tickets: z.array(ApprovalTicketSchema),
  /** Cycles counted from the trucks' positions that no ticket matched. */
  unticketedCycles: z.array(
    z.object({ id: z.string(), driverId: z.string(), endedAt: z.string(), message: z.string() }),
  ),
  hours: z.array(ApprovalHoursSchema),
  counts: ApprovalCountsSchema,
});
export type ApprovalDay = z.infer<typeof ApprovalDaySchema>;

export const ApprovalDayQuerySchema = z.object({
  day: CalendarDaySchema.optional(),
});

/** The days and jobs with delivered tickets in a range, and how far their approval is. */
export const ApprovalOverviewSchema = z.object({
  range: ResolvedRangeSchema,
  days: z.array(
    z.object({
      day: z.string(),
      jobId: z.string(),
      jobTitle: z.string(),
      jobNumber: z.string(),
      counts: ApprovalCountsSchema,
    }),
  ),
});
export type ApprovalOverview = z.infer<typeof ApprovalOverviewSchema>;

/** Approving one ticket; `updatedAt` (as shown) refuses it if it changed since. */
export const ApproveLoadInputSchema = z
  .strictObject({ updatedAt: z.string().max(40).optional() })
  .optional();
export type ApproveLoadInput = z.input<typeof ApproveLoadInputSchema>;

const NoteSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(APPROVAL.noteMaxLength, { error: m.noteTooLong });

export const SendBackInputSchema = z.strictObject({ note: NoteSchema(m.sendBackNoteRequired) });
export type SendBackInput = z.input<typeof SendBackInputSchema>;

/**
 * Changing an approved ticket: it is voided with `reason` and a new ticket carries the
 * corrected details (everything not given is copied).
 */
export const ReplaceLoadInputSchema = CorrectLoadInputSchema.safeExtend({
  reason: NoteSchema(m.replaceReasonRequired),
});
export type ReplaceLoadInput = z.input<typeof ReplaceLoadInputSchema>;

export const ApproveDayResultSchema = z.object({
  approved: z.number().int(),
  leftFlagged: z.number().int(),
});
export type ApproveDayResult = z.infer<typeof ApproveDayResultSchema>;
