import {
  type BillPer,
  billLineCents,
  exactQuantity,
  type LineUnit,
  type QuantityUnit,
  quantityValue,
} from "@haulwise/domain";
import type { JsonColumns } from "../../db/dialect.js";
import type { StoredBillRate } from "../rates/rates.service.js";

/** A job as the lines of an invoice or a pay statement name it. */
export type BillingJob = {
  id: string;
  title: string;
  jobNumber: string;
  purchaseOrder: string | null;
};

/** A customer rate as stored: per what, how much, from which day. */
export type BillingRate = {
  per: BillPer;
  rateCents: number;
  minimumCents: number | null;
  surchargeBasisPoints: number;
  startsOn: string;
};

/** An approved ticket that no live document of the kind holds yet. */
export type BillableTicket = {
  id: string;
  jobId: string;
  loadNumber: number;
  ticketNumber: string | null;
  material: string | null;
  quantity: number | null;
  unit: QuantityUnit;
  /** The delivery day in the company's zone: the rate in force that day applies. */
  deliveredOn: string;
  driverName: string | null;
  truckNumber: string | null;
};

/** A driver's approved hours of one day on one job that no live document of the kind holds yet. */
export type BillableHours = {
  id: string;
  jobId: string;
  day: string;
  hours: number;
  driverName: string | null;
  truckNumber: string | null;
};

/** What every line of an invoice or a pay statement says, before it is stored. */
export type WorkLine = {
  loadId: string | null;
  metricsId: string | null;
  job: BillingJob;
  material: string | null;
  ticketNumber: string | null;
  loadNumber: number | null;
  deliveredOn: string;
  driverName: string | null;
  truckNumber: string | null;
  quantity: number;
  unit: LineUnit;
  amountCents: number;
};

/** The columns `storedWorkLineOf` fills, as PostgreSQL reads them back from JSON rows. */
export const workLineColumns = {
  load_id: "text",
  metrics_id: "text",
  job_id: "text",
  job_title: "text",
  job_number: "text",
  material: "text",
  ticket_number: "text",
  load_number: "integer",
  delivered_on: "text",
  driver_name: "text",
  truck_number: "text",
  quantity: "double precision",
  unit: "text",
  amount_cents: "integer",
} as const satisfies JsonColumns<string>;

/** A line's columns that invoice lines and pay lines both store, under the same names. */
export function storedWorkLineOf(line: WorkLine) {
  return {
    load_id: line.loadId,
    metrics_id: line.metricsId,
    job_id: line.job.id,
    job_title: line.job.title,
    job_number: line.job.jobNumber,
    material: line.material,
    ticket_number: line.ticketNumber,
    load_number: line.loadNumber,
    delivered_on: line.deliveredOn,
    driver_name: line.driverName,
    truck_number: line.truckNumber,
    quantity: line.quantity,
    unit: line.unit,
    amount_cents: line.amountCents,
  } satisfies Record<keyof typeof workLineColumns, unknown>;
}

/** Why a draft cannot be made: a person fixes the rate or the ticket and drafts again. */
export class DraftProblem extends Error {}

/** The jobs' rows by id, as their lines name them. */
export function billingJobsOf(
  rows: readonly {
    id: string;
    title: string;
    job_number: string;
    purchase_order: string | null;
  }[],
): Map<string, BillingJob> {
  return new Map(
    rows.map((job) => [
      job.id,
      {
        id: job.id,
        title: job.title,
        jobNumber: job.job_number,
        purchaseOrder: job.purchase_order,
      },
    ]),
  );
}

/** The customer rates of each job as stored, as the lines price them. */
export function billingRatesOf(
  stored: ReadonlyMap<string, readonly StoredBillRate[]>,
): Map<string, BillingRate[]> {
  return new Map(
    [...stored].map(([jobId, list]) => [
      jobId,
      list.map((rate) => ({
        per: rate.per,
        rateCents: Number(rate.rate_cents),
        minimumCents: rate.minimum_cents === null ? null : Number(rate.minimum_cents),
        surchargeBasisPoints: Number(rate.fuel_surcharge_bp),
        startsOn: rate.starts_on,
      })),
    ]),
  );
}

/** What every line drafted from a ticket names, whatever it is priced at. */
export function ticketLineOf(ticket: BillableTicket, job: BillingJob) {
  return {
    loadId: ticket.id,
    metricsId: null,
    job,
    material: ticket.material,
    ticketNumber: ticket.ticketNumber,
    loadNumber: ticket.loadNumber,
    deliveredOn: ticket.deliveredOn,
    driverName: ticket.driverName,
    truckNumber: ticket.truckNumber,
  };
}

/**
 * A ticket of a day priced by the hour: listed as the customer's (or the payee's) backup for
 * the hours, at no charge.
 */
export const backupPricing = { quantity: 1, unit: "load", rateCents: 0, amountCents: 0 } as const;

/** A driver's hours of a day at an hourly rate, rounded to the cent. */
export function hoursLineOf(entry: BillableHours, job: BillingJob, rateCents: number) {
  const quantity = exactQuantity(entry.hours);
  return {
    loadId: null,
    metricsId: entry.id,
    job,
    material: null,
    ticketNumber: null,
    loadNumber: null,
    deliveredOn: entry.day,
    driverName: entry.driverName,
    truckNumber: entry.truckNumber,
    quantity: quantityValue(quantity),
    unit: "hour",
    rateCents,
    amountCents: billLineCents({ per: "hour", quantity, rateCents, minimumCents: null }),
  } as const;
}
