import {
  type BillPer,
  billLineCents,
  exactQuantity,
  type LineUnit,
  messages,
  type QuantityUnit,
  quantityValue,
  rateOn,
  ticketQuantityIn,
} from "@haulwise/domain";

/** A job as its invoice lines name it. */
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

export type BillableHours = {
  id: string;
  jobId: string;
  day: string;
  hours: number;
  driverName: string | null;
  truckNumber: string | null;
};

/** An invoice line before it is stored. */
export type BillLine = {
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
  rateCents: number;
  minimumCents: number | null;
  amountCents: number;
  surchargeBasisPoints: number;
};

/** Why a draft cannot be made: a person fixes the rate or the ticket and drafts again. */
export class BillingProblem extends Error {}

const m = messages.invoices;
const unitWords = (unit: string) => unit.replace(/_/g, " ");

/**
 * The lines of an invoice: each approved ticket at its job's rate on its delivery day (per load,
 * per ton with pounds at 2,000 to the ton, per cubic yard), each line rounded to the cent on its
 * own; on a job billed per hour, each driver's approved hours of a day, with the day's tickets
 * listed beside them at no charge as the customer's backup. Grouped by job, purchase order and
 * material, then by day and load number. Throws a `BillingProblem` rather than leave a ticket
 * out: a job without a rate, or a ticket that cannot be counted the way its job bills.
 */
export function billLines(input: {
  jobs: ReadonlyMap<string, BillingJob>;
  rates: ReadonlyMap<string, readonly BillingRate[]>;
  tickets: readonly BillableTicket[];
  hours: readonly BillableHours[];
}): BillLine[] {
  const lines: BillLine[] = [];
  const rateFor = (job: BillingJob, day: string) => {
    const rate = rateOn(input.rates.get(job.id) ?? [], day);
    if (!rate) throw new BillingProblem(m.noRate(job.title, day));
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
      surchargeBasisPoints: rate.surchargeBasisPoints,
    };
    if (rate.per === "hour") {
      lines.push({
        ...base,
        quantity: 1,
        unit: "load",
        rateCents: 0,
        minimumCents: null,
        amountCents: 0,
      });
      continue;
    }
    const quantity = ticketQuantityIn(rate.per, { quantity: ticket.quantity, unit: ticket.unit });
    if (!quantity) {
      throw new BillingProblem(
        ticket.quantity === null
          ? m.noQuantity(ticket.loadNumber, job.title)
          : m.unitMismatch(
              ticket.loadNumber,
              job.title,
              unitWords(ticket.unit),
              messages.rates.perLabels[rate.per] ?? rate.per,
            ),
      );
    }
    lines.push({
      ...base,
      quantity: quantityValue(quantity),
      unit: rate.per,
      rateCents: rate.rateCents,
      minimumCents: rate.minimumCents,
      amountCents: billLineCents({
        per: rate.per,
        quantity,
        rateCents: rate.rateCents,
        minimumCents: rate.minimumCents,
      }),
    });
  }
  for (const entry of input.hours) {
    const job = input.jobs.get(entry.jobId)!;
    const rate = rateOn(input.rates.get(job.id) ?? [], entry.day);
    // Hours bill only on a day the job bills by the hour; otherwise they are for pay alone.
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
      rateCents: rate.rateCents,
      minimumCents: null,
      amountCents: billLineCents({
        per: "hour",
        quantity,
        rateCents: rate.rateCents,
        minimumCents: null,
      }),
      surchargeBasisPoints: rate.surchargeBasisPoints,
    });
  }
  const key = (line: BillLine) => [
    line.job.title,
    line.job.jobNumber,
    line.job.purchaseOrder ?? "",
    line.metricsId ? "\uffff" : (line.material ?? ""),
    line.deliveredOn,
  ];
  return lines.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) {
      if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
    }
    return (a.loadNumber ?? 0) - (b.loadNumber ?? 0);
  });
}
