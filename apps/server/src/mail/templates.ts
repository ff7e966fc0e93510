import { escapeHtml } from "../escape-html.js";
import type { Wording } from "../i18n/translator.js";
import type { MailKind, MailMessage } from "./mailer.js";

function linkMessage(options: {
  kind: MailKind;
  to: string;
  language: string;
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
  const { kind, to, subject, link, language } = options;
  return { kind, to, subject, text, html, link, language };
}

export function verificationEmail(
  { t, language }: Wording,
  to: string,
  name: string,
  link: string,
): MailMessage {
  return linkMessage({
    kind: "verification",
    to,
    language,
    subject: t("mail.verification.subject"),
    greeting: t("mail.greeting", { name }),
    body: t("mail.verification.body"),
    action: t("mail.verification.action"),
    link,
    footer: t("mail.verification.footer"),
  });
}

export function passwordResetEmail(
  { t, language }: Wording,
  to: string,
  name: string,
  link: string,
): MailMessage {
  return linkMessage({
    kind: "password-reset",
    to,
    language,
    subject: t("mail.passwordReset.subject"),
    greeting: t("mail.greeting", { name }),
    body: t("mail.passwordReset.body"),
    action: t("mail.passwordReset.action"),
    link,
    footer: t("mail.passwordReset.footer"),
  });
}

export function changeEmailEmail(
  { t, language }: Wording,
  to: string,
  name: string,
  link: string,
): MailMessage {
  return linkMessage({
    kind: "change-email",
    to,
    language,
    subject: t("mail.changeEmail.subject"),
    greeting: t("mail.greeting", { name }),
    body: t("mail.changeEmail.body"),
    action: t("mail.changeEmail.action"),
    link,
    footer: t("mail.changeEmail.footer"),
  });
}

export function existingAccountEmail(
  { t, language }: Wording,
  to: string,
  name: string,
  signInLink: string,
): MailMessage {
  return linkMessage({
    kind: "existing-account",
    to,
    language,
    subject: t("mail.existingAccount.subject"),
    greeting: t("mail.greeting", { name }),
    body: t("mail.existingAccount.body"),
    action: t("mail.existingAccount.action"),
    link: signInLink,
    footer: t("mail.existingAccount.footer"),
  });
}

export function invitationEmail(
  { t, language }: Wording,
  to: string,
  companyName: string,
  inviterName: string | null,
  link: string,
  expiresInDays: number,
): MailMessage {
  return linkMessage({
    kind: "invitation",
    to,
    language,
    subject: t("mail.invitation.subject", { companyName }),
    greeting: t("mail.hello"),
    body: t("mail.invitation.body", {
      inviterName: inviterName ?? t("mail.aContractor"),
      companyName,
      days: expiresInDays,
    }),
    action: t("mail.invitation.action"),
    link,
    footer: t("mail.unknownCompany.footer"),
  });
}

export function jobSharedEmail(
  { t, language }: Wording,
  to: string,
  companyName: string,
  senderName: string | null,
  link: string,
): MailMessage {
  return linkMessage({
    kind: "job-shared",
    to,
    language,
    subject: t("mail.jobShared.subject", { companyName }),
    greeting: t("mail.hello"),
    body: t("mail.jobShared.body", {
      senderName: senderName ?? t("mail.aContractor"),
      companyName,
    }),
    action: t("mail.jobShared.action"),
    link,
    footer: t("mail.unknownCompany.footer"),
  });
}
