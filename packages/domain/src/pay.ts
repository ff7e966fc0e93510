import { z } from "zod";
import { checkPeriod, periodFields } from "./invoices.js";
import { payMessages as m } from "./invoicing-messages.js";
import { lineUnits } from "./money.js";
import { payeeKinds } from "./rates.js";

/** A pay statement is drafted (deductions may change), issued to its payee, or voided. */
export const payStatementStatuses = ["draft", "issued", "void"] as const;
export type PayStatementStatus = (typeof payStatementStatuses)[number];

export const PayeeSchema = z.strictObject({
  kind: z.enum(payeeKinds, { error: m.payeeRequired }),
  id: z.string({ error: m.payeeRequired }).trim().min(1, { error: m.payeeRequired }).max(64),
});

/** `POST /api/pay-statements`: from the payee's approved, unpaid tickets and hours in the period. */
export const CreatePayStatementInputSchema = z
  .strictObject({ payee: PayeeSchema, ...periodFields })
  .superRefine(checkPeriod);
export type CreatePayStatementInput = z.input<typeof CreatePayStatementInputSchema>;

export const PayLineSchema = z.object({
  loadId: z.string().nullable(),
  metricsId: z.string().nullable(),
  quantity: z.number(),
  unit: z.enum(lineUnits),
  rateCents: z.number().int().nullable(),
  percent: z.number().nullable(),
  /** For a share of the haul: what the customer is charged for the load. */
  basisCents: z.number().int().nullable(),
  amountCents: z.number().int(),
  jobId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  jobNumber: z.string().nullable(),
  material: z.string().nullable(),
  ticketNumber: z.string().nullable(),
  loadNumber: z.number().int().nullable(),
  deliveredOn: z.string().nullable(),
  driverName: z.string().nullable(),
  truckNumber: z.string().nullable(),
});
export type PayLine = z.infer<typeof PayLineSchema>;

export const DeductionSchema = z.object({
  id: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
});
export type Deduction = z.infer<typeof DeductionSchema>;

export const PayStatementSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(payStatementStatuses),
  payee: z.object({ kind: z.enum(payeeKinds), id: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  lines: z.array(PayLineSchema),
  deductions: z.array(DeductionSchema),
  grossCents: z.number().int(),
  deductionsCents: z.number().int(),
  netCents: z.number().int(),
  issuedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PayStatement = z.infer<typeof PayStatementSchema>;

export const PayStatementSummarySchema = PayStatementSchema.omit({
  lines: true,
  deductions: true,
}).extend({ lineCount: z.number().int() });
export type PayStatementSummary = z.infer<typeof PayStatementSummarySchema>;

export const PayStatementListSchema = z.object({ statements: z.array(PayStatementSummarySchema) });
export type PayStatementList = z.infer<typeof PayStatementListSchema>;

export const PayStatementListQuerySchema = z.object({
  status: z.enum(payStatementStatuses).optional(),
  payeeKind: z.enum(payeeKinds).optional(),
  payeeId: z.string().max(64).optional(),
});
export type PayStatementListQuery = z.infer<typeof PayStatementListQuerySchema>;

export const AddDeductionInputSchema = z.strictObject({
  description: z
    .string({ error: m.deductionDescriptionRequired })
    .trim()
    .min(1, { error: m.deductionDescriptionRequired })
    .max(200, { error: m.deductionTooLong }),
  amountCents: z
    .number({ error: m.deductionAmountInvalid })
    .int({ error: m.deductionAmountInvalid })
    .min(1, { error: m.deductionAmountInvalid })
    .max(100_000_000, { error: m.deductionAmountInvalid }),
});
export type AddDeductionInput = z.input<typeof AddDeductionInputSchema>;

/** Someone a statement may be drafted for: a company driver or a hired truck, with what waits. */
export const PayeeChoiceSchema = z.object({
  kind: z.enum(payeeKinds),
  id: z.string(),
  name: z.string(),
});
export const PayeeChoiceListSchema = z.object({ payees: z.array(PayeeChoiceSchema) });
