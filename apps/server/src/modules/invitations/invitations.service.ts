import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  type CreateInvitationsInput,
  CreateInvitationsInputSchema,
  displayNameOf,
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationPreview,
  messages,
} from "@haulwise/domain";
import { type Actor, requireContractor, requireRole } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { InvitationsTable } from "../../db/schema.js";
import type { EventBus } from "../../events/bus.js";
import { conflict, forbidden, gone, notFound, upstreamFailed } from "../../http/app-error.js";
import type { Translator } from "../../i18n/translator.js";
import type { Logger } from "../../logger.js";
import type { Mailer, MailOutcome } from "../../mail/mailer.js";
import { requirePlainNames } from "../../mail/plain-names.js";
import { invitationEmail } from "../../mail/templates.js";
import type { InvitationAllowance } from "../../throttles/invitation-allowance.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import * as repo from "./invitations.repo.js";

export type InvitationsService = ReturnType<typeof createInvitationsService>;

const m = messages.invitations;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Only a hash of the token is stored: a leaked database does not leak working links. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

function statusOf(row: { status: string; expires_at: string }, now: Date): Invitation["status"] {
  if (row.status === "pending" && new Date(row.expires_at) <= now) return "expired";
  return row.status as Invitation["status"];
}

const inviterNameOf = (row: {
  inviter_first_name: string | null;
  inviter_last_name: string | null;
}) =>
  row.inviter_first_name || row.inviter_last_name
    ? displayNameOf(row.inviter_first_name, row.inviter_last_name)
    : null;

