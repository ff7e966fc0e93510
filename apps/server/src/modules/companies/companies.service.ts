import { randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import {
  type Company,
  type CompanyProfileInput,
  CompanyProfileInputSchema,
  DEFAULT_TIME_ZONE,
  isTimeZone,
  messages,
} from "@haulwise/domain";
import {
  type Actor,
  type ActorCompany,
  type ActorFacts,
  type ManagingRole,
  requireContractor,
} from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db, Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { CompanyRow, MemberRole } from "../../db/schema.js";
import type { EventBus } from "../../events/bus.js";
import { forbidden, notFound, quotaExceeded } from "../../http/app-error.js";
import { normaliseImage } from "../../storage/images.js";
import type { Storage } from "../../storage/storage.js";
import * as repo from "./companies.repo.js";

export type CompaniesService = ReturnType<typeof createCompaniesService>;

const m = messages.companies;

/** The URL of a company logo; its file name in `v` makes a new logo a new URL. */
export function logoUrlOf(company: Pick<CompanyRow, "id" | "logo_key">): string | null {
  return company.logo_key
    ? `/api/companies/${company.id}/logo?v=${encodeURIComponent(company.logo_key.split("/").pop() ?? "")}`
    : null;
}

function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    contactName: row.contact_name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    notes: row.notes,
    logoUrl: logoUrlOf(row),
    timeZone: row.time_zone,
  };
}

