import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  type CreateInvitationsInput,
  CreateInvitationsInputSchema,
  displayNameOf,
  driverNameOf,
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationPreview,
  invitationMessages,
  NOTIFICATION_TYPES,
  notificationLinks,
  notificationTexts,
} from "@haulwise/domain";
import type { FastifyBaseLogger } from "fastify";
import type { SessionUser } from "../../auth/plugin.js";
import type { Db } from "../../db/database.js";
import { AppError, conflict, forbidden, notFound } from "../../http/app-error.js";
import type { Mailer } from "../../mail/mailer.js";
import { invitationEmail } from "../../mail/templates.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import * as repo from "./invitations.repo.js";

export type InvitationsService = ReturnType<typeof createInvitationsService>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only a hash of the token is stored: a leaked database does not leak working links. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

function statusOf(
  row: { status: string; expires_at: string },
  now = new Date(),
): Invitation["status"] {
  if (row.status === "pending" && new Date(row.expires_at) <= now) return "expired";
  return row.status as Invitation["status"];
}

function toInvitation(row: repo.InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    status: statusOf(row),
    invitedByName:
      row.inviter_first_name || row.inviter_last_name
        ? displayNameOf(row.inviter_first_name, row.inviter_last_name)
        : null,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    acceptedAt: row.accepted_at,
  };
}

