import { randomUUID } from "node:crypto";
import {
  type CreateTruckInputSchema,
  countBy,
  driverNameOf,
  type ListSorts,
  messages,
  orderAsAsked,
  sliceList,
  type Truck,
  type TruckList,
  type TruckListQuery,
  type TruckSort,
  truckListOrder,
  truckViewOf,
  type UpdateTruckInputSchema,
  type Valid,
} from "@haulwise/domain";
import { type Actor, requireContractor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db, Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import { isUniqueViolation } from "../../db/errors.js";
import type { EventBus } from "../../events/bus.js";
import { badRequest, conflict, notFound } from "../../http/app-error.js";
import type { CompaniesService } from "../companies/companies.service.js";
import * as repo from "./trucks.repo.js";

export type TrucksService = ReturnType<typeof createTrucksService>;

const m = messages.trucks;

/** What each sort key orders trucks by; a column's first click sorts ascending. */
const truckSorts: ListSorts<Truck, TruckSort> = {
  ...truckListOrder,
  values: {
    number: (truck) => truck.truckNumber,
    make: (truck) => `${truck.make} ${truck.model}`,
    plate: (truck) => truck.licensePlate,
    status: (truck) => (truck.retiredAt ? "retired" : truck.status),
    driver: (truck) => truck.assignedDriver?.name ?? null,
  },
};

/** The dashboard status a list filters by; retired trucks are in a group of their own. */
const listStatusOf = (truck: Truck) => (truck.retiredAt ? "retired" : truck.displayStatus);

function toTruck(row: repo.TruckRow): Truck {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    truckNumber: row.truck_number,
    licensePlate: row.license_plate,
    status: row.status,
    ...truckViewOf(row.status, row.model),
    assignedDriver: row.assigned_driver_id
      ? {
          id: row.assigned_driver_id,
          name: driverNameOf(row.driver_first_name, row.driver_last_name),
        }
      : null,
    retiredAt: row.retired_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    capacityTons: row.capacity_tons,
    capacityCubicYards: row.capacity_cubic_yards,
    hiredFrom: row.hired_from,
  };
}

