import { z } from "zod";
import { companiesMessages, validationMessages } from "./account-messages.js";
import {
  CompanyNameSchema,
  companyNameRule,
  EmailSchema,
  LanguageSchema,
  PersonNameSchema,
} from "./accounts.js";
import { RoleSchema, SelectableRoleSchema } from "./roles.js";

const v = validationMessages;

const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/** A person's profile as the API returns it (spec part 1 §3, "profiles"). */
export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string(),
  role: RoleSchema.nullable(),
  phoneNumber: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  companyLogoUrl: z.string().nullable(),
  driverLicenseNumber: z.string().nullable(),
  driverLicenseState: z.string().nullable(),
  driverLicenseExpiry: z.string().nullable(),
  yearsOfExperience: z.number().int().nullable(),
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  /** The language chosen for screens and e-mails; null follows the browser's. */
  language: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** The signed-in person: their profile, or null when the profile is still to be set up. */
export const MeSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean() }),
  profile: ProfileSchema.nullable(),
});
export type Me = z.infer<typeof MeSchema>;

/**
 * The session probe every page makes: who is signed in, or `me: null` for a visitor. Unlike
 * GET /api/me, which refuses a signed-out caller, it answers 200 either way, so a visitor's
 * browser logs no failed request.
 */
export const SessionSchema = z.object({ me: MeSchema.nullable() });
export type Session = z.infer<typeof SessionSchema>;

/** Account settings → Profile. Company name only applies to contractors. */
export const UpdateProfileInputSchema = z.strictObject({
  firstName: PersonNameSchema(v.firstNameRequired).optional(),
  lastName: PersonNameSchema(v.lastNameRequired).optional(),
  phoneNumber: optionalText(40),
  companyName: CompanyNameSchema.min(1, { error: companiesMessages.nameRequired }).optional(),
  /** A language a catalogue speaks (the server checks which), or null to follow the browser. */
  language: LanguageSchema.nullable().optional(),
});
export type UpdateProfileInput = z.input<typeof UpdateProfileInputSchema>;

/** /profile-setup: a signed-in person without a profile chooses a role and names. */
export const ProfileSetupInputSchema = z
  .strictObject({
    firstName: PersonNameSchema(v.firstNameRequired),
    lastName: PersonNameSchema(v.lastNameRequired),
    role: SelectableRoleSchema,
    companyName: CompanyNameSchema.optional(),
  })
  .refine(...companyNameRule);
export type ProfileSetupInput = z.infer<typeof ProfileSetupInputSchema>;

/** /select-role with a session. */
export const UpdateRoleInputSchema = z.strictObject({ role: SelectableRoleSchema });
export type UpdateRoleInput = z.infer<typeof UpdateRoleInputSchema>;

const yearsOfExperience = z
  .union([z.number(), z.string()])
  .transform((value, ctx) => {
    if (typeof value === "string" && value.trim() === "") return null;
    const parsed = typeof value === "number" ? value : Number.parseInt(value, 10);
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 80) {
      ctx.addIssue({ code: "custom", message: "Years of experience must be a whole number" });
      return z.NEVER;
    }
    return parsed;
  })
  .nullable()
  .optional();

/** /driver-profile: the driver's own details, with the spec's labels and messages. */
export const DriverDetailsInputSchema = z.strictObject({
  firstName: PersonNameSchema(v.firstNameRequired),
  lastName: PersonNameSchema(v.lastNameRequired),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: v.validEmailIsRequired })),
  phoneNumber: optionalText(40),
  driverLicenseNumber: optionalText(50),
  driverLicenseState: optionalText(50),
  driverLicenseExpiry: optionalText(20),
  yearsOfExperience,
  addressLine1: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  zipCode: optionalText(20),
});
export type DriverDetailsInput = z.input<typeof DriverDetailsInputSchema>;

export const ChangeEmailInputSchema = z.strictObject({ newEmail: EmailSchema });
