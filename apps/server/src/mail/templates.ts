import { escapeHtml } from "../escape-html.js";
import type { MailKind, MailMessage } from "./mailer.js";

function linkMessage(options: {
  kind: MailKind;
  to: string;
  subject: string;
  greeting: string;
  body: string;
  action: string;
  link: string;
  footer: string;
}): MailMessage {
  const text = `${options.greeting}\n\n${options.body}\n\n${options.action}: ${options.link}\n\n${options.footer}\n`;
  const html = `<p>${escapeHtml(options.greeting)}</p>
<p>${escapeHtml(options.body)}</p>
<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.action)}</a></p>
<p style="color:#555">${escapeHtml(options.footer)}</p>`;
  const { kind, to, subject, link } = options;
  return { kind, to, subject, text, html, link };
}

export function verificationEmail(to: string, name: string, link: string): MailMessage {
  return linkMessage({
    kind: "verification",
    to,
    subject: "Verify your Haulwise email",
    greeting: `Hi ${name},`,
    body: "Confirm this address to finish creating your Haulwise account. The link works for one hour.",
    action: "Verify email",
    link,
    footer: "If you did not sign up for Haulwise, you can ignore this message.",
  });
}

export function passwordResetEmail(to: string, name: string, link: string): MailMessage {
  return linkMessage({
    kind: "password-reset",
    to,
    subject: "Reset your Haulwise password",
    greeting: `Hi ${name},`,
    body: "Someone asked to reset the password of your Haulwise account. The link works once, for one hour, and signs you out everywhere.",
    action: "Choose a new password",
    link,
    footer: "If it was not you, ignore this message: your password stays as it is.",
  });
}

export function changeEmailEmail(to: string, name: string, link: string): MailMessage {
  return linkMessage({
    kind: "change-email",
    to,
    subject: "Confirm your new Haulwise email",
    greeting: `Hi ${name},`,
    body: "Confirm this address to use it for your Haulwise account from now on. The link works for one hour.",
    action: "Confirm new email",
    link,
    footer: "If you did not ask for this change, ignore this message.",
  });
}

export function existingAccountEmail(to: string, name: string, signInLink: string): MailMessage {
  return linkMessage({
    kind: "existing-account",
    to,
    subject: "Someone tried to sign up with your email",
    greeting: `Hi ${name},`,
    body: "Someone tried to create a new Haulwise account with this address, which already has one. If it was you, sign in instead, or reset your password from the sign-in page.",
    action: "Sign in",
    link: signInLink,
    footer: "If it was not you, no action is needed: your account is unchanged.",
  });
}

export function invitationEmail(
  to: string,
  companyName: string,
  inviterName: string | null,
  link: string,
  expiresInDays: number,
): MailMessage {
  return linkMessage({
    kind: "invitation",
    to,
    subject: `${companyName} invited you to drive with them on Haulwise`,
    greeting: "Hello,",
    body: `${inviterName ?? "A contractor"} at ${companyName} invited you to join as a driver on Haulwise, where you will see your jobs, documents and routes. The link works once and for ${expiresInDays} days.`,
    action: "Accept the invitation",
    link,
    footer: "If you do not know this company, you can ignore this message.",
  });
}

export function jobSharedEmail(
  to: string,
  companyName: string,
  senderName: string | null,
  link: string,
): MailMessage {
  return linkMessage({
    kind: "job-shared",
    to,
    subject: `${companyName} shared a job with you on Haulwise`,
    greeting: "Hello,",
    body: `${senderName ?? "A contractor"} at ${companyName} gave you view access to one of their jobs on Haulwise: you can read its details, but not change them. Sign in with this email address to open it. If you have no Haulwise account yet, create one with this address; once you confirm it, the job is there for you.`,
    action: "Open the job",
    link,
    footer: "If you do not know this company, you can ignore this message.",
  });
}
