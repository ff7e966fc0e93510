import { z } from "zod";
import { EmailSchema } from "./accounts.js";

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;
export const INVITATIONS_PER_REQUEST = 50;

export const invitationStatuses = ["pending", "accepted", "revoked", "expired"] as const;
export const InvitationStatusSchema = z.enum(invitationStatuses);

/** Splits what a person typed into one address per comma, semicolon, space or line. */
export function splitEmailList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export const CreateInvitationsInputSchema = z.strictObject({
  emails: z
    .array(z.string())
    .min(1, { error: "Enter at least one email address" })
    .max(INVITATIONS_PER_REQUEST, {
      error: `Invite at most ${INVITATIONS_PER_REQUEST} people at a time`,
    })
    .superRefine((emails, ctx) => {
      const seen = new Set<string>();
      emails.forEach((raw, index) => {
        const parsed = EmailSchema.safeParse(raw);
        if (!parsed.success) {
          ctx.addIssue({
            code: "custom",
            path: [index],
            message: `"${raw.trim()}" is not a valid email address`,
          });
          return;
        }
        if (seen.has(parsed.data)) {
          ctx.addIssue({
            code: "custom",
            path: [index],
            message: `${parsed.data} is listed twice`,
          });
        }
        seen.add(parsed.data);
      });
    })
    .transform((emails) => emails.map((email) => email.trim().toLowerCase())),
});
export type CreateInvitationsInput = z.input<typeof CreateInvitationsInputSchema>;

/**
 * The invite form: one text box of addresses. Every problem is reported on that one box,
 * one message per address, so a person fixing a pasted list sees them all at once.
 */
export const InviteDriversFormSchema = z.object({ emails: z.string() }).transform((form, ctx) => {
  const parsed = CreateInvitationsInputSchema.safeParse({ emails: splitEmailList(form.emails) });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: "custom", path: ["emails"], message: issue.message });
  }
  return z.NEVER;
});
export type InviteDriversForm = z.input<typeof InviteDriversFormSchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: InvitationStatusSchema,
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationListSchema = z.object({ invitations: z.array(InvitationSchema) });

/** What the person holding an invitation link may see before signing in. */
export const InvitationPreviewSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  status: InvitationStatusSchema,
  invitedByName: z.string().nullable(),
  expiresAt: z.string(),
  /** Whether an account already exists for the invited address: sign in rather than sign up. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/**
 * An invitation link's token as the server takes it. Its shape is not checked: a token too
 * short or too long to be one is simply one that matches no invitation, and the person holding
 * it is told the link is not valid, like anyone holding an unknown one.
 */
export const InvitationTokenSchema = z.string();

export const InvitationTokenParamsSchema = z.object({ token: InvitationTokenSchema });

export const AcceptInvitationInputSchema = z.strictObject({
  token: InvitationTokenSchema,
});

/** The company the invited person has just joined. */
export const AcceptInvitationResultSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
});
