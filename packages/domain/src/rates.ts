import { z } from "zod";
import { ratesMessages as m } from "./invoicing-messages.js";
import { CalendarDaySchema } from "./loads.js";
import { billPers, payPers } from "./money.js";

/** Who is paid for a load: its driver, or a hired truck's owner. */
export const payeeKinds = ["driver", "truck"] as const;
export type PayeeKind = (typeof payeeKinds)[number];

export const MAX_RATE_CENTS = 10_000_000;

const CentsSchema = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(MAX_RATE_CENTS, { error: message });

/** A percentage with at most two decimals: 12.5, 75, 0.25. */
const PercentSchema = (message: string) =>
  z
    .number({ error: message })
    .min(0, { error: message })
    .max(100, { error: message })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: message,
    });

export const BillRateInputSchema = z
  .strictObject({
    per: z.enum(billPers, { error: m.perInvalid }),
    rateCents: CentsSchema(m.rateInvalid),
    minimumCents: CentsSchema(m.minimumInvalid).nullable().optional(),
    fuelSurchargePercent: PercentSchema(m.surchargeInvalid).optional(),
  })
  .refine((rate) => rate.minimumCents == null || rate.per === "ton" || rate.per === "cubic_yard", {
    error: m.minimumPerLoad,
    path: ["minimumCents"],
  });
export type BillRateInput = z.input<typeof BillRateInputSchema>;

export const PayRateInputSchema = z
  .strictObject({
    payeeKind: z.enum(payeeKinds, { error: m.payeeInvalid }),
    /** A driver's user id or a hired truck's id; absent or null for everyone of the kind. */
    payeeId: z.string().trim().min(1).max(64).nullable().optional(),
    per: z.enum(payPers, { error: m.payPerInvalid }),
    rateCents: CentsSchema(m.rateInvalid).optional(),
    percent: PercentSchema(m.percentInvalid).optional(),
  })
  .superRefine((rate, context) => {
    if (rate.per === "percent") {
      if (rate.percent === undefined) {
        context.addIssue({ code: "custom", path: ["percent"], message: m.percentInvalid });
      }
      if (rate.rateCents !== undefined) {
        context.addIssue({ code: "custom", path: ["rateCents"], message: m.percentOnly });
      }
    } else if (rate.rateCents === undefined || rate.percent !== undefined) {
      context.addIssue({ code: "custom", path: ["rateCents"], message: m.rateOrPercent });
    }
  });
export type PayRateInput = z.input<typeof PayRateInputSchema>;

/**
 * `PUT /api/jobs/{jobId}/rates`: what the customer pays (`bill`) and what drivers or hired
 * trucks are paid (`pay`), from `startsOn` (today in the company's zone when absent) until a
 * later rate starts. Setting a rate again for the same day replaces it.
 */
export const SetJobRatesInputSchema = z
  .strictObject({
    bill: BillRateInputSchema.optional(),
    pay: z.array(PayRateInputSchema).max(200).optional(),
    startsOn: CalendarDaySchema.optional(),
  })
  .refine((input) => input.bill !== undefined || (input.pay?.length ?? 0) > 0, {
    error: m.nothingToSet,
  });
export type SetJobRatesInput = z.input<typeof SetJobRatesInputSchema>;

export const BillRateSchema = z.object({
  id: z.string(),
  per: z.enum(billPers),
  rateCents: z.number().int(),
  minimumCents: z.number().int().nullable(),
  fuelSurchargePercent: z.number(),
  startsOn: z.string(),
  createdAt: z.string(),
});
export type BillRate = z.infer<typeof BillRateSchema>;

export const PayRateSchema = z.object({
  id: z.string(),
  payeeKind: z.enum(payeeKinds),
  /** Null: everyone of the kind on the job without a rate of their own. */
  payeeId: z.string().nullable(),
  payeeName: z.string().nullable(),
  per: z.enum(payPers),
  rateCents: z.number().int().nullable(),
  percent: z.number().nullable(),
  startsOn: z.string(),
  createdAt: z.string(),
});
export type PayRate = z.infer<typeof PayRateSchema>;

/** A job's rates: the ones in force today, and every one set, newest start first. */
export const JobRatesSchema = z.object({
  jobId: z.string(),
  today: z.string(),
  bill: BillRateSchema.nullable(),
  billHistory: z.array(BillRateSchema),
  pay: z.array(PayRateSchema),
  payHistory: z.array(PayRateSchema),
});
export type JobRates = z.infer<typeof JobRatesSchema>;

/** The rate in force on `day`: the one with the latest start on or before it. */
export function rateOn<R extends { startsOn: string }>(rates: readonly R[], day: string): R | null {
  let found: R | null = null;
  for (const rate of rates) {
    if (rate.startsOn <= day && (found === null || rate.startsOn > found.startsOn)) found = rate;
  }
  return found;
}
