import { randomUUID } from "node:crypto";
import {
  type DriverCard,
  driverNameOf,
  driverStatusOf,
  NOTIFICATION_TYPES,
  notificationTexts,
  truckNameOf,
} from "@haulwise/domain";
import type { SessionUser } from "../../auth/plugin.js";
import type { Db } from "../../db/database.js";
import { forbidden, notFound } from "../../http/app-error.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { PositionsService } from "../tracking/positions.service.js";
import * as repo from "./drivers.repo.js";

const ONLY_DRIVERS_DUTY = "Only drivers go on and off duty";

export type DriversService = ReturnType<typeof createDriversService>;

const latest = (...values: Array<string | null | undefined>) =>
  values
    .filter((v): v is string => Boolean(v))
    .sort()
    .at(-1) ?? null;

const avatarUrlOf = (userId: string, key: string | null) =>
  key ? `/api/users/${userId}/avatar?v=${encodeURIComponent(key.split("/").pop() ?? "")}` : null;

export function createDriversService(deps: {
  db: Db;
  companies: CompaniesService;
  positions: PositionsService;
  notifications: NotificationsService;
}) {
  const { db, companies, positions, notifications } = deps;

  /** Cards for a company's drivers, every figure computed from stored activity. */
  async function cardsFor(
    companyId: string,
    contractorId: string,
    driverId?: string,
  ): Promise<DriverCard[]> {
    const members = await repo.findCompanyDrivers(db, companyId, driverId);
    if (members.length === 0) return [];
    const ids = members.map((m) => m.id);
    const [ratings, mine, totals, lastFixes, work, trucks] = await Promise.all([
      repo.ratingsOf(db, ids),
      repo.ratingsBy(db, companyId, contractorId, ids),
      repo.metricTotals(db, companyId, ids),
      positions.latestFixTimes(ids),
      repo.lastWork(db, ids),
      repo.assignedTrucks(db, companyId, ids),
    ]);
    const byDriver = <T extends Record<K, string | null>, K extends string>(rows: T[], key: K) =>
      new Map(rows.map((row) => [row[key] as string, row]));
    const ratingMap = byDriver(ratings, "driver_id");
    const mineMap = byDriver(mine, "driver_id");
    const totalsMap = byDriver(totals, "driver_id");
    const workMap = byDriver(work, "driver_id");
    const truckMap = byDriver(trucks, "assigned_driver_id");

    return members.map((member) => {
      const rating = ratingMap.get(member.id);
      const truck = truckMap.get(member.id);
      const lastPositionAt = lastFixes.get(member.id) ?? null;
      const lastActiveAt = latest(lastPositionAt, workMap.get(member.id)?.at);
      return {
        id: member.id,
        name: driverNameOf(member.first_name, member.last_name),
        email: member.email,
        phone: member.phone_number,
        avatarUrl: avatarUrlOf(member.id, member.avatar_key),
        status: driverStatusOf({ onDuty: Boolean(member.on_duty), lastPositionAt, lastActiveAt }),
        vehicle: truck
          ? {
              id: truck.id,
              name: truckNameOf({
                truckNumber: truck.truck_number,
                make: truck.make,
                model: truck.model,
              }),
            }
          : null,
        rating: rating ? Math.round(Number(rating.average) * 10) / 10 : null,
        ratingCount: rating ? Number(rating.count) : 0,
        myRating: mineMap.get(member.id)?.rating ?? null,
        tripsCompleted: Number(totalsMap.get(member.id)?.trips ?? 0),
        hoursLogged: Math.round(Number(totalsMap.get(member.id)?.hours ?? 0) * 10) / 10,
        lastActiveAt,
        joinedAt: member.joined_at,
      };
    });
  }

  async function requireCompanyDriver(userId: string, driverId: string) {
    const company = await companies.requireContractorCompany(userId);
    const membership = await companies.findMembership(company.id, driverId);
    if (membership?.member_role !== "driver") throw notFound("Driver not found");
    return company;
  }

  return {
    async list(userId: string): Promise<DriverCard[]> {
      const company = await companies.requireContractorCompany(userId);
      return cardsFor(company.id, userId);
    },

    async get(userId: string, driverId: string): Promise<DriverCard> {
      const company = await requireCompanyDriver(userId, driverId);
      const [card] = await cardsFor(company.id, userId, driverId);
      if (!card) throw notFound("Driver not found");
      return card;
    },

    /** The driver leaves the company: memberships, truck and job assignments go together. */
    async remove(userId: string, driverId: string): Promise<void> {
      const company = await requireCompanyDriver(userId, driverId);
      await db.transaction().execute(async (trx) => {
        await repo.releaseDriverFromCompany(trx, company.id, driverId, new Date().toISOString());
        await companies.removeMember(trx, company.id, driverId);
      });
      // No link: none of the company's pages are theirs any more.
      await notifications.deliver(NOTIFICATION_TYPES.removedFromCompany, async () => [
        { userId: driverId, ...notificationTexts.removedFromCompany(company.name) },
      ]);
    },

    /** One rating per contractor and driver; rating again replaces it. */
    async rate(userId: string, driverId: string, rating: number): Promise<DriverCard> {
      const company = await requireCompanyDriver(userId, driverId);
      await repo.upsertRating(db, {
        id: randomUUID(),
        company_id: company.id,
        driver_id: driverId,
        rated_by: userId,
        rating,
        now: new Date().toISOString(),
      });
      const [card] = await cardsFor(company.id, userId, driverId);
      return card!;
    },

    /** The driver's own duty switch, as last set. */
    async getDuty(user: SessionUser): Promise<{ onDuty: boolean }> {
      const profile = await repo.findDuty(db, user.id);
      if (profile?.role !== "driver") throw forbidden(ONLY_DRIVERS_DUTY);
      return { onDuty: Boolean(profile.on_duty) };
    },

    async setDuty(user: SessionUser, onDuty: boolean): Promise<{ onDuty: boolean }> {
      const profile = await repo.findDuty(db, user.id);
      if (profile?.role !== "driver") throw forbidden(ONLY_DRIVERS_DUTY);
      await repo.setOnDuty(db, user.id, onDuty, new Date().toISOString());
      return { onDuty };
    },
  };
}