/** Drivers join a company by an e-mailed link; contractors send, re-send and withdraw them. */
export function createInvitationsService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
  mailer: Mailer;
  translator: Translator;
  allowance: InvitationAllowance;
  companies: CompaniesService;
  profiles: ProfilesService;
  publicUrl: string;
  logger: Pick<Logger, "error">;
}) {
  const {
    db,
    dialect,
    clock,
    events,
    mailer,
    translator,
    allowance,
    companies,
    profiles,
    publicUrl,
    logger,
  } = deps;
  const linkFor = (token: string) => `${publicUrl}/invitations/${token}`;
  const expiryFrom = (now: Date) =>
    new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString();

  function toInvitation(row: repo.InvitationRow): Invitation {
    return {
      id: row.id,
      email: row.email,
      status: statusOf(row, clock.now()),
      invitedByName: inviterNameOf(row),
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      acceptedAt: row.accepted_at,
    };
  }

  /** The contractor's name as invitations are signed with it. */
  async function senderNameOf(actor: Actor): Promise<string | null> {
    const name = (await profiles.namesOf([actor.userId])).get(actor.userId);
    return name ? displayNameOf(name.firstName, name.lastName) : null;
  }

  /**
   * Mails invitation links (address and token each), signed with the contractor's name; says
   * for each whether it went out or the mailbox's cap held it back.
   */
  async function mailInvitations(
    sender: string | null,
    companyName: string,
    language: string | null,
    links: Array<{ email: string; token: string }>,
  ) {
    const wording = translator.wordingFor(language);
    const outcomes: MailOutcome[] = [];
    for (const { email, token } of links) {
      outcomes.push(
        await mailer.send(
          invitationEmail(wording, email, companyName, sender, linkFor(token), INVITATION_TTL_DAYS),
        ),
      );
    }
    return outcomes;
  }

  return {
    /** The company's invitations, newest first. */
    async list(actor: Actor): Promise<Invitation[]> {
      const company = requireContractor(actor);
      return (await repo.findForCompany(db, company.id)).map(toInvitation);
    },

    /**
     * Invites every address or none: an address that is already a member or already has a
     * pending invitation stops the whole request with a message naming it.
     */
    async invite(actor: Actor, input: CreateInvitationsInput): Promise<Invitation[]> {
      const company = requireContractor(actor);
      const { emails } = CreateInvitationsInputSchema.parse(input);
      const sender = await senderNameOf(actor);
      requirePlainNames(company.name, sender);
      // Written in the inviter's language: they know who they invite (decision 094).
      const language = await profiles.languageOf(actor.userId);
      const now = clock.now();
      const tokens = new Map<string, string>();

      const ids = await allowance.spend(company.id, emails.length, () =>
        db.transaction().execute(async (trx) => {
          const members = await companies.memberEmailsAmong(trx, company.id, emails);
          if (members[0]) throw conflict(m.alreadyMember(members[0]));
          const pending = await repo.findPendingByEmails(
            trx,
            company.id,
            emails,
            now.toISOString(),
          );
          if (pending[0]) throw conflict(m.alreadyPending(pending[0].email));

          const rows = emails.map((email): InvitationsTable => {
            const token = newToken();
            const id = randomUUID();
            tokens.set(id, token);
            return {
              id,
              company_id: company.id,
              email,
              token_hash: hashToken(token),
              status: "pending",
              invited_by: actor.userId,
              accepted_by: null,
              language,
              expires_at: expiryFrom(now),
              accepted_at: null,
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            };
          });
          await repo.insertInvitations(trx, rows);
          return rows.map((row) => ({ id: row.id, email: row.email }));
        }),
      );

      try {
        await mailInvitations(
          sender,
          company.name,
          language,
          ids.map(({ id, email }) => ({ email, token: tokens.get(id)! })),
        );
      } catch (error) {
        logger.error({ err: error }, "sending invitation emails failed");
        // An invitation nobody received is no invitation: undo them all and say so.
        await repo.deleteInvitations(
          db,
          ids.map((row) => row.id),
        );
        await allowance.refund(company.id, ids.length);
        throw upstreamFailed(m.emailsNotSent);
      }
      const created = new Set(ids.map((row) => row.id));
      return (await repo.findForCompany(db, company.id))
        .filter((row) => created.has(row.id))
        .map(toInvitation);
    },

    /** Sends a fresh link (the old one stops working) and restarts the expiry clock. */
    async resend(actor: Actor, invitationId: string): Promise<Invitation> {
      const company = requireContractor(actor);
      const sender = await senderNameOf(actor);
      requirePlainNames(company.name, sender);
      const token = newToken();
      const sent = await allowance.spend(company.id, 1, () =>
        db.transaction().execute(async (trx) => {
          const row = await repo.findStatusForUpdate(trx, dialect, company.id, invitationId);
          if (!row) throw notFound(m.notFoundInList);
          if (row.status !== "pending") {
            throw conflict(row.status === "accepted" ? m.used : m.revokedLink(company.name));
          }
          const now = clock.now();
          await repo.updateInvitation(trx, row.id, {
            token_hash: hashToken(token),
            expires_at: expiryFrom(now),
            updated_at: now.toISOString(),
          });
          return row;
        }),
      );
      const [outcome] = await mailInvitations(sender, company.name, sent.language, [
        { email: sent.email, token },
      ]);
      // A capped mailbox got no new link, so the link it already has must keep working.
      if (outcome === "capped") {
        await repo.restoreLink(db, invitationId, hashToken(token), {
          token_hash: sent.token_hash,
          expires_at: sent.expires_at,
        });
      }
      return toInvitation((await repo.findOneForCompany(db, company.id, invitationId))!);
    },

    /** Withdraws an invitation that has not been used; its link then says so. */
    async revoke(actor: Actor, invitationId: string): Promise<void> {
      const company = requireContractor(actor);
      await db.transaction().execute(async (trx) => {
        const row = await repo.findStatusForUpdate(trx, dialect, company.id, invitationId);
        if (!row) throw notFound(m.notFoundInList);
        if (row.status === "accepted") throw conflict(m.used);
        await repo.updateInvitation(trx, row.id, {
          status: "revoked",
          updated_at: clock.now().toISOString(),
        });
      });
    },

    /** What the invitation page shows before anyone signs in. */
    async preview(token: string): Promise<InvitationPreview> {
      const row = await repo.findByTokenHash(db, hashToken(token));
      if (!row) throw notFound(m.notFound);
      return {
        companyName: row.company_name,
        email: row.email,
        status: statusOf(row, clock.now()),
        invitedByName: inviterNameOf(row),
        expiresAt: row.expires_at,
        hasAccount: await profiles.accountExists(row.email),
      };
    },

    /**
     * Whether `token` is an invitation still open for `email`: mailed to that address, the
     * link proves it as a verification link would, so signing up through it verifies it.
     */
    async provesAddress(token: string, email: string): Promise<boolean> {
      const row = await repo.findByTokenHash(db, hashToken(token));
      return (
        row !== undefined &&
        statusOf(row, clock.now()) === "pending" &&
        row.email === email.trim().toLowerCase()
      );
    },

    /** The invited driver, signed in with the invited address, joins the company. */
    async accept(actor: Actor, token: string): Promise<{ companyId: string; companyName: string }> {
      const row = await repo.findByTokenHash(db, hashToken(token));
      if (!row) throw notFound(m.notFound);
      const status = statusOf(row, clock.now());
      if (status === "accepted") throw conflict(m.used);
      if (status === "revoked") throw gone(m.revokedLink(row.company_name));
      if (status === "expired") throw gone(m.expired(row.company_name));
      if (actor.email.toLowerCase() !== row.email || !actor.verified) {
        throw forbidden(m.wrongAccount(row.email));
      }
      requireRole(actor, "driver", m.driversOnly);

      await db.transaction().execute(async (trx) => {
        if (!(await repo.claimPending(trx, row.id, actor.userId, clock.now().toISOString()))) {
          throw conflict(m.used);
        }
        await companies.addDriver(trx, row.company_id, actor.userId);
      });
      events.emit("driver.joined", {
        companyId: row.company_id,
        driverId: actor.userId,
        email: row.email,
      });
      return { companyId: row.company_id, companyName: row.company_name };
    },
  };
}
