import {
  type DriverDetailsInput,
  DriverDetailsInputSchema,
  displayNameOf,
  type Me,
  type Profile,
  type ProfileSetupInput,
  type SelectableRole,
  type UpdateProfileInput,
  UpdateProfileInputSchema,
} from "@haulwise/domain";
import type { NewUser } from "../../auth/auth.js";
import type { SessionUser } from "../../auth/plugin.js";
import type { Db } from "../../db/database.js";
import type { CompanyRow } from "../../db/schema.js";
import { badRequest, conflict, forbidden, notFound } from "../../http/app-error.js";
import { normaliseImage } from "../../storage/images.js";
import type { Storage } from "../../storage/storage.js";
import {
  type CompaniesService,
  IMAGE_NOT_FOUND,
  logoUrlOf,
} from "../companies/companies.service.js";
import * as repo from "./profiles.repo.js";

export type ProfilesService = ReturnType<typeof createProfilesService>;

type AccountRow = NonNullable<Awaited<ReturnType<typeof repo.findAccountWithProfile>>>;

function avatarUrlOf(userId: string, key: string | null): string | null {
  return key
    ? `/api/users/${userId}/avatar?v=${encodeURIComponent(key.split("/").pop() ?? "")}`
    : null;
}

function toProfile(row: AccountRow, company: CompanyRow | undefined): Profile | null {
  if (!row.profile_id || !row.created_at || !row.updated_at) return null;
  return {
    id: row.id,
    email: row.email,
    emailVerified: Boolean(row.email_verified),
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: displayNameOf(row.first_name, row.last_name),
    role: (row.role as Profile["role"]) ?? null,
    phoneNumber: row.phone_number,
    companyId: company?.id ?? null,
    companyName: company?.name ?? null,
    avatarUrl: avatarUrlOf(row.id, row.avatar_key ?? null),
    companyLogoUrl: company ? logoUrlOf(company) : null,
    driverLicenseNumber: row.driver_license_number,
    driverLicenseState: row.driver_license_state,
    driverLicenseExpiry: row.driver_license_expiry,
    yearsOfExperience: row.years_of_experience,
    addressLine1: row.address_line1,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function createProfilesService(deps: {
  db: Db;
  storage: Storage;
  companies: CompaniesService;
}) {
  const { db, storage, companies } = deps;

  /** Creates the profile and, for a contractor, the company they run: all or nothing. */
  async function createProfile(
    userId: string,
    details: { firstName: string | null; lastName: string | null; role: SelectableRole | null },
  ): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const created = await repo.insertProfileIfMissing(trx, {
        id: userId,
        first_name: details.firstName,
        last_name: details.lastName,
        role: details.role,
        created_at: now,
        updated_at: now,
      });
      if (created && details.role === "contractor") {
        const existing = await companies.managedCompanyOf(userId, trx);
        if (!existing) {
          await companies.createForOwner(
            trx,
            userId,
            displayNameOf(details.firstName, details.lastName, "My company"),
          );
        }
      }
      return created;
    });
  }

  async function getProfile(userId: string): Promise<Me> {
    const row = await repo.findAccountWithProfile(db, userId);
    if (!row) throw notFound("This account no longer exists");
    const company =
      row.role === "contractor" ? await companies.managedCompanyOf(userId) : undefined;
    return {
      user: { id: row.id, email: row.email, emailVerified: Boolean(row.email_verified) },
      profile: toProfile(row, company),
    };
  }

  async function requireProfile(userId: string): Promise<Profile> {
    const me = await getProfile(userId);
    if (!me.profile) throw conflict("Please complete your profile setup");
    return me.profile;
  }

  return {
    getProfile,

    /** Called by the auth layer right after sign-up, with the sign-up metadata. */
    async createForNewUser(user: NewUser) {
      await createProfile(user.id, user);
    },

    async setupProfile(user: SessionUser, input: ProfileSetupInput): Promise<Me> {
      const created = await createProfile(user.id, input);
      if (!created) throw conflict("Your profile is already set up");
      await repo.updateUserName(
        db,
        user.id,
        displayNameOf(input.firstName, input.lastName),
        new Date().toISOString(),
      );
      return getProfile(user.id);
    },

    async updateProfile(user: SessionUser, input: UpdateProfileInput): Promise<Me> {
      const patch = UpdateProfileInputSchema.parse(input);
      const profile = await requireProfile(user.id);
      if (patch.companyName !== undefined && profile.role !== "contractor") {
        throw forbidden("Only contractors have a company name");
      }
      await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        await repo.updateProfile(trx, user.id, {
          ...(patch.firstName !== undefined ? { first_name: patch.firstName } : {}),
          ...(patch.lastName !== undefined ? { last_name: patch.lastName } : {}),
          ...(patch.phoneNumber !== undefined ? { phone_number: patch.phoneNumber } : {}),
          updated_at: now,
        });
        if (patch.firstName !== undefined || patch.lastName !== undefined) {
          const name = displayNameOf(
            patch.firstName ?? profile.firstName,
            patch.lastName ?? profile.lastName,
          );
          await repo.updateUserName(trx, user.id, name, now);
        }
        if (patch.companyName !== undefined && profile.companyId) {
          await companies.rename(trx, profile.companyId, patch.companyName);
        }
      });
      return getProfile(user.id);
    },

    /** /select-role: a contractor gets a company the first time they take the role. */
    async changeRole(user: SessionUser, role: SelectableRole): Promise<Me> {
      const profile = await requireProfile(user.id);
      if (profile.role === "admin") throw forbidden("An admin's role cannot be changed here");
      await db.transaction().execute(async (trx) => {
        await repo.updateProfile(trx, user.id, { role, updated_at: new Date().toISOString() });
        if (role === "contractor" && !(await companies.managedCompanyOf(user.id, trx))) {
          await companies.createForOwner(trx, user.id, profile.displayName);
        }
      });
      return getProfile(user.id);
    },

    async updateDriverDetails(user: SessionUser, input: DriverDetailsInput): Promise<Me> {
      const details = DriverDetailsInputSchema.parse(input);
      const profile = await requireProfile(user.id);
      if (profile.role !== "driver") throw forbidden("Only drivers have driver details");
      if (details.email !== profile.email) {
        throw badRequest(
          "To change your email, use Account Settings: the new address has to be confirmed first",
        );
      }
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await repo.updateProfile(trx, user.id, {
          first_name: details.firstName,
          last_name: details.lastName,
          phone_number: details.phoneNumber ?? null,
          driver_license_number: details.driverLicenseNumber ?? null,
          driver_license_state: details.driverLicenseState ?? null,
          driver_license_expiry: details.driverLicenseExpiry ?? null,
          years_of_experience: details.yearsOfExperience ?? null,
          address_line1: details.addressLine1 ?? null,
          city: details.city ?? null,
          state: details.state ?? null,
          zip_code: details.zipCode ?? null,
          updated_at: now,
        });
        await repo.updateUserName(
          trx,
          user.id,
          displayNameOf(details.firstName, details.lastName),
          now,
        );
      });
      return getProfile(user.id);
    },

    async replaceAvatar(user: SessionUser, upload: Buffer): Promise<Me> {
      const existing = await repo.findAvatarKey(db, user.id);
      if (!existing) throw conflict("Please complete your profile setup");
      const image = await normaliseImage(upload, { maxSide: 512, square: true });
      const key = `avatars/${user.id}-${Date.now()}.webp`;
      await storage.put(key, image);
      await repo.updateProfile(db, user.id, {
        avatar_key: key,
        updated_at: new Date().toISOString(),
      });
      if (existing.avatar_key) await storage.delete(existing.avatar_key);
      return getProfile(user.id);
    },

    /** A profile picture, for the people who share work with its owner; anyone else sees a 404. */
    async readAvatar(viewerId: string, userId: string) {
      const row = await repo.findAvatarKey(db, userId);
      const file =
        row?.avatar_key && (await companies.sharesWork(viewerId, { userId }))
          ? await storage.read(row.avatar_key)
          : null;
      if (!file) throw notFound(IMAGE_NOT_FOUND);
      return file;
    },
  };
}
