import { randomUUID } from "node:crypto";
import {
  type BillRate,
  basisPointsOf,
  type JobRates,
  localDayOf,
  messages,
  type PayRate,
  percentOf,
  rateOn,
  type SetJobRatesInputSchema,
  type Valid,
} from "@haulwise/domain";
import { type Actor, requireContractor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { BillRatesTable, PayRatesTable } from "../../db/schema.js";
import { badRequest, conflict } from "../../http/app-error.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import * as repo from "./rates.repo.js";

export type RatesService = ReturnType<typeof createRatesService>;

const m = messages.rates;

function toBillRate(row: BillRatesTable): BillRate {
  return {
    id: row.id,
    per: row.per,
    rateCents: row.rate_cents,
    minimumCents: row.minimum_cents,
    fuelSurchargePercent: percentOf(row.fuel_surcharge_bp),
    startsOn: row.starts_on,
    createdAt: row.created_at,
  };
}

/** A rate as invoicing and pay read it: the stored row, keyed the way the domain's `rateOn` wants. */
export type StoredBillRate = BillRatesTable & { startsOn: string };
export type StoredPayRate = PayRatesTable & { startsOn: string };

/**
 * What a job's customer pays and what its drivers and hired trucks are paid, each rate from a
 * start day on. A rate never rewrites the past: it cannot start on a day whose tickets are
 * already on an issued invoice or pay statement.
 */
export function createRatesService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  jobs: JobsService;
  companies: CompaniesService;
  profiles: ProfilesService;
  trucks: TrucksService;
  /** The last delivery day of this job on an issued invoice or pay statement (or null). */
  settledThrough: (jobId: string) => Promise<string | null>;
}) {
  const { db, clock, jobs, companies, profiles, trucks } = deps;

  async function payeeNames(companyId: string, rows: PayRatesTable[]) {
    const driverIds = rows
      .filter((r) => r.payee_kind === "driver" && r.payee_id)
      .map((r) => r.payee_id);
    const truckIds = rows
      .filter((r) => r.payee_kind === "truck" && r.payee_id)
      .map((r) => r.payee_id);
    const [names, truckRows] = await Promise.all([
      profiles.namesOf(driverIds),
      trucks.trucksById(companyId, truckIds),
    ]);
    return (row: PayRatesTable): string | null => {
      if (!row.payee_id) return row.payee_kind === "driver" ? m.everyDriver : m.everyHiredTruck;
      if (row.payee_kind === "driver") {
        const name = names.get(row.payee_id);
        return name ? [name.firstName, name.lastName].filter(Boolean).join(" ") : null;
      }
      const truck = truckRows.get(row.payee_id);
      return truck ? `#${truck.truck_number} (${truck.hired_from ?? ""})` : null;
    };
  }

  async function ratesOf(companyId: string, jobId: string): Promise<JobRates> {
    const zone = await companies.timeZoneOf(companyId);
    const today = localDayOf(clock.now(), zone);
    const [bills, pays] = await Promise.all([
      repo.findBillRates(db, [jobId]),
      repo.findPayRates(db, [jobId]),
    ]);
    const nameOf = await payeeNames(companyId, pays);
    const billHistory = bills.map(toBillRate).reverse();
    const payHistory: PayRate[] = pays
      .map((row) => ({
        id: row.id,
        payeeKind: row.payee_kind,
        payeeId: row.payee_id || null,
        payeeName: nameOf(row),
        per: row.per,
        rateCents: row.rate_cents,
        percent: row.percent_bp === null ? null : percentOf(row.percent_bp),
        startsOn: row.starts_on,
        createdAt: row.created_at,
      }))
      .reverse();
    // In force today: per payee, the latest start on or before today.
    const payees = new Map<string, PayRate[]>();
    for (const rate of payHistory) {
      const key = `${rate.payeeKind}:${rate.payeeId ?? ""}`;
      payees.set(key, [...(payees.get(key) ?? []), rate]);
    }
    const pay = [...payees.values()]
      .map((rates) => rateOn(rates, today))
      .filter((rate): rate is PayRate => rate !== null);
    return { jobId, today, bill: rateOn(billHistory, today), billHistory, pay, payHistory };
  }

  /** Refuses a payee who is not the company's driver, or a truck that is not hired by it. */
  async function checkPayee(companyId: string, kind: "driver" | "truck", payeeId: string) {
    if (kind === "driver") {
      if ((await companies.memberRoleOf(db, companyId, payeeId)) !== "driver") {
        throw badRequest(m.payeeInvalid, [{ path: "pay", message: m.payeeInvalid }]);
      }
      return;
    }
    const truck = (await trucks.trucksById(companyId, [payeeId])).get(payeeId);
    if (!truck) throw badRequest(m.payeeInvalid, [{ path: "pay", message: m.payeeInvalid }]);
    if (!truck.hired_from)
      throw badRequest(m.payeeNotHired, [{ path: "pay", message: m.payeeNotHired }]);
  }

  return {
    /** A job's rates: in force today, and every one set. */
    async get(actor: Actor, jobId: string): Promise<JobRates> {
      const job = await jobs.requireContractorJob(actor, jobId);
      return ratesOf(job.company_id, job.id);
    },

    /**
     * Sets what the customer pays and what drivers or hired trucks are paid, from `startsOn`
     * (today in the company's zone when absent). A rate for a day already settled on an
     * issued invoice or pay statement is refused: issued documents are never rewritten.
     */
    async set(
      actor: Actor,
      jobId: string,
      input: Valid<typeof SetJobRatesInputSchema>,
    ): Promise<JobRates> {
      requireContractor(actor);
      const job = await jobs.requireContractorJob(actor, jobId);
      const details = input;
      const zone = await companies.timeZoneOf(job.company_id);
      const startsOn = details.startsOn ?? localDayOf(clock.now(), zone);
      const settled = await deps.settledThrough(job.id);
      if (settled && startsOn <= settled) {
        throw conflict(m.startsOnPast);
      }
      for (const rate of details.pay ?? []) {
        if (rate.payeeId) await checkPayee(job.company_id, rate.payeeKind, rate.payeeId);
      }
      const now = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        if (details.bill) {
          await repo.putBillRate(trx, {
            id: randomUUID(),
            company_id: job.company_id,
            job_id: job.id,
            per: details.bill.per,
            rate_cents: details.bill.rateCents,
            minimum_cents: details.bill.minimumCents ?? null,
            fuel_surcharge_bp: basisPointsOf(details.bill.fuelSurchargePercent ?? 0),
            starts_on: startsOn,
            created_by: actor.userId,
            created_at: now,
          });
        }
        for (const rate of details.pay ?? []) {
          await repo.putPayRate(trx, {
            id: randomUUID(),
            company_id: job.company_id,
            job_id: job.id,
            payee_kind: rate.payeeKind,
            payee_id: rate.payeeId ?? "",
            per: rate.per,
            rate_cents: rate.per === "percent" ? null : (rate.rateCents ?? null),
            percent_bp: rate.per === "percent" ? basisPointsOf(rate.percent ?? 0) : null,
            starts_on: startsOn,
            created_by: actor.userId,
            created_at: now,
          });
        }
      });
      return ratesOf(job.company_id, job.id);
    },

    /** Every customer rate of these jobs, by job, for invoicing and pay. */
    async billRatesOf(jobIds: readonly string[]): Promise<Map<string, StoredBillRate[]>> {
      const byJob = new Map<string, StoredBillRate[]>();
      for (const row of await repo.findBillRates(db, jobIds)) {
        byJob.set(row.job_id, [
          ...(byJob.get(row.job_id) ?? []),
          { ...row, startsOn: row.starts_on },
        ]);
      }
      return byJob;
    },

    /** Every pay rate of these jobs, by job, for pay statements. */
    async payRatesOf(jobIds: readonly string[]): Promise<Map<string, StoredPayRate[]>> {
      const byJob = new Map<string, StoredPayRate[]>();
      for (const row of await repo.findPayRates(db, jobIds)) {
        byJob.set(row.job_id, [
          ...(byJob.get(row.job_id) ?? []),
          { ...row, startsOn: row.starts_on },
        ]);
      }
      return byJob;
    },
  };
}
