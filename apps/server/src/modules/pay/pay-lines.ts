import {
  billLineCents,
  exactQuantity,
  type LineUnit,
  messages,
  type PayPer,
  percentOfCents,
  type QuantityUnit,
  quantityValue,
  rateOn,
  ticketQuantityIn,
} from "@haulwise/domain";
import type { BillingJob, BillingRate } from "../invoicing/invoice-lines.js";

export type PayRate = {
  /** null: everyone of the payee's kind on the job without a rate of their own. */
  payeeId: string | null;
  per: PayPer;
  rateCents: number | null;
  percentBasisPoints: number | null;
  startsOn: string;
};

export type PayableTicket = {
  id: string;
  jobId: string;
  loadNumber: number;
  ticketNumber: string | null;
  material: string | null;
  quantity: number | null;
  unit: QuantityUnit;
  deliveredOn: string;
  driverName: string | null;
  truckNumber: string | null;
};

export type PayableHours = {
  id: string;
  jobId: string;
  day: string;
  hours: number;
  driverName: string | null;
  truckNumber: string | null;
};

export type PayLineDraft = {
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
  rateCents: number | null;
  percentBasisPoints: number | null;
  basisCents: number | null;
  amountCents: number;
};

export class PayProblem extends Error {}

const m = messages.pay;

/** The payee's own rate on the job that day, or the job's rate for everyone of their kind. */
function payRateOn(rates: readonly PayRate[], payeeId: string, day: string): PayRate | null {
  return (
    rateOn(
      rates.filter((rate) => rate.payeeId === payeeId),
      day,
    ) ??
    rateOn(
      rates.filter((rate) => rate.payeeId === null),
      day,
    )
  );
}

/**
 * A pay statement's lines: each approved ticket at the payee's rate on its job that day (per
 * load, per ton with pounds at 2,000 to the ton, or a share of what the load bills the
 * customer), and on jobs paid by the hour each approved day of hours, with that day's tickets
 * listed at no pay. Every line rounded to the cent on its own. Throws a `PayProblem` rather
 * than leave a ticket unpaid.
 */
export function payLines(input: {
  payeeId: string;
  payeeName: string;
  jobs: ReadonlyMap<string, BillingJob>;
  payRates: ReadonlyMap<string, readonly PayRate[]>;
  billRates: ReadonlyMap<string, readonly BillingRate[]>;
  tickets: readonly PayableTicket[];
  hours: readonly PayableHours[];
}): PayLineDraft[] {
  const lines: PayLineDraft[] = [];
  const rateFor = (job: BillingJob, day: string) => {
    const rate = payRateOn(input.payRates.get(job.id) ?? [], input.payeeId, day);
    if (!rate) throw new PayProblem(m.noRate(job.title, day, input.payeeName));
    return rate;
  };
  for (const ticket of input.tickets) {
    const job = input.jobs.get(ticket.jobId)!;
    const rate = rateFor(job, ticket.deliveredOn);
    const base = {
      loadId: ticket.id,
      metricsId: null,
      job,
      material: ticket.material,
      ticketNumber: ticket.ticketNumber,
      loadNumber: ticket.loadNumber,
      deliveredOn: ticket.deliveredOn,
      driverName: ticket.driverName,
      truckNumber: ticket.truckNumber,
      percentBasisPoints: null,
      basisCents: null,
    };
    if (rate.per === "hour") {
      lines.push({ ...base, quantity: 1, unit: "load", rateCents: 0, amountCents: 0 });
    } else if (rate.per === "percent") {
      const bill = rateOn(input.billRates.get(job.id) ?? [], ticket.deliveredOn);
      if (!bill) throw new PayProblem(m.noBillRateForShare(job.title, ticket.deliveredOn));
      const billed =
        bill.per === "hour"
          ? null
          : ticketQuantityIn(bill.per, { quantity: ticket.quantity, unit: ticket.unit });
      if (!billed) throw new PayProblem(m.noBillRateForShare(job.title, ticket.deliveredOn));
      const basisCents = billLineCents({
        per: bill.per,
        quantity: billed,
        rateCents: bill.rateCents,
        minimumCents: bill.minimumCents,
      });
      const basisPoints = rate.percentBasisPoints ?? 0;
      lines.push({
        ...base,
        quantity: 1,
        unit: "percent",
        rateCents: null,
        percentBasisPoints: basisPoints,
        basisCents,
        amountCents: percentOfCents(basisCents, basisPoints),
      });
    } else {
      const quantity = ticketQuantityIn(rate.per, { quantity: ticket.quantity, unit: ticket.unit });
      if (!quantity) {
        throw new PayProblem(
          m.unitMismatch(ticket.loadNumber, job.title, ticket.unit.replace(/_/g, " ")),
        );
      }
      lines.push({
        ...base,
        quantity: quantityValue(quantity),
        unit: rate.per,
        rateCents: rate.rateCents ?? 0,
        amountCents: billLineCents({
          per: rate.per,
          quantity,
          rateCents: rate.rateCents ?? 0,
          minimumCents: null,
        }),
      });
    }
  }
  for (const entry of input.hours) {
    const job = input.jobs.get(entry.jobId)!;
    const rate = payRateOn(input.payRates.get(job.id) ?? [], input.payeeId, entry.day);
    // Hours are paid only on a day the payee is paid by the hour on that job.
    if (rate?.per !== "hour") continue;
    const quantity = exactQuantity(entry.hours);
    lines.push({
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
      rateCents: rate.rateCents ?? 0,
      percentBasisPoints: null,
      basisCents: null,
      amountCents: billLineCents({
        per: "hour",
        quantity,
        rateCents: rate.rateCents ?? 0,
        minimumCents: null,
      }),
    });
  }
  return lines.sort(
    (a, b) =>
      a.deliveredOn.localeCompare(b.deliveredOn) ||
      a.job.title.localeCompare(b.job.title) ||
      (a.loadNumber ?? Number.MAX_SAFE_INTEGER) - (b.loadNumber ?? Number.MAX_SAFE_INTEGER),
  );
}
