import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Db } from "../../db/database.js";
import type { CompanyRow, Database } from "../../db/schema.js";
import { forbidden, notFound } from "../../http/app-error.js";
import { normaliseImage } from "../../storage/images.js";
import type { Storage } from "../../storage/storage.js";
import * as repo from "./companies.repo.js";

export type CompaniesService = ReturnType<typeof createCompaniesService>;

export function logoUrlOf(company: Pick<CompanyRow, "id" | "logo_key">): string | null {
  return company.logo_key
    ? `/api/companies/${company.id}/logo?v=${encodeURIComponent(company.logo_key.split("/").pop() ?? "")}`
    : null;
}

export function createCompaniesService(deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;

  return {
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
      const company = await repo.findManagedCompany(db, userId);
      if (!company) throw forbidden("Only contractors can upload a company logo");
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

    /** Logos are shown to anyone signed in who sees the company's name: drivers, grantees. */
    async readLogo(companyId: string) {
      const company = await repo.findCompany(db, companyId);
      const file = company?.logo_key ? await storage.read(company.logo_key) : null;
      if (!file) throw notFound("This company has no logo");
      return file;
    },
  };
}
