import { randomUUID } from "node:crypto";
import {
  type CreateTruckInput,
  CreateTruckInputSchema,
  driverNameOf,
  type Truck,
  truckMessages,
  truckViewOf,
  type UpdateTruckInput,
  UpdateTruckInputSchema,
} from "@haulwise/domain";
import type { Db } from "../../db/database.js";
import { isUniqueViolation } from "../../db/errors.js";
import { badRequest, conflict, notFound } from "../../http/app-error.js";
import type { CompaniesService } from "../companies/companies.service.js";
import * as repo from "./trucks.repo.js";

const truckNumberOrder = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

export type TrucksService = ReturnType<typeof createTrucksService>;

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
  };
}

export function createTrucksService(deps: { db: Db; companies: CompaniesService }) {
  const { db, companies } = deps;

  async function requireTruck(companyId: string, truckId: string) {
    const row = await repo.findOne(db, companyId, truckId);
    if (!row) throw notFound("Truck not found");
    return row;
  }

  /** Turns the database's unique-number refusal (two adds racing) into the same message. */
  async function guardNumber<T>(truckNumber: string | undefined, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if (truckNumber && isUniqueViolation(error))
        throw conflict(truckMessages.numberTaken(truckNumber));
      throw error;
    }
  }

  return {
    /** In the order the numbers are painted on the trucks: 3 before 12, not after. */
    async list(userId: string, includeRetired = false): Promise<Truck[]> {
      const company = await companies.requireContractorCompany(userId);
      const rows = await repo.findForCompany(db, company.id, includeRetired);
      return rows
        .sort((a, b) => truckNumberOrder.compare(a.truck_number, b.truck_number))
        .map(toTruck);
    },

    async get(userId: string, truckId: string): Promise<Truck> {
      const company = await companies.requireContractorCompany(userId);
      return toTruck(await requireTruck(company.id, truckId));
    },

    async create(userId: string, input: CreateTruckInput): Promise<Truck> {
      const company = await companies.requireContractorCompany(userId);
      const details = CreateTruckInputSchema.parse(input);
      if (await repo.findByNumber(db, company.id, details.truckNumber)) {
        throw conflict(truckMessages.numberTaken(details.truckNumber));
      }
      const now = new Date().toISOString();
      const id = randomUUID();
      await guardNumber(details.truckNumber, () =>
        repo.insertTruck(db, {
          id,
          company_id: company.id,
          owner_id: userId,
          make: details.make,
          model: details.model,
          truck_number: details.truckNumber,
          license_plate: details.licensePlate ?? null,
          status: details.status,
          assigned_driver_id: null,
          retired_at: null,
          created_at: now,
          updated_at: now,
        }),
      );
      return toTruck(await requireTruck(company.id, id));
    },

    async update(userId: string, truckId: string, input: UpdateTruckInput): Promise<Truck> {
      const company = await companies.requireContractorCompany(userId);
      const truck = await requireTruck(company.id, truckId);
      // A retired truck keeps its record as it was when it left the fleet.
      if (truck.retired_at) throw conflict(truckMessages.retired);
      const patch = UpdateTruckInputSchema.parse(input);
      if (patch.truckNumber && patch.truckNumber !== truck.truck_number) {
        const other = await repo.findByNumber(db, company.id, patch.truckNumber);
        if (other) throw conflict(truckMessages.numberTaken(patch.truckNumber));
      }
      await guardNumber(patch.truckNumber, () =>
        repo.updateTruck(db, truck.id, {
          ...(patch.make !== undefined ? { make: patch.make } : {}),
          ...(patch.model !== undefined ? { model: patch.model } : {}),
          ...(patch.truckNumber !== undefined ? { truck_number: patch.truckNumber } : {}),
          ...(patch.licensePlate !== undefined ? { license_plate: patch.licensePlate } : {}),
          ...(patch.status !== undefined ? { status: patch.status } : {}),
          updated_at: new Date().toISOString(),
        }),
      );
      return toTruck(await requireTruck(company.id, truck.id));
    },

    /** Retired trucks leave the fleet and the counts but keep their history. */
    async retire(userId: string, truckId: string): Promise<Truck> {
      const company = await companies.requireContractorCompany(userId);
      const truck = await requireTruck(company.id, truckId);
      const now = new Date().toISOString();
      await repo.updateTruck(db, truck.id, {
        retired_at: truck.retired_at ?? now,
        status: "inactive",
        assigned_driver_id: null,
        updated_at: now,
      });
      return toTruck(await requireTruck(company.id, truck.id));
    },

    async assign(userId: string, truckId: string, driverId: string | null): Promise<Truck> {
      const company = await companies.requireContractorCompany(userId);
      const truck = await requireTruck(company.id, truckId);
      if (truck.retired_at) throw conflict(truckMessages.retired);
      if (driverId) {
        const membership = await companies.findMembership(company.id, driverId);
        if (membership?.member_role !== "driver") throw badRequest(truckMessages.notYourDriver);
      }
      await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        if (driverId) await repo.unassignDriver(trx, company.id, driverId, now);
        await repo.updateTruck(trx, truck.id, { assigned_driver_id: driverId, updated_at: now });
      });
      return toTruck(await requireTruck(company.id, truck.id));
    },
  };
}
