import { z } from "zod";
import { customersMessages as m } from "./invoicing-messages.js";

/** Blank text from a form means "none". */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

const EmailSchema = z
  .string({ error: m.emailInvalid })
  .trim()
  .transform((value) => (value === "" ? null : value.toLowerCase()))
  .pipe(z.email({ error: m.emailInvalid }).nullable())
  .nullable()
  .optional();

export const TERMS_DAYS_DEFAULT = 30;

const TermsDaysSchema = z
  .number({ error: m.termsInvalid })
  .int({ error: m.termsInvalid })
  .min(0, { error: m.termsInvalid })
  .max(365, { error: m.termsInvalid });

const customerFields = {
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, { error: m.nameRequired })
    .max(200, { error: m.nameTooLong }),
  email: EmailSchema,
  billingAddress: optionalText(500, m.addressTooLong),
  termsDays: TermsDaysSchema.optional(),
};

/** `POST /api/customers`: the general contractor or owner a company hauls for. */
export const CreateCustomerInputSchema = z.strictObject(customerFields);
export type CreateCustomerInput = z.input<typeof CreateCustomerInputSchema>;

export const UpdateCustomerInputSchema = z
  .strictObject({ ...customerFields, archived: z.boolean().optional() })
  .partial();
export type UpdateCustomerInput = z.input<typeof UpdateCustomerInputSchema>;

export const CustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  billingAddress: z.string().nullable(),
  termsDays: z.number().int(),
  archivedAt: z.string().nullable(),
  /** How many of the company's jobs name this customer. */
  jobCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CustomerListSchema = z.object({ customers: z.array(CustomerSchema) });
export type CustomerList = z.infer<typeof CustomerListSchema>;

export const CustomerListQuerySchema = z.object({
  /** Archived customers are left out unless asked for. */
  archived: z.enum(["include", "only"]).optional(),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;

/** A job's customer and purchase order, as `PATCH /api/jobs/{jobId}` accepts them. */
export const JobBillingFields = {
  customerId: z.string().trim().min(1).max(64).nullable().optional(),
  purchaseOrder: optionalText(60, m.purchaseOrderTooLong),
};
