import { z } from "zod";
import { CalendarDaySchema, DevicePositionFields } from "./loads.js";
import { messages } from "./messages.js";
import { isProductInstant } from "./time.js";

const v = messages.validation;
const m = messages.metrics;

/** Upper bounds no day of driving reaches: above them the figure is a typing mistake. */
export const DAILY_METRICS = {
  maxLoads: 200,
  maxHours: 24,
  maxMiles: 2_000,
  maxFuel: 1_000,
  notesMaxLength: 2_000,
  /** Input steps (spec part 2 §5). */
  steps: { loads: 1, hours: 0.5, miles: 1, fuelUsed: 0.1 },
} as const;

/**
 * A number typed into the form: coerced from text (spec part 2 §5), with an empty box read as
 * 0, the form's default.
 */
const figure = (notANumber: string, min: string, max: number, maxMessage: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? 0 : Number(value)) : value),
    z
      .number({ error: notANumber })
      .refine(Number.isFinite, { error: notANumber })
      .refine((value) => value >= 0, { error: min })
      .refine((value) => value <= max, { error: maxMessage }),
  );

/**
 * The Submit Daily Metrics form (spec part 2 §3, §5): a job, loads (whole), hours, miles,
 * fuel used and optional notes, every figure at least 0.
 */
export const DailyMetricsFormSchema = z.object({
  jobId: z.string({ error: v.selectJob }).trim().min(1, { error: v.selectJob }),
  loads: figure(m.loadsNumber, v.loadsMin, DAILY_METRICS.maxLoads, m.loadsMax).refine(
    Number.isInteger,
    { error: m.loadsWhole },
  ),
  hours: figure(m.hoursNumber, v.hoursMin, DAILY_METRICS.maxHours, m.hoursMax),
  miles: figure(m.milesNumber, v.milesMin, DAILY_METRICS.maxMiles, m.milesMax),
  fuelUsed: figure(m.fuelNumber, v.fuelMin, DAILY_METRICS.maxFuel, m.fuelMax),
  notes: z.string().trim().max(DAILY_METRICS.notesMaxLength, { error: m.notesTooLong }).optional(),
});
export type DailyMetricsFormInput = z.input<typeof DailyMetricsFormSchema>;
export type DailyMetricsForm = z.output<typeof DailyMetricsFormSchema>;

/** The form's defaults: 0 everywhere, no job and no notes (spec part 2 §5). */
export const dailyMetricsDefaults = {
  jobId: "",
  loads: 0,
  hours: 0,
  miles: 0,
  fuelUsed: 0,
  notes: "",
} satisfies DailyMetricsFormInput;

/**
 * What the device sends: the form, when it was filled in (a queued entry arrives later) and
 * where the device was, when it could tell. One entry per driver, job and day: sending again
 * for the same job and day corrects that day's entry.
 */
export const DailyMetricsInputSchema = DailyMetricsFormSchema.extend({
  recordedAt: z.iso
    .datetime({ offset: true, error: messages.loads.timeInvalid })
    .refine(isProductInstant, { error: messages.validation.dateOutOfRange })
    .optional(),
  ...DevicePositionFields,
}).strict();
export type DailyMetricsInput = z.input<typeof DailyMetricsInputSchema>;

export const DailyMetricsEntrySchema = z.object({
  id: z.string(),
  jobId: z.string().nullable(),
  jobTitle: z.string(),
  jobNumber: z.string(),
  /** The calendar day in the job's company time zone. */
  date: z.string(),
  loads: z.number().int(),
  hours: z.number(),
  miles: z.number(),
  fuelUsed: z.number(),
  notes: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DailyMetricsEntry = z.infer<typeof DailyMetricsEntrySchema>;

export const MyMetricsQuerySchema = z.object({ date: CalendarDaySchema.optional() });

/** The driver's entries of one day (today by default), newest first. */
export const MyMetricsSchema = z.object({
  entries: z.array(DailyMetricsEntrySchema),
});
export type MyMetrics = z.infer<typeof MyMetricsSchema>;

export const SubmitMetricsResultSchema = z.object({
  entry: DailyMetricsEntrySchema,
  /** True when the entry replaced the one the driver sent earlier that day for the job. */
  corrected: z.boolean(),
});
export type SubmitMetricsResult = z.infer<typeof SubmitMetricsResultSchema>;
