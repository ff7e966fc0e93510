import { z } from "zod";
import { splitEmailList } from "./invitations.js";

/** The grant form takes one box of comma-separated emails (spec part 2 §5). */
export const GrantAccessInputSchema = z.strictObject({
  emails: z
    .string({ error: "Enter at least one email address" })
    .refine((text) => text.trim().length > 0, { error: "Enter at least one email address" })
    .transform((text) => [...new Set(splitEmailList(text).map((email) => email.toLowerCase()))])
    .pipe(
      z
        .array(z.email({ error: "Enter valid email addresses separated by commas" }))
        .min(1, { error: "Enter at least one email address" })
        .max(50, { error: "Grant access to at most 50 people at a time" }),
    ),
});
export type GrantAccessInput = z.input<typeof GrantAccessInputSchema>;
export type GrantAccess = z.output<typeof GrantAccessInputSchema>;

/**
 * One address granted view access. It shows as `invited` until the person holding it opens
 * the job; only then does the list show their name. Whether the address has an account is
 * never shown, so the panel cannot be used to find out who uses Haulwise.
 */
export const JobGrantSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(["invited", "active"]),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  canEdit: z.boolean(),
  grantedAt: z.string(),
  /** When the person first opened the job; null while invited. */
  viewedAt: z.string().nullable(),
});
export type JobGrant = z.infer<typeof JobGrantSchema>;

export const JobGrantListSchema = z.object({ grants: z.array(JobGrantSchema) });

/**
 * How many of the addresses now hold view access: every address given but the caller's own,
 * whether or not it has an account yet (an address without one is invited by email).
 */
export const GrantAccessResultSchema = z.object({ granted: z.number().int() });
