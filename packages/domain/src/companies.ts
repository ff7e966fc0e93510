import { z } from "zod";
import { withoutWebAddress } from "./accounts.js";
import { messages } from "./messages.js";
import { isTimeZone } from "./time.js";

/** A time zone name the runtime knows, such as "America/Chicago". */
export const TimeZoneSchema = z
  .string({ error: messages.loads.timeZoneInvalid })
  .max(64, { error: messages.loads.timeZoneInvalid })
  .refine(isTimeZone, { error: messages.loads.timeZoneInvalid });

/** Where a company's days begin and end when nobody has said: UTC. */
export const DEFAULT_TIME_ZONE = "UTC";

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} can be at most ${max} characters` });

/** /contractor-profile: every field but the notes is required (spec part 2 §5). */
export const CompanyProfileInputSchema = z.strictObject({
  companyName: withoutWebAddress(required("Company name")),
  contactName: required("Contact name"),
  phone: required("Phone", 40),
  email: z
    .string({ error: "A valid email is required" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "A valid email is required" })),
  address: required("Business address", 300),
  notes: z
    .string()
    .trim()
    .max(2000, { error: "Notes can be at most 2000 characters" })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional(),
  /** The zone the company's days (today's loads, daily metrics, date ranges) are counted in. */
  timeZone: TimeZoneSchema.optional(),
});
export type CompanyProfileInput = z.input<typeof CompanyProfileInputSchema>;

export const CompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  logoUrl: z.string().nullable(),
  timeZone: z.string(),
});
export type Company = z.infer<typeof CompanySchema>;
