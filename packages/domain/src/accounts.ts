import { z } from "zod";
import { companiesMessages, validationMessages } from "./account-messages.js";
import { webAddressIn } from "./plain-names.js";
import { SelectableRoleSchema } from "./roles.js";
import { isTimeZone } from "./time.js";

const v = validationMessages;

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for passphrases (ASVS 6.2.9), short enough to bound hashing work. */
export const PASSWORD_MAX_LENGTH = 128;

export const EmailSchema = z
  .string({ error: v.validEmailRequired })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: v.validEmailRequired }).max(254, { error: v.validEmailRequired }));

export const PasswordSchema = z
  .string({ error: v.passwordMin })
  .min(PASSWORD_MIN_LENGTH, { error: v.passwordMin })
  .max(PASSWORD_MAX_LENGTH, {
    error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  });

/** A name that goes into e-mails to other people holds no link (see plain-names.ts). */
export const withoutWebAddress = <T extends z.ZodType<string>>(schema: T): T =>
  schema.refine((text) => webAddressIn(text) === null, {
    error: (issue) => v.nameHasWebAddress(webAddressIn(String(issue.input)) ?? ""),
  }) as T;

/** A person's first or last name; `message` is what a blank one says. */
export const PersonNameSchema = (message: string) =>
  withoutWebAddress(
    z.string({ error: message }).trim().min(1, { error: message }).max(100, {
      error: "Names can be at most 100 characters",
    }),
  );

/** The name a contractor's company goes by in e-mails and on drivers' screens. */
export const CompanyNameSchema = withoutWebAddress(
  z
    .string({ error: companiesMessages.nameRequired })
    .trim()
    .max(200, { error: "Company name can be at most 200 characters" }),
);

/**
 * A contractor names their company when they set up a profile after signing in elsewhere;
 * drivers have none. Sign-up leaves it optional (the spec's form has no such field).
 */
export const companyNameRule: [
  (form: { role?: string; companyName?: string | undefined }) => boolean,
  { error: string; path: PropertyKey[] },
] = [
  (form) => form.role !== "contractor" || Boolean(form.companyName),
  { error: companiesMessages.nameRequired, path: ["companyName"] },
];

/** The sign-up form as the person fills it in. */
export const SignUpFormSchema = z
  .object({
    firstName: PersonNameSchema(v.firstNameRequired),
    lastName: PersonNameSchema(v.lastNameRequired),
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string(),
    role: SelectableRoleSchema.default("driver"),
    /** Optional: left empty, the company is named after the contractor until renamed. */
    companyName: CompanyNameSchema.optional(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: v.passwordsDontMatch,
    path: ["confirmPassword"],
  });
export type SignUpForm = z.input<typeof SignUpFormSchema>;

/** A language code as stored on a profile or an invitation: `es`, `pt-BR`, `en-XA`. */
export const LanguageSchema = z
  .string({ error: v.languageUnknown })
  .trim()
  .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, { error: v.languageUnknown });

/**
 * What the client sends to `POST /api/auth/sign-up/email`. `name` is the full name
 * Better Auth requires; the server recomputes it from the first and last name.
 * `invitationToken` is the invitation link signed up through, which verifies the address.
 */
export const SignUpRequestSchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  name: z.string().max(201).optional(),
  firstName: PersonNameSchema(v.firstNameRequired),
  lastName: PersonNameSchema(v.lastNameRequired),
  role: SelectableRoleSchema,
  callbackURL: z.string().max(2000).optional(),
  /**
   * The browser's time zone: a new contractor's company counts its days in it until they
   * choose another. A name the server does not know is dropped (the company starts on UTC)
   * rather than refusing the sign-up.
   */
  timeZone: z
    .string()
    .max(64)
    .optional()
    .transform((zone) => (zone && isTimeZone(zone) ? zone : undefined)),
  /**
   * The language the sign-up page was shown in: the verification e-mail and the person's
   * screens use it until they choose another. A code of no language's shape is dropped.
   */
  language: z
    .string()
    .max(20)
    .optional()
    .transform((code) => (code && LanguageSchema.safeParse(code).success ? code : undefined)),
  /**
   * A contractor's company name. The sign-up form asks for it; a client that leaves it out
   * gets a company named after the contractor, renamed later from the profile screens.
   */
  companyName: CompanyNameSchema.optional().transform((name) => name || undefined),
  /**
   * The token of the invitation link the person signs up through: an invitation still open
   * for this address verifies it, so no verification mail follows.
   */
  invitationToken: z.string().max(200).optional(),
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;
export type SignUpRequestInput = z.input<typeof SignUpRequestSchema>;

/**
 * What sign-up answers, as far as the client reads it: nothing but success. Sign-up never
 * signs in (the address is verified first), and no JSON body carries a session token.
 */
export const SignUpResultSchema = z.object({});

export const SignInFormSchema = z.object({
  email: z.string().trim().min(1, { error: v.enterEmailAndPassword }),
  password: z.string().min(1, { error: v.enterEmailAndPassword }),
});
export type SignInForm = z.infer<typeof SignInFormSchema>;

export const ResetPasswordRequestSchema = z.object({
  email: z.string().trim().min(1, { error: v.enterEmail }).pipe(EmailSchema),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** /update-password: the new password chosen from the reset link. */
export const UpdatePasswordFormSchema = z
  .object({
    newPassword: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: v.passwordsDontMatch,
    path: ["confirmPassword"],
  });
export type UpdatePasswordForm = z.infer<typeof UpdatePasswordFormSchema>;

/** Account settings → Password: the current password is required and checked. */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: "Enter your current password" }),
    newPassword: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: v.newPasswordsDontMatch,
    path: ["confirmPassword"],
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** Danger Zone: the person types their own e-mail address to confirm. */
export const DeleteAccountInputSchema = z.strictObject({
  confirmEmail: z.string().trim().toLowerCase().min(1, { error: "Type your email to confirm" }),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;
