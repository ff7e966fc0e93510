import {
  type DriverDetailsInput,
  DriverDetailsInputSchema,
  displayNameOf,
  type Me,
  messages,
  type Profile,
  type ProfileSetupInput,
  ProfileSetupInputSchema,
  type Role,
  type SelectableRole,
  type UpdateProfileInput,
  UpdateProfileInputSchema,
} from "@haulwise/domain";
import type { Actor } from "../../auth/actor.js";
import type { NewUser } from "../../auth/auth.js";
import type { Clock } from "../../clock.js";
import type { Db, Executor } from "../../db/database.js";
import type { CompanyRow } from "../../db/schema.js";
import type { EventBus } from "../../events/bus.js";
import { badRequest, conflict, forbidden, notFound } from "../../http/app-error.js";
import type { Translator } from "../../i18n/translator.js";
import { normaliseImage } from "../../storage/images.js";
import type { Storage } from "../../storage/storage.js";
import { type CompaniesService, logoUrlOf } from "../companies/companies.service.js";
import * as repo from "./profiles.repo.js";

export type ProfilesService = ReturnType<typeof createProfilesService>;

type AccountRow = NonNullable<Awaited<ReturnType<typeof repo.findAccountWithProfile>>>;

/** A person's first and last name as stored on their profile. */
export type PersonName = { firstName: string | null; lastName: string | null };

const m = messages.profiles;