/** The company's fleet: trucks, their status and who drives them. */
export function createTrucksService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
  companies: CompaniesService;
}) {
  const { db, dialect, clock, events, companies } = deps;
  const nowIso = () => clock.now().toISOString();

  async function requireTruck(companyId: string, truckId: string) {
    const row = await repo.findOne(db, companyId, truckId);
    if (!row) throw notFound(m.notFound);
    return row;
  }

  /** Turns the database's unique-number refusal (two adds racing) into the same message. */
  async function guardNumber<T>(truckNumber: string | undefined, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if (truckNumber && isUniqueViolation(error)) throw conflict(m.numberTaken(truckNumber));
      throw error;
    }
  }

  /** Answers the truck as saved, and tells listeners it changed. */
  async function changed(companyId: string, truckId: string): Promise<Truck> {
    events.emit("truck.changed", { companyId, truckId });
    return toTruck(await requireTruck(companyId, truckId));
  }

  return {
    /**
     * The fleet as its list shows it: searched, filtered, sorted (by default in the order the
     * numbers are painted on the trucks, 3 before 12) and paged, with the fleet's counts.
     */
    async list(actor: Actor, query: TruckListQuery): Promise<TruckList> {
      const company = requireContractor(actor);
      const fleet = (await repo.findForCompany(db, company.id)).map(toTruck);
      const byStatus = countBy(
        fleet,
        ["active", "maintenance", "inactive", "retired"],
        listStatusOf,
      );
      const { items, ...paging } = sliceList(fleet, {
        ...query,
        fields: (truck) => [
          truck.truckNumber,
          truck.licensePlate,
          truck.make,
          truck.model,
          truck.assignedDriver?.name,
        ],
        keep: (truck) =>
          (query.status ? listStatusOf(truck) === query.status : !truck.retiredAt) &&
          (query.driver === undefined ||
            (query.driver === "assigned") === (truck.assignedDriver !== null)),
        compare: orderAsAsked(truckSorts, query),
      });
      return {
        trucks: items,
        ...paging,
        counts: {
          inService: byStatus.active + byStatus.maintenance + byStatus.inactive,
          ...byStatus,
        },
      };
    },

    /** One of the company's trucks, retired ones included. */
    async get(actor: Actor, truckId: string): Promise<Truck> {
      return toTruck(await requireTruck(requireContractor(actor).id, truckId));
    },

    /** Adds a truck; its number is unique within the company. */
    async create(actor: Actor, details: Valid<typeof CreateTruckInputSchema>): Promise<Truck> {
      const company = requireContractor(actor);
      if (await repo.findByNumber(db, company.id, details.truckNumber)) {
        throw conflict(m.numberTaken(details.truckNumber));
      }
      const now = nowIso();
      const id = randomUUID();
      await guardNumber(details.truckNumber, () =>
        repo.insertTruck(db, {
          id,
          company_id: company.id,
          owner_id: actor.userId,
          make: details.make,
          model: details.model,
          truck_number: details.truckNumber,
          license_plate: details.licensePlate ?? null,
          status: details.status,
          assigned_driver_id: null,
          retired_at: null,
          created_at: now,
          updated_at: now,
          capacity_tons: details.capacityTons ?? null,
          capacity_cubic_yards: details.capacityCubicYards ?? null,
          hired_from: details.hiredFrom ?? null,
        }),
      );
      return changed(company.id, id);
    },

    /** Edits a truck that is still in the fleet. */
    async update(
      actor: Actor,
      truckId: string,
      patch: Valid<typeof UpdateTruckInputSchema>,
    ): Promise<Truck> {
      const company = requireContractor(actor);
      await db.transaction().execute(async (trx) => {
        const truck = await repo.findForUpdate(trx, dialect, company.id, truckId);
        if (!truck) throw notFound(m.notFound);
        // A retired truck keeps its record as it was when it left the fleet.
        if (truck.retired_at) throw conflict(m.retired);
        if (patch.truckNumber && patch.truckNumber !== truck.truck_number) {
          const other = await repo.findByNumber(trx, company.id, patch.truckNumber);
          if (other) throw conflict(m.numberTaken(patch.truckNumber));
        }
        await guardNumber(patch.truckNumber, () =>
          repo.updateTruck(trx, truck.id, {
            ...(patch.make !== undefined ? { make: patch.make } : {}),
            ...(patch.model !== undefined ? { model: patch.model } : {}),
            ...(patch.truckNumber !== undefined ? { truck_number: patch.truckNumber } : {}),
            ...(patch.licensePlate !== undefined ? { license_plate: patch.licensePlate } : {}),
            ...(patch.status !== undefined ? { status: patch.status } : {}),
            ...(patch.capacityTons !== undefined ? { capacity_tons: patch.capacityTons } : {}),
            ...(patch.capacityCubicYards !== undefined
              ? { capacity_cubic_yards: patch.capacityCubicYards }
              : {}),
            ...(patch.hiredFrom !== undefined ? { hired_from: patch.hiredFrom } : {}),
            updated_at: nowIso(),
          }),
        );
      });
      return changed(company.id, truckId);
    },

    /** Retired trucks leave the fleet and the counts but keep their history. */
    async retire(actor: Actor, truckId: string): Promise<Truck> {
      const company = requireContractor(actor);
      await db.transaction().execute(async (trx) => {
        const truck = await repo.findForUpdate(trx, dialect, company.id, truckId);
        if (!truck) throw notFound(m.notFound);
        const now = nowIso();
        await repo.updateTruck(trx, truck.id, {
          retired_at: truck.retired_at ?? now,
          status: "inactive",
          assigned_driver_id: null,
          updated_at: now,
        });
      });
      return changed(company.id, truckId);
    },

    /** Gives the truck to one of the company's drivers (who leaves any other truck), or frees it. */
    async assign(actor: Actor, truckId: string, driverId: string | null): Promise<Truck> {
      const company = requireContractor(actor);
      await db.transaction().execute(async (trx) => {
        const truck = await repo.findForUpdate(trx, dialect, company.id, truckId);
        if (!truck) throw notFound(m.notFound);
        if (truck.retired_at) throw conflict(m.retired);
        if (driverId) {
          const role = await companies.memberRoleOf(trx, company.id, driverId, { lock: true });
          if (role !== "driver") throw badRequest(messages.drivers.notInCompany);
        }
        const now = nowIso();
        if (driverId) await repo.unassignDriver(trx, company.id, driverId, now);
        await repo.updateTruck(trx, truck.id, { assigned_driver_id: driverId, updated_at: now });
      });
      return changed(company.id, truckId);
    },

    /** The truck each of these drivers drives now, by driver. */
    async assignedTo(companyId: string, driverIds: string[]) {
      const rows = await repo.findAssignedTo(db, companyId, driverIds);
      return new Map(rows.map((row) => [row.assigned_driver_id!, row]));
    },

    /** Trucks of the company by id, retired ones included: numbers, capacities, who is paid. */
    async trucksById(companyId: string, truckIds: string[]) {
      const rows = truckIds.length
        ? await repo.findByIds(db, companyId, [...new Set(truckIds)])
        : [];
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The ids of every truck the company has had, retired ones included. */
    idsOf: async (companyId: string) => (await repo.findIds(db, companyId)).map((row) => row.id),

    /** The company's hired trucks, for paying them. */
    hiredTrucksOf: (companyId: string) => repo.findHired(db, companyId),

    /** The company's working fleet with each driver's name, for the dashboard. */
    fleetOf: (companyId: string) => repo.findFleet(db, companyId),

    /** A driver leaving the company leaves its trucks, inside the caller's transaction. */
    async releaseDriver(trx: Executor, companyId: string, driverId: string) {
      await repo.unassignDriver(trx, companyId, driverId, nowIso());
    },
  };
}