export function createInvitationsService(deps: {
  db: Db;
  mailer: Mailer;
  companies: CompaniesService;
  notifications: NotificationsService;
  publicUrl: string;
  logger: Pick<FastifyBaseLogger, "error">;
}) {
  const { db, mailer, companies, notifications, publicUrl, logger } = deps;
  const linkFor = (token: string) => `${publicUrl}/invitations/${token}`;

  async function inviterName(userId: string) {
    const me = await db
      .selectFrom("profiles")
      .select(["first_name", "last_name"])
      .where("id", "=", userId)
      .executeTakeFirst();
    return me ? displayNameOf(me.first_name, me.last_name) : null;
  }

  return {
    async list(userId: string): Promise<Invitation[]> {
      const company = await companies.requireContractorCompany(userId);
      return (await repo.findForCompany(db, company.id)).map(toInvitation);
    },

    /**
     * Invites every address or none: an address that is already a member or already has a
     * pending invitation stops the whole request with a message naming it.
     */
    async invite(userId: string, input: CreateInvitationsInput): Promise<Invitation[]> {
      const company = await companies.requireContractorCompany(userId);
      const { emails } = CreateInvitationsInputSchema.parse(input);
      const now = new Date();
      const tokens = new Map<string, string>();

      const ids = await db.transaction().execute(async (trx) => {
        const members = await repo.findMemberEmails(trx, company.id, emails);
        if (members[0]) throw conflict(invitationMessages.alreadyMember(members[0].email));
        const pending = await repo.findPendingByEmails(trx, company.id, emails, now.toISOString());
        if (pending[0]) throw conflict(invitationMessages.alreadyPending(pending[0].email));

        const rows = emails.map((email) => {
          const token = newToken();
          const id: string = randomUUID();
          tokens.set(id, token);
          return {
            id,
            company_id: company.id,
            email,
            token_hash: hashToken(token),
            status: "pending",
            invited_by: userId,
            accepted_by: null,
            expires_at: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
            accepted_at: null,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          };
        });
        await repo.insertInvitations(trx, rows);
        return rows.map((row) => ({ id: row.id, email: row.email }));
      });

      const sender = await inviterName(userId);
      try {
        for (const { id, email } of ids) {
          await mailer.send(
            invitationEmail(
              email,
              company.name,
              sender,
              linkFor(tokens.get(id)!),
              INVITATION_TTL_DAYS,
            ),
          );
        }
      } catch (error) {
        logger.error({ err: error }, "sending invitation emails failed");
        // An invitation nobody received is no invitation: undo them all and say so.
        await repo.deleteInvitations(
          db,
          ids.map((row) => row.id),
        );
        throw new AppError(
          502,
          "INTERNAL",
          "The invitation emails could not be sent. Please try again.",
        );
      }
      const created = new Set(ids.map((row) => row.id));
      return (await repo.findForCompany(db, company.id))
        .filter((row) => created.has(row.id))
        .map(toInvitation);
    },

    /** Sends a fresh link (the old one stops working) and restarts the expiry clock. */
    async resend(userId: string, invitationId: string): Promise<Invitation> {
      const company = await companies.requireContractorCompany(userId);
      const row = await repo.findOneForCompany(db, company.id, invitationId);
      if (!row) throw notFound("Invitation not found");
      if (row.status !== "pending") {
        throw conflict(
          row.status === "accepted"
            ? invitationMessages.used
            : invitationMessages.revokedLink(company.name),
        );
      }
      const token = newToken();
      const now = new Date();
      const outcome = await mailer.send(
        invitationEmail(
          row.email,
          company.name,
          await inviterName(userId),
          linkFor(token),
          INVITATION_TTL_DAYS,
        ),
      );
      // A capped mailbox got no new link, so the link it already has keeps working.
      if (outcome === "sent") {
        await repo.updateInvitation(db, row.id, {
          token_hash: hashToken(token),
          expires_at: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
          updated_at: now.toISOString(),
        });
      }
      return toInvitation((await repo.findOneForCompany(db, company.id, row.id))!);
    },

    async revoke(userId: string, invitationId: string): Promise<void> {
      const company = await companies.requireContractorCompany(userId);
      const row = await repo.findOneForCompany(db, company.id, invitationId);
      if (!row) throw notFound("Invitation not found");
      if (row.status === "accepted") throw conflict(invitationMessages.used);
      await repo.updateInvitation(db, row.id, {
        status: "revoked",
        updated_at: new Date().toISOString(),
      });
    },

    /** What the invitation page shows before anyone signs in. */
    async preview(token: string): Promise<InvitationPreview> {
      const row = await repo.findByTokenHash(db, hashToken(token));
      if (!row) throw notFound(invitationMessages.notFound);
      return {
        companyName: row.company_name,
        email: row.email,
        status: statusOf(row),
        invitedByName:
          row.inviter_first_name || row.inviter_last_name
            ? displayNameOf(row.inviter_first_name, row.inviter_last_name)
            : null,
        expiresAt: row.expires_at,
        hasAccount: Boolean(await repo.userExistsWithEmail(db, row.email)),
      };
    },

    /** The invited driver, signed in with the invited address, joins the company. */
    async accept(
      user: SessionUser,
      token: string,
    ): Promise<{ companyId: string; companyName: string }> {
      const row = await repo.findByTokenHash(db, hashToken(token));
      if (!row) throw notFound(invitationMessages.notFound);
      const status = statusOf(row);
      if (status === "accepted") throw conflict(invitationMessages.used);
      if (status === "revoked")
        throw new AppError(410, "NOT_FOUND", invitationMessages.revokedLink(row.company_name));
      if (status === "expired")
        throw new AppError(410, "NOT_FOUND", invitationMessages.expired(row.company_name));
      if (user.email.toLowerCase() !== row.email || !user.emailVerified) {
        throw forbidden(invitationMessages.wrongAccount(row.email));
      }
      const profile = await db
        .selectFrom("profiles")
        .select(["role", "first_name", "last_name"])
        .where("id", "=", user.id)
        .executeTakeFirst();
      if (profile?.role !== "driver") throw forbidden(invitationMessages.driversOnly);

      await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        if (!(await repo.claimPending(trx, row.id, user.id, now)))
          throw conflict(invitationMessages.used);
        await companies.addMember(trx, {
          company_id: row.company_id,
          user_id: user.id,
          member_role: "driver",
          joined_at: now,
        });
      });
      await notifications.deliver(NOTIFICATION_TYPES.driverJoined, async () => {
        const text = notificationTexts.driverJoined(
          driverNameOf(profile.first_name, profile.last_name),
          row.company_name,
          row.email,
        );
        const contractors = await companies.contractorIdsOf(row.company_id);
        return contractors.map((userId) => ({ userId, ...text, link: notificationLinks.drivers }));
      });
      return { companyId: row.company_id, companyName: row.company_name };
    },
  };
}