/** The URL of a profile picture; its file name in `v` makes a new picture a new URL. */
export function avatarUrlOf(userId: string, key: string | null): string | null {
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
    role: row.role ?? null,
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
    language: row.language ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The person: their account row and the profile beside it (the `users` and `profiles` tables). */
export function createProfilesService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  storage: Storage;
  companies: CompaniesService;
  /** Which languages a person may choose: those a catalogue speaks. */
  translator: Pick<Translator, "offers">;
}) {
  const { db, clock, events, storage, companies, translator } = deps;
  const nowIso = () => clock.now().toISOString();

  /** Creates the profile and, for a contractor, the company they run: all or nothing. */
  async function createProfile(
    userId: string,
    details: {
      firstName: string | null;
      lastName: string | null;
      role: SelectableRole | null;
      companyName?: string | null;
    },
  ): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const now = nowIso();
      const created = await repo.insertProfileIfMissing(trx, {
        id: userId,
        first_name: details.firstName,
        last_name: details.lastName,
        role: details.role,
        created_at: now,
        updated_at: now,
      });
      if (created && details.role === "contractor") {
        const existing = await companies.managedCompanyOf(trx, userId);
        if (!existing) {
          await companies.createForOwner(
            trx,
            userId,
            details.companyName ||
              displayNameOf(details.firstName, details.lastName, messages.companies.unnamed),
            await repo.findSignUpTimeZone(trx, userId),
          );
        }
      }
      return created;
    });
  }

  async function profileOf(userId: string): Promise<Me> {
    const row = await repo.findAccountWithProfile(db, userId);
    if (!row) throw notFound(m.accountGone);
    const company =
      row.role === "contractor" ? await companies.managedCompanyOf(db, userId) : undefined;
    return {
      user: { id: row.id, email: row.email, emailVerified: Boolean(row.email_verified) },
      profile: toProfile(row, company),
    };
  }

  async function requireProfile(userId: string): Promise<Profile> {
    const me = await profileOf(userId);
    if (!me.profile) throw conflict(messages.auth.completeProfileSetup);
    return me.profile;
  }

  return {
    /** The signed-in account and its profile (null until it is set up). */
    getProfile: (actor: Actor) => profileOf(actor.userId),

    /** Names of these people, by id; people without a profile are left out. */
    async namesOf(userIds: string[]): Promise<Map<string, PersonName>> {
      const unique = [...new Set(userIds)];
      if (unique.length === 0) return new Map();
      const rows = await repo.findNames(db, unique);
      return new Map(
        rows.map((row) => [row.id, { firstName: row.first_name, lastName: row.last_name }]),
      );
    },

    /** Whether a person's duty switch is on. */
    async isOnDuty(userId: string): Promise<boolean> {
      return Boolean((await repo.findDuty(db, userId))?.on_duty);
    },

    /** Turns a person's duty switch on or off. */
    async setOnDuty(userId: string, onDuty: boolean): Promise<void> {
      await repo.setOnDuty(db, userId, onDuty, nowIso());
    },

    /** A tracker app's live report puts an off-duty driver on duty; whether it did. */
    startTrackerShift: (userId: string): Promise<boolean> =>
      repo.startTrackerShift(db, userId, nowIso()),

    /** Ends a duty a tracker's report started (never one the driver switched on); whether it did. */
    endTrackerShift: (userId: string): Promise<boolean> =>
      repo.endTrackerShift(db, userId, nowIso()),

    /** Accounts with exactly these addresses that have verified them (view access is for them only). */
    verifiedUsersByEmail: (emails: string[]) => repo.findVerifiedUsersByEmail(db, emails),

    /** Whether someone signed up with this address, to say "sign in" rather than "sign up". */
    async accountExists(email: string): Promise<boolean> {
      return Boolean(await repo.findUserIdByEmail(db, email));
    },

    /** Called by the auth layer right after sign-up, with the sign-up metadata. */
    async createForNewUser(user: NewUser) {
      await createProfile(user.id, user);
    },

    /** /profile-setup: the profile sign-up could not create. */
    async setupProfile(actor: Actor, input: ProfileSetupInput): Promise<Me> {
      const details = ProfileSetupInputSchema.parse(input);
      const created = await createProfile(actor.userId, {
        ...details,
        companyName: details.role === "contractor" ? details.companyName : null,
      });
      if (!created) throw conflict(m.alreadySetUp);
      await repo.updateUserName(
        db,
        actor.userId,
        displayNameOf(input.firstName, input.lastName),
        nowIso(),
      );
      return profileOf(actor.userId);
    },

    /** The language a person's screens and e-mails are in; null follows their browser's. */
    async languageOf(userId: string): Promise<string | null> {
      return repo.findLanguage(db, userId);
    },

    /** Names, phone, language and, for a contractor, the company's name. */
    async updateProfile(actor: Actor, input: UpdateProfileInput): Promise<Me> {
      const patch = UpdateProfileInputSchema.parse(input);
      const profile = await requireProfile(actor.userId);
      if (patch.companyName !== undefined && profile.role !== "contractor") {
        throw forbidden(m.companyNameForContractors);
      }
      if (patch.language && !translator.offers(patch.language)) {
        throw badRequest(messages.validation.languageUnknown);
      }
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        if (patch.language !== undefined) {
          await repo.updateLanguage(trx, actor.userId, patch.language, now);
        }
        await repo.updateProfile(trx, actor.userId, {
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
          await repo.updateUserName(trx, actor.userId, name, now);
        }
        if (patch.companyName !== undefined && profile.companyId) {
          await companies.rename(trx, profile.companyId, patch.companyName);
        }
      });
      if (patch.companyName !== undefined && profile.companyId) {
        events.emit("company.updated", { companyId: profile.companyId });
      }
      return profileOf(actor.userId);
    },

    /**
     * /select-role in two steps, so the caller can do more in the same transaction: the
     * checks first (a profile set up, not an admin's), then the change, which gives a
     * contractor a company the first time they take the role. Answers the role held before.
     */
    async prepareRoleChange(actor: Actor) {
      const profile = await requireProfile(actor.userId);
      if (profile.role === "admin") throw forbidden(m.adminRoleFixed);
      return async (trx: Executor, role: SelectableRole): Promise<Role | null> => {
        await repo.updateProfile(trx, actor.userId, { role, updated_at: nowIso() });
        if (role === "contractor" && !(await companies.managedCompanyOf(trx, actor.userId))) {
          await companies.createForOwner(
            trx,
            actor.userId,
            profile.displayName,
            await repo.findSignUpTimeZone(trx, actor.userId),
          );
        }
        return profile.role;
      };
    },

    /** /driver-profile: a driver's licence, experience and address. */
    async updateDriverDetails(actor: Actor, input: DriverDetailsInput): Promise<Me> {
      const details = DriverDetailsInputSchema.parse(input);
      const profile = await requireProfile(actor.userId);
      if (profile.role !== "driver") throw forbidden(m.driverDetailsForDrivers);
      if (details.email !== profile.email) throw badRequest(m.changeEmailInSettings);
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        await repo.updateProfile(trx, actor.userId, {
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
          actor.userId,
          displayNameOf(details.firstName, details.lastName),
          now,
        );
      });
      return profileOf(actor.userId);
    },

    /** Stores a new profile picture and deletes the one it replaces once the row points at it. */
    async replaceAvatar(actor: Actor, upload: Buffer): Promise<Me> {
      if (!(await repo.findAvatarKey(db, actor.userId))) {
        throw conflict(messages.auth.completeProfileSetup);
      }
      const image = await normaliseImage(upload, { maxSide: 512, square: true });
      const key = await storage.put(`avatars/${actor.userId}`, image, "webp");
      const replaced = await db.transaction().execute(async (trx) => {
        const existing = await repo.findAvatarKey(trx, actor.userId);
        await repo.updateProfile(trx, actor.userId, { avatar_key: key, updated_at: nowIso() });
        return existing?.avatar_key ?? null;
      });
      if (replaced) await storage.delete(replaced);
      return profileOf(actor.userId);
    },

    /** The company logo, uploaded from the profile screens; answers the updated profile. */
    async replaceCompanyLogo(actor: Actor, upload: Buffer): Promise<Me> {
      await companies.replaceLogo(actor, upload);
      return profileOf(actor.userId);
    },

    /** A profile picture, for the people who share work with its owner; anyone else sees a 404. */
    async readAvatar(viewer: Actor, userId: string) {
      const row = await repo.findAvatarKey(db, userId);
      const file =
        row?.avatar_key && (await companies.sharesWork(viewer, { userId }))
          ? await storage.read(row.avatar_key)
          : null;
      // A missing picture and one not yours to see answer alike, so neither reveals the other.
      if (!file) throw notFound();
      return file;
    },

    /**
     * Deletes the account row; sessions, profile, memberships and position history go with it
     * (foreign keys cascade). The profile picture is removed from storage once the rows are gone.
     */
    async deleteAccount(userId: string): Promise<void> {
      const avatarKey = await db.transaction().execute(async (trx) => {
        const avatar = await repo.findAvatarKey(trx, userId);
        await repo.deleteUser(trx, userId);
        return avatar?.avatar_key ?? null;
      });
      if (avatarKey) await storage.delete(avatarKey);
    },
  };
}
