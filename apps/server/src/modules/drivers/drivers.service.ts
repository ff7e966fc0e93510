import { randomUUID } from "node:crypto";
import {
  countBy,
  type DriverCard,
  type DriverCardList,
  type DriverListQuery,
  DriverListQuerySchema,
  type DriverSort,
  type DriverWork,
  type Duty,
  driverListOrder,
  driverNameOf,
  driverStatusOf,
  driverTrackingFilters,
  type ListSorts,
  type Me,
  messages,
  orderAsAsked,
  type SelectableRole,
  sliceList,
  truckNameOf,
} from "@haulwise/domain";
import { type Actor, requireContractor, requireRole } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db, Executor } from "../../db/database.js";
import type { EventBus } from "../../events/bus.js";
import { notFound } from "../../http/app-error.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { DocumentsService } from "../documents/documents.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { LoadsService } from "../loads/loads.service.js";
import type { MetricsService } from "../loads/metrics.service.js";
import { avatarUrlOf, type ProfilesService } from "../profiles/profiles.service.js";
import type { PositionsService } from "../tracking/positions.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import * as repo from "./drivers.repo.js";

export type DriversService = ReturnType<typeof createDriversService>;

const m = messages.drivers;

/** What each sort key orders drivers by; name, truck and the rest as a person reads them. */
const driverSorts: ListSorts<DriverCard, DriverSort> = {
  ...driverListOrder,
  values: {
    name: (driver) => driver.name,
    // Working now first: active, on duty, then off duty.
    status: (driver) => ["active", "on_duty", "off_duty"].indexOf(driver.status),
    truck: (driver) => driver.vehicle?.name ?? null,
    rating: (driver) => driver.rating,
    trips: (driver) => driver.tripsCompleted,
    lastActive: (driver) => driver.lastActiveAt,
  },
};

const latest = (...values: Array<string | null | undefined>) =>
  values
    .filter((v): v is string => Boolean(v))
    .sort()
    .at(-1) ?? null;

