import type { Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { TrucksTable } from "../../db/schema.js";

const withDriver = (db: Executor) =>
  db
    .selectFrom("trucks as t")
    .leftJoin("profiles as p", "p.id", "t.assigned_driver_id")
    .selectAll("t")
    .select(["p.first_name as driver_first_name", "p.last_name as driver_last_name"]);

export type TruckRow = Awaited<ReturnType<typeof findForCompany>>[number];

/** Every truck the company has had, retired ones included. */
export function findForCompany(db: Executor, companyId: string) {
  return withDriver(db).where("t.company_id", "=", companyId).execute();
}

export function findOne(db: Executor, companyId: string, truckId: string) {
  return withDriver(db)
    .where("t.company_id", "=", companyId)
    .where("t.id", "=", truckId)
    .executeTakeFirst();
}

/** The truck's row, held until the transaction ends (PostgreSQL) when it is about to change. */
export function findForUpdate(db: Executor, dialect: Dialect, companyId: string, truckId: string) {
  return dialect
    .forUpdate(
      db
        .selectFrom("trucks")
        .select(["id", "truck_number", "retired_at"])
        .where("company_id", "=", companyId)
        .where("id", "=", truckId),
    )
    .executeTakeFirst();
}

export function findByNumber(db: Executor, companyId: string, truckNumber: string) {
  return db
    .selectFrom("trucks")
    .select("id")
    .where("company_id", "=", companyId)
    .where("truck_number", "=", truckNumber)
    .executeTakeFirst();
}

export function insertTruck(db: Executor, truck: TrucksTable) {
  return db.insertInto("trucks").values(truck).execute();
}

export function updateTruck(
  db: Executor,
  truckId: string,
  patch: Partial<Omit<TrucksTable, "id" | "company_id">>,
) {
  return db.updateTable("trucks").set(patch).where("id", "=", truckId).execute();
}

/** A driver drives one truck at a time: taking a new one frees the old one. */
export function unassignDriver(db: Executor, companyId: string, driverId: string, now: string) {
  return db
    .updateTable("trucks")
    .set({ assigned_driver_id: null, updated_at: now })
    .where("company_id", "=", companyId)
    .where("assigned_driver_id", "=", driverId)
    .execute();
}

/** The trucks these drivers drive now (retired trucks drive nobody). */
export function findAssignedTo(db: Executor, companyId: string, driverIds: string[]) {
  return db
    .selectFrom("trucks")
    .select(["id", "assigned_driver_id", "truck_number", "make", "model"])
    .where("company_id", "=", companyId)
    .where("retired_at", "is", null)
    .where("assigned_driver_id", "in", driverIds)
    .execute();
}

/** The company's working fleet with each driver's name and picture, for the dashboard. */
export function findFleet(db: Executor, companyId: string) {
  return db
    .selectFrom("trucks as t")
    .leftJoin("profiles as p", "p.id", "t.assigned_driver_id")
    .select([
      "t.id",
      "t.truck_number",
      "t.make",
      "t.model",
      "t.license_plate",
      "t.status",
      "t.assigned_driver_id",
      "p.first_name",
      "p.last_name",
      "p.avatar_key",
    ])
    .where("t.company_id", "=", companyId)
    .where("t.retired_at", "is", null)
    .execute();
}

/** Trucks of the company by id, with what approval and pay need. */
export function findByIds(db: Executor, companyId: string, truckIds: string[]) {
  return db
    .selectFrom("trucks")
    .select(["id", "truck_number", "capacity_tons", "capacity_cubic_yards", "hired_from"])
    .where("company_id", "=", companyId)
    .where("id", "in", truckIds)
    .execute();
}

/** The company's hired trucks, retired ones included (their last loads may still be unpaid). */
export function findHired(db: Executor, companyId: string) {
  return db
    .selectFrom("trucks")
    .select(["id", "truck_number", "hired_from", "retired_at"])
    .where("company_id", "=", companyId)
    .where("hired_from", "is not", null)
    .orderBy("truck_number")
    .execute();
}

/** The ids of every truck the company has had. */
export function findIds(db: Executor, companyId: string) {
  return db.selectFrom("trucks").select("id").where("company_id", "=", companyId).execute();
}
