import { z } from "zod";
import { invoicesMessages as m } from "./invoicing-messages.js";
import { CalendarDaySchema, daysInRange, LOADS } from "./loads.js";
import { lineUnits } from "./money.js";

/** An invoice is drafted, issued (and sent), then paid; or voided, which frees its tickets. */
export const invoiceStatuses = ["draft", "issued", "paid", "void"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Days a document may cover at most. */
export const MAX_PERIOD_DAYS = LOADS.maxRangeDays;

/** A period of calendar days in the company's time zone, both ends included. */
export const periodFields = { from: CalendarDaySchema, to: CalendarDaySchema };

export function checkPeriod(period: { from: string; to: string }, context: z.RefinementCtx) {
  if (period.to < period.from) {
    context.addIssue({
      code: "custom",
      path: ["to"],
      message: "The end date must be on or after the start date",
    });
  } else if (daysInRange(period.from, period.to) > MAX_PERIOD_DAYS) {
    context.addIssue({
      code: "custom",
      path: ["to"],
      message: "Choose a range of at most 366 days",
    });
  }
}

/** `POST /api/invoices`: drafts from the customer's approved, uninvoiced tickets in the period. */
export const CreateInvoiceInputSchema = z
  .strictObject({
    customerId: z
      .string({ error: m.customerRequired })
      .trim()
      .min(1, { error: m.customerRequired })
      .max(64),
    ...periodFields,
  })
  .superRefine(checkPeriod);
export type CreateInvoiceInput = z.input<typeof CreateInvoiceInputSchema>;

export const InvoiceLineSchema = z.object({
  /** The ticket billed; null on a line of hours. */
  loadId: z.string().nullable(),
  quantity: z.number(),
  unit: z.enum(lineUnits),
  rateCents: z.number().int(),
  amountCents: z.number().int(),
  /** What the line shows beside the figures. */
  metricsId: z.string().nullable(),
  jobId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  jobNumber: z.string().nullable(),
  purchaseOrder: z.string().nullable(),
  material: z.string().nullable(),
  ticketNumber: z.string().nullable(),
  loadNumber: z.number().int().nullable(),
  deliveredOn: z.string().nullable(),
  driverName: z.string().nullable(),
  truckNumber: z.string().nullable(),
  minimumCents: z.number().int().nullable(),
  fuelSurchargePercent: z.number(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const SurchargeSchema = z.object({
  percent: z.number(),
  baseCents: z.number().int(),
  amountCents: z.number().int(),
});

export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(invoiceStatuses),
  customerId: z.string(),
  customer: z.object({
    name: z.string(),
    email: z.string().nullable(),
    billingAddress: z.string().nullable(),
    termsDays: z.number().int(),
  }),
  from: z.string(),
  to: z.string(),
  issuedOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  lines: z.array(InvoiceLineSchema),
  subtotalCents: z.number().int(),
  surcharges: z.array(SurchargeSchema),
  surchargeCents: z.number().int(),
  totalCents: z.number().int(),
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
  paidOn: z.string().nullable(),
  paidReference: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceSummarySchema = InvoiceSchema.omit({ lines: true, surcharges: true }).extend({
  lineCount: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const InvoiceListQuerySchema = z.object({
  status: z.enum(invoiceStatuses).optional(),
  customerId: z.string().max(64).optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const InvoiceListSchema = z.object({ invoices: z.array(InvoiceSummarySchema) });
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

const ReasonSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(500, { error: m.reasonTooLong });

export const VoidDocumentInputSchema = z.strictObject({
  reason: ReasonSchema(m.voidReasonRequired),
});
export type VoidDocumentInput = z.input<typeof VoidDocumentInputSchema>;

export const MarkInvoicePaidInputSchema = z
  .strictObject({
    /** The day the money arrived; today when absent. */
    paidOn: CalendarDaySchema.optional(),
    reference: z
      .string()
      .trim()
      .max(100, { error: m.referenceTooLong })
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .optional(),
  })
  .optional();
export type MarkInvoicePaidInput = z.input<typeof MarkInvoicePaidInputSchema>;

export const SendInvoiceInputSchema = z
  .strictObject({
    /** Another address than the customer's billing e-mail. */
    to: z
      .string()
      .trim()
      .pipe(z.email({ error: "Enter a valid e-mail address, such as ap@example.com" }))
      .optional(),
  })
  .optional();
export type SendInvoiceInput = z.input<typeof SendInvoiceInputSchema>;

/** Which documents an export covers: issued in the period (paid ones included). */
export const ExportQuerySchema = z.object({ ...periodFields }).superRefine(checkPeriod);
export type ExportQuery = z.infer<typeof ExportQuerySchema>;