/** A company's drivers as the contractor manages them, and a driver's own duty switch. */
export function createDriversService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  companies: CompaniesService;
  profiles: ProfilesService;
  jobs: JobsService;
  trucks: TrucksService;
  metrics: MetricsService;
  positions: PositionsService;
  loads: Pick<LoadsService, "freezeForDeparture" | "driverLoadsIn">;
  documents: Pick<DocumentsService, "sentToDriverIn">;
}) {
  const { db, clock, events, companies, profiles, jobs, trucks, metrics, positions, loads } = deps;
  const { documents } = deps;

  /**
   * A driver leaves a company, inside the caller's transaction: their own history keeps its
   * loads as they are now, the membership ends, then their truck and their places on its jobs.
   * Answers the jobs whose join request was still waiting.
   */
  async function leaveCompany(trx: Executor, companyId: string, driverId: string) {
    await loads.freezeForDeparture(trx, companyId, driverId);
    // The membership goes first: an assignment racing this one waits on it, then sees it gone.
    await companies.removeMember(trx, companyId, driverId);
    await trucks.releaseDriver(trx, companyId, driverId);
    return jobs.releaseDriverFromCompany(trx, companyId, driverId);
  }

  /** Cards for a company's drivers, every figure computed from stored activity. */
  async function cardsFor(
    companyId: string,
    contractorId: string,
    driverId?: string,
  ): Promise<DriverCard[]> {
    const members = await companies.driversOf(companyId, driverId);
    if (members.length === 0) return [];
    const ids = members.map((member) => member.id);
    const now = clock.now();
    const [ratings, mine, totals, lastFixes, work, vehicles, tracking, trackers] =
      await Promise.all([
        repo.ratingsOf(db, ids),
        repo.ratingsBy(db, companyId, contractorId, ids),
        metrics.workTotals(companyId, ids),
        positions.latestFixTimes(ids),
        metrics.lastWorkTimes(ids),
        trucks.assignedTo(companyId, ids),
        positions.trackingStatesOf(
          members.map((member) => ({ id: member.id, onDuty: Boolean(member.on_duty) })),
          now,
        ),
        positions.trackerReportTimes(ids),
      ]);
    const ratingMap = new Map(ratings.map((row) => [row.driver_id, row]));
    const mineMap = new Map(mine.map((row) => [row.driver_id, row.rating]));

    return members.map((member) => {
      const rating = ratingMap.get(member.id);
      const truck = vehicles.get(member.id);
      const total = totals.get(member.id);
      const lastPositionAt = lastFixes.get(member.id) ?? null;
      const lastActiveAt = latest(lastPositionAt, work.get(member.id));
      return {
        id: member.id,
        name: driverNameOf(member.first_name, member.last_name),
        email: member.email,
        phone: member.phone_number,
        avatarUrl: avatarUrlOf(member.id, member.avatar_key),
        status: driverStatusOf({
          onDuty: Boolean(member.on_duty),
          lastPositionAt,
          now,
        }),
        tracking: tracking.get(member.id) ?? "off_duty",
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
        myRating: mineMap.get(member.id) ?? null,
        tripsCompleted: total?.trips ?? 0,
        hoursLogged: Math.round((total?.hours ?? 0) * 10) / 10,
        lastActiveAt,
        trackerReportAt: trackers.get(member.id) ?? null,
        joinedAt: member.joined_at,
      };
    });
  }

  /** The contractor's company, when `driverId` drives for it; a 404 otherwise. */
  async function requireCompanyDriver(actor: Actor, driverId: string) {
    const company = requireContractor(actor);
    if ((await companies.memberRoleOf(db, company.id, driverId)) !== "driver") {
      throw notFound(m.notFound);
    }
    return company;
  }

  return {
    /**
     * The company's drivers as their list shows them: searched, filtered by duty and tracking
     * state, sorted (by name unless asked otherwise) and paged, with the company's counts.
     */
    async list(actor: Actor, input: DriverListQuery = {}): Promise<DriverCardList> {
      const query = DriverListQuerySchema.parse(input);
      const cards = await cardsFor(requireContractor(actor).id, actor.userId);
      const byTracking = countBy(cards, driverTrackingFilters, (card) =>
        card.tracking === "off_duty" ? null : card.tracking,
      );
      const { items, ...paging } = sliceList(cards, {
        ...query,
        fields: (card) => [card.name, card.email, card.phone, card.vehicle?.name],
        keep: (card) =>
          (query.duty === undefined || (query.duty === "on") === (card.tracking !== "off_duty")) &&
          (query.tracking === undefined || card.tracking === query.tracking),
        compare: orderAsAsked(driverSorts, query),
      });
      return {
        drivers: items,
        ...paging,
        counts: {
          total: cards.length,
          onDuty: cards.filter((card) => card.tracking !== "off_duty").length,
          ...byTracking,
        },
      };
    },

    /** One of the company's drivers. */
    async get(actor: Actor, driverId: string): Promise<DriverCard> {
      const company = await requireCompanyDriver(actor, driverId);
      const [card] = await cardsFor(company.id, actor.userId, driverId);
      if (!card) throw notFound(m.notFound);
      return card;
    },

    /** The driver page's lists: their jobs, loads and documents in the contractor's company. */
    async work(actor: Actor, driverId: string): Promise<DriverWork> {
      const company = await requireCompanyDriver(actor, driverId);
      const [jobList, loadList, sent] = await Promise.all([
        jobs.driverJobsIn(company.id, driverId),
        loads.driverLoadsIn(company.id, driverId),
        documents.sentToDriverIn(company.id, driverId),
      ]);
      return { jobs: jobList, loads: loadList, documents: sent };
    },

    /** The driver leaves the company: membership, truck and job places go together. */
    async remove(actor: Actor, driverId: string): Promise<void> {
      const company = requireContractor(actor);
      const withdrawnRequests = await db.transaction().execute(async (trx) => {
        const role = await companies.memberRoleOf(trx, company.id, driverId, { lock: true });
        if (role !== "driver") throw notFound(m.notFound);
        return leaveCompany(trx, company.id, driverId);
      });
      events.emit("driver.removed", {
        companyId: company.id,
        driverId,
        withdrawnRequests,
        reason: "removed",
      });
    },

    /**
     * /select-role. A driver who takes another role stops driving for every company they drove
     * for, as if each had removed them (their own history keeps its loads as they are now);
     * open sockets lose at once whatever the new role may not follow.
     */
    async changeRole(actor: Actor, role: SelectableRole): Promise<Me> {
      const setRole = await profiles.prepareRoleChange(actor);
      const departures = await db.transaction().execute(async (trx) => {
        const previous = await setRole(trx, role);
        if (previous !== "driver" || role === "driver") return [];
        const left: Array<{ companyId: string; withdrawnRequests: string[] }> = [];
        for (const companyId of await companies.memberCompanyIdsOf(trx, actor.userId, "driver")) {
          left.push({
            companyId,
            withdrawnRequests: await leaveCompany(trx, companyId, actor.userId),
          });
        }
        return left;
      });
      for (const { companyId, withdrawnRequests } of departures) {
        events.emit("driver.removed", {
          companyId,
          driverId: actor.userId,
          withdrawnRequests,
          reason: "left",
        });
      }
      events.emit("profile.role_changed", { userId: actor.userId, role });
      return profiles.getProfile(actor);
    },

    /** One rating per contractor and driver; rating again replaces it. */
    async rate(actor: Actor, driverId: string, rating: number): Promise<DriverCard> {
      const company = requireContractor(actor);
      await db.transaction().execute(async (trx) => {
        const role = await companies.memberRoleOf(trx, company.id, driverId, { lock: true });
        if (role !== "driver") throw notFound(m.notFound);
        await repo.upsertRating(trx, {
          id: randomUUID(),
          company_id: company.id,
          driver_id: driverId,
          rated_by: actor.userId,
          rating,
          now: clock.now().toISOString(),
        });
      });
      const [card] = await cardsFor(company.id, actor.userId, driverId);
      return card!;
    },

    /** The driver's own duty, by their switch or their tracker app's reports. */
    async getDuty(actor: Actor): Promise<Duty> {
      requireRole(actor, "driver", m.dutyForDrivers);
      const [onDuty, trackers] = await Promise.all([
        profiles.isOnDuty(actor.userId),
        positions.trackerReportTimes([actor.userId]),
      ]);
      return { onDuty, trackerReportAt: trackers.get(actor.userId) ?? null };
    },

    /** A driver goes on or off duty. */
    async setDuty(actor: Actor, onDuty: boolean): Promise<Duty> {
      requireRole(actor, "driver", m.dutyForDrivers);
      await profiles.setOnDuty(actor.userId, onDuty);
      events.emit("driver.duty_changed", { driverId: actor.userId, onDuty, by: "driver" });
      const trackers = await positions.trackerReportTimes([actor.userId]);
      return { onDuty, trackerReportAt: trackers.get(actor.userId) ?? null };
    },
  };
}
