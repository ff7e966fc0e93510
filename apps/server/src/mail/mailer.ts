import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { type Clock, systemClock } from "../clock.js";

/** What a message is for; the per-mailbox cap counts each kind separately. */
export type MailKind =
  | "verification"
  | "password-reset"
  | "change-email"
  | "existing-account"
  | "invitation"
  | "invoice"
  | "job-shared";

export type MailMessage = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message exists for; the outbox prints it on the console. */
  link?: string;
  /** Files sent with it (an invoice's PDF). */
  attachments?: MailAttachment[];
  /** The language it is written in (its Content-Language): the recipient's. */
  language?: string;
};

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** "capped": the mailbox has had its share of this kind of message lately; nothing was sent. */
export type MailOutcome = "sent" | "capped";

export type Mailer = {
  send(message: MailMessage): Promise<MailOutcome>;
  close(): void;
};

type Logger = { info(obj: object, msg: string): void };

/**
 * SMTP when `SMTP_URL` is set; otherwise an outbox folder, one JSON file per message, named
 * on the console so a fresh install works with no mail server. The link itself is printed
 * only in development: in a log kept or shipped elsewhere, a reset or verification link
 * would let its reader act as the person it was sent to.
 */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** Stamps the outbox's messages; their file names sort in the order they were sent. */
  clock?: Clock;
  /** Whether the outbox prints each message's link in the log (development only). */
  printLinks?: boolean;
}): Mailer {
  const clock = options.clock ?? systemClock;
  const { smtpUrl } = options;
  if (smtpUrl) {
    // nodemailer loads with the first message, not with the server.
    let transport: Promise<Transporter> | null = null;
    const connect = () => {
      transport ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      return transport;
    };
    return {
      async send(message) {
        await (await connect()).sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments?.map((file) => ({ ...file })),
          ...(message.language ? { headers: { "Content-Language": message.language } } : {}),
        });
        return "sent";
      },
      close: () => {
        void transport?.then((opened) => opened.close());
      },
    };
  }

  return {
    async send(message) {
      await mkdir(options.outboxDir, { recursive: true });
      const sentAt = clock.now().toISOString();
      const name = `${sentAt.replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.json`;
      const file = path.join(options.outboxDir, name);
      // Attachments go beside the message, which names them; the message is written last.
      const attachments = [];
      for (const [index, attachment] of (message.attachments ?? []).entries()) {
        const attachmentFile = `${file.slice(0, -".json".length)}-${index}-${attachment.filename.replace(/[^A-Za-z0-9._-]/g, "_")}`;
        await writeFile(attachmentFile, attachment.content);
        attachments.push({
          filename: attachment.filename,
          contentType: attachment.contentType,
          file: attachmentFile,
          size: attachment.content.length,
        });
      }
      // Written under a temporary name and renamed, so a reader never sees half a message.
      await writeFile(
        `${file}.tmp`,
        JSON.stringify({ from: options.from, sentAt, ...message, attachments }, null, 2),
      );
      await rename(`${file}.tmp`, file);
      const link = options.printLinks ? message.link : undefined;
      options.logger.info(
        { to: message.to, subject: message.subject, ...(link ? { link } : {}), file },
        `Mail to ${message.to}: ${message.subject} — ${link ?? file}`,
      );
      return "sent";
    },
    close() {},
  };
}