/** Companies and who belongs to them: the one place memberships are read and changed. */
export function createCompaniesService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
  storage: Storage;
  /** What one company's stored documents may add up to. */
  storageQuotaBytes: number;
}) {
  const { db, dialect, clock, events, storage, storageQuotaBytes } = deps;
  const nowIso = () => clock.now().toISOString();

  async function requireCompanyRow(companyId: string): Promise<CompanyRow> {
    const company = await repo.findCompany(db, companyId);
    if (!company) throw forbidden(m.contractorsOnly);
    return company;
  }

  /**
   * Who may see whose pictures: the members of a company, its drivers and the people granted
   * one of its jobs share work with the company and with each other's members; everyone else
   * sees nothing. A person always shares work with themself.
   */
  async function sharesWork(
    viewer: Actor,
    subject: { userId: string } | { companyId: string },
  ): Promise<boolean> {
    if ("companyId" in subject) {
      return repo.isRelatedToCompany(db, viewer.userId, subject.companyId);
    }
    if (subject.userId === viewer.userId) return true;
    return repo.shareACompany(db, viewer.userId, subject.userId);
  }

  return {
    /** A person's profile role and the company they run, for their Actor: one query. */
    async actorFactsOf(userId: string): Promise<ActorFacts> {
      const row = await repo.findActorFacts(db, userId);
      const company: ActorCompany | null =
        row?.company_id && row.company_name && row.member_role
          ? {
              id: row.company_id,
              name: row.company_name,
              memberRole: row.member_role as ManagingRole,
              timeZone: row.company_time_zone ?? DEFAULT_TIME_ZONE,
            }
          : null;
      return { role: row?.role ?? null, company };
    },

    /** The oldest company a person runs, as a row, inside or outside a transaction. */
    managedCompanyOf: (executor: Executor, userId: string) =>
      repo.findManagedCompany(executor, userId),

    /**
     * Someone's place in a company, or null when they are not a member. With `lock`, inside a
     * transaction, the membership cannot be removed until that transaction ends.
     */
    async memberRoleOf(
      executor: Executor,
      companyId: string,
      userId: string,
      options: { lock?: boolean } = {},
    ): Promise<MemberRole | null> {
      const row = await repo.findMembership(executor, dialect, companyId, userId, options.lock);
      return row?.member_role ?? null;
    },

    /** The contractors who run the company today: whom its drivers' news goes to. */
    contractorIdsOf: (companyId: string) => repo.findContractorIds(db, companyId),

    /** The company's drivers (one of them with `driverId`), ordered by name. */
    driversOf: (companyId: string, driverId?: string) => repo.findDrivers(db, companyId, driverId),

    /** Which of these addresses already belong to the company's members. */
    async memberEmailsAmong(
      executor: Executor,
      companyId: string,
      emails: string[],
    ): Promise<string[]> {
      return (await repo.findMemberEmails(executor, companyId, emails)).map((row) => row.email);
    },

    /** A company's row, whoever asks: listeners name it in what they tell people. */
    findCompany: (companyId: string) => repo.findCompany(db, companyId),

    /** /contractor-profile: the company's profile. */
    async getCompanyProfile(actor: Actor): Promise<Company> {
      return toCompany(await requireCompanyRow(requireContractor(actor).id));
    },

    /** /contractor-profile: saved for real as the company's profile. */
    async updateCompanyProfile(actor: Actor, input: CompanyProfileInput): Promise<Company> {
      const company = await requireCompanyRow(requireContractor(actor).id);
      const details = CompanyProfileInputSchema.parse(input);
      const patch = {
        name: details.companyName,
        contact_name: details.contactName,
        phone: details.phone,
        email: details.email,
        address: details.address,
        notes: details.notes ?? null,
        ...(details.timeZone ? { time_zone: details.timeZone } : {}),
        updated_at: nowIso(),
      };
      await repo.updateCompany(db, company.id, patch);
      events.emit("company.updated", { companyId: company.id });
      return toCompany({ ...company, ...patch });
    },

    /**
     * The zone a company's days are counted in (today's loads, daily metrics, date ranges);
     * UTC for a company that is gone.
     */
    async timeZoneOf(companyId: string): Promise<string> {
      return (await repo.findCompany(db, companyId))?.time_zone ?? DEFAULT_TIME_ZONE;
    },

    /**
     * Creates a company run by `ownerId`, inside the caller's transaction; its days are
     * counted in `timeZone` (the owner's browser's at sign-up) or UTC.
     */
    async createForOwner(trx: Executor, ownerId: string, name: string, timeZone?: string | null) {
      const now = nowIso();
      const company: CompanyRow = {
        id: randomUUID(),
        name,
        contact_name: null,
        phone: null,
        email: null,
        address: null,
        notes: null,
        logo_key: null,
        owner_id: ownerId,
        time_zone: timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE,
        created_at: now,
        updated_at: now,
      };
      await repo.insertCompany(trx, company);
      await repo.insertMember(trx, {
        company_id: company.id,
        user_id: ownerId,
        member_role: "owner",
        joined_at: now,
      });
      return company;
    },

    /** Renames a company inside the caller's transaction. */
    async rename(trx: Executor, companyId: string, name: string) {
      await repo.updateCompany(trx, companyId, { name, updated_at: nowIso() });
    },

    /** Adds a driver to a company inside the caller's transaction; a member already is left as is. */
    async addDriver(trx: Executor, companyId: string, userId: string) {
      await repo.insertMember(trx, {
        company_id: companyId,
        user_id: userId,
        member_role: "driver",
        joined_at: nowIso(),
      });
    },

    /** The companies someone belongs to today, in any role or (with `role`) in that one. */
    async memberCompanyIdsOf(
      executor: Executor,
      userId: string,
      role?: MemberRole,
    ): Promise<string[]> {
      return (await repo.findMemberCompanyIds(executor, userId, role)).map((r) => r.company_id);
    },

    /** Ends a membership inside the caller's transaction. */
    async removeMember(trx: Executor, companyId: string, userId: string) {
      await repo.deleteMembership(trx, companyId, userId);
    },

    /** Replaces the logo of the company the person runs; the old file goes once the row moved on. */
    async replaceLogo(actor: Actor, upload: Buffer) {
      // The role counts, not only ownership: a contractor who switched to driving keeps the
      // company but not the right to change its face until they switch back.
      if (actor.role !== "contractor" || !actor.company) throw forbidden(m.logoForContractors);
      const companyId = actor.company.id;
      const image = await normaliseImage(upload, { maxSide: 512, square: false });
      const key = await storage.put(`company-logos/${companyId}`, image, "webp");
      const replaced = await db.transaction().execute(async (trx) => {
        const company = await repo.findCompanyForUpdate(trx, dialect, companyId);
        await repo.updateCompany(trx, companyId, { logo_key: key, updated_at: nowIso() });
        return company?.logo_key ?? null;
      });
      if (replaced) await storage.delete(replaced);
      events.emit("company.updated", { companyId });
    },

    sharesWork,

    /**
     * Counts `bytes` against the company's storage quota before a file is written, atomically,
     * so a burst of parallel uploads cannot overshoot it; a full quota is a 413 saying what to do.
     */
    async reserveStorage(
      companyId: string,
      bytes: number,
      fullMessage: (quotaBytes: number) => string = messages.documents.quotaExceeded,
    ) {
      if (!(await repo.reserveStorage(db, companyId, bytes, storageQuotaBytes))) {
        throw quotaExceeded(fullMessage(storageQuotaBytes));
      }
    },

    /** Gives back what a deleted (or never written) file had reserved. */
    releaseStorage: (companyId: string, bytes: number) => repo.releaseStorage(db, companyId, bytes),

    /** A company's logo, for the people who share work with it; anyone else sees a 404. */
    async readLogo(viewer: Actor, companyId: string) {
      const company = await repo.findCompany(db, companyId);
      const file =
        company?.logo_key && (await sharesWork(viewer, { companyId }))
          ? await storage.read(company.logo_key)
          : null;
      // A missing logo and one not yours to see answer alike, so neither reveals the other.
      if (!file) throw notFound();
      return file;
    },

    /** Who a company's documents (invoices, pay statements) are from: name, contacts and logo. */
    async letterheadOf(companyId: string) {
      const company = await repo.findCompany(db, companyId);
      if (!company) throw notFound();
      const file = company.logo_key ? await storage.read(company.logo_key) : null;
      const logo = file ? await buffer(file.stream) : null;
      return {
        name: company.name,
        lines: [company.address, company.phone, company.email].filter(
          (line): line is string => !!line,
        ),
        logo,
      };
    },
  };
}
