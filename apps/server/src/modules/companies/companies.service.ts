import { randomUUID } from "node:crypto";
import {
  type Company,
  type CompanyProfileInput,
  CompanyProfileInputSchema,
  companyMessages,
  securityMessages,
} from "@haulwise/domain";
import type { Transaction } from "kysely";
import type { Db } from "../../db/database.js";
import type { CompanyRow, Database } from "../../db/schema.js";
import { AppError, forbidden, notFound } from "../../http/app-error.js";
import { normaliseImage } from "../../storage/images.js";
import type { Storage } from "../../storage/storage.js";
import * as repo from "./companies.repo.js";

export type CompaniesService = ReturnType<typeof createCompaniesService>;

/** One answer for "no picture" and "not yours to see", so neither reveals the other. */
export const IMAGE_NOT_FOUND = "Not found";

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
  };
}

export function createCompaniesService(deps: {
  db: Db;
  storage: Storage;
  /** What one company's stored files may add up to. */
  storageQuotaBytes: number;
}) {
  const { db, storage, storageQuotaBytes } = deps;

  /**
   * The company a signed-in contractor runs. Every contractor-only endpoint starts here, so
   * a driver, or a contractor of another company, never reaches another company's data.
   */
  async function requireContractorCompany(userId: string): Promise<CompanyRow> {
    const [profile, company] = await Promise.all([
      repo.findProfileRole(db, userId),
      repo.findManagedCompany(db, userId),
    ]);
    if (profile?.role !== "contractor" || !company)
      throw forbidden(companyMessages.contractorsOnly);
    return company;
  }

  /**
   * Who may see whose pictures: the members of a company, its drivers and the people granted
   * one of its jobs share work with the company and with each other's members; everyone else
   * sees nothing. A person always shares work with themself.
   */
  async function sharesWork(
    viewerId: string,
    subject: { userId: string } | { companyId: string },
  ): Promise<boolean> {
    if ("companyId" in subject) return repo.isRelatedToCompany(db, viewerId, subject.companyId);
    if (subject.userId === viewerId) return true;
    return repo.shareACompany(db, viewerId, subject.userId);
  }

  return {
    requireContractorCompany,

    findMembership: (companyId: string, userId: string) =>
      repo.findMembership(db, companyId, userId),
    addMember: repo.insertMember,
    removeMember: repo.deleteMembership,
    findCompany: (companyId: string) => repo.findCompany(db, companyId),
    contractorIdsOf: (companyId: string) => repo.findContractorIds(db, companyId),

    async getCompanyProfile(userId: string): Promise<Company> {
      return toCompany(await requireContractorCompany(userId));
    },

    /** /contractor-profile: saved for real as the company's profile. */
    async updateCompanyProfile(userId: string, input: CompanyProfileInput): Promise<Company> {
      const company = await requireContractorCompany(userId);
      const details = CompanyProfileInputSchema.parse(input);
      const patch = {
        name: details.companyName,
        contact_name: details.contactName,
        phone: details.phone,
        email: details.email,
        address: details.address,
        notes: details.notes ?? null,
        updated_at: new Date().toISOString(),
      };
      await repo.updateCompany(db, company.id, patch);
      return toCompany({ ...company, ...patch });
    },

    /** Creates a company run by `ownerId`; contractors get one when they join. */
    async createForOwner(trx: Transaction<Database>, ownerId: string, name: string) {
      const now = new Date().toISOString();
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

    managedCompanyOf(userId: string, executor: Db | Transaction<Database> = db) {
      return repo.findManagedCompany(executor, userId);
    },

    async rename(trx: Transaction<Database>, companyId: string, name: string) {
      await repo.updateCompany(trx, companyId, { name, updated_at: new Date().toISOString() });
    },

    /** Replaces the company logo of the company `userId` runs. */
    async replaceLogo(userId: string, upload: Buffer) {
      const company = await requireContractorCompany(userId);
      const image = await normaliseImage(upload, { maxSide: 512, square: false });
      const key = `company-logos/company-${company.id}-${Date.now()}.webp`;
      await storage.put(key, image);
      await repo.updateCompany(db, company.id, {
        logo_key: key,
        updated_at: new Date().toISOString(),
      });
      if (company.logo_key) await storage.delete(company.logo_key);
      return { ...company, logo_key: key };
    },

    sharesWork,

    /**
     * Counts `bytes` against the company's storage quota before a file is written, atomically,
     * so a burst of parallel uploads cannot overshoot it; a full quota is a 413 saying what to do.
     */
    async reserveStorage(companyId: string, bytes: number) {
      if (!(await repo.reserveStorage(db, companyId, bytes, storageQuotaBytes))) {
        throw new AppError(
          413,
          "QUOTA_EXCEEDED",
          securityMessages.storageQuotaExceeded(storageQuotaBytes),
        );
      }
    },

    /** Gives back what a deleted (or never written) file had reserved. */
    releaseStorage: (companyId: string, bytes: number) => repo.releaseStorage(db, companyId, bytes),

    /** A company's logo, for the people who share work with it; anyone else sees a 404. */
    async readLogo(viewerId: string, companyId: string) {
      const company = await repo.findCompany(db, companyId);
      const file =
        company?.logo_key && (await sharesWork(viewerId, { companyId }))
          ? await storage.read(company.logo_key)
          : null;
      if (!file) throw notFound(IMAGE_NOT_FOUND);
      return file;
    },
  };
}
