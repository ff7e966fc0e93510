import { billLineCents, messages, quantityValue, rateOn, ticketQuantityIn } from "@haulwise/domain";
import {
  type BillableHours,
  type BillableTicket,
  type BillingJob,
  type BillingRate,
  backupPricing,
  DraftProblem,
  hoursLineOf,
  ticketLineOf,
  type WorkLine,
} from "../billing-documents/billable-work.js";

/** An invoice line before it is stored. */
export type BillLine = WorkLine & {
  rateCents: number;
  minimumCents: number | null;
  surchargeBasisPoints: number;
};

const m = messages.invoices;
const unitWords = (unit: string) => unit.replace(/_/g, " ");

/**
 * The lines of an invoice: each approved ticket at its job's rate on its delivery day (per load,
 * per ton with pounds at 2,000 to the ton, per cubic yard), each line rounded to the cent on its
 * own; on a job billed per hour, each driver's approved hours of a day, with the day's tickets
 * listed beside them at no charge as the customer's backup. Grouped by job, purchase order and
 * material, then by day and load number. Throws a `DraftProblem` rather than leave a ticket
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
    if (!rate) throw new DraftProblem(m.noRate(job.title, day));
    return rate;
  };
  for (const ticket of input.tickets) {
    const job = input.jobs.get(ticket.jobId)!;
    const rate = rateFor(job, ticket.deliveredOn);
    const base = { ...ticketLineOf(ticket, job), surchargeBasisPoints: rate.surchargeBasisPoints };
    if (rate.per === "hour") {
      lines.push({ ...base, ...backupPricing, minimumCents: null });
      continue;
    }
    const quantity = ticketQuantityIn(rate.per, { quantity: ticket.quantity, unit: ticket.unit });
    if (!quantity) {
      throw new DraftProblem(
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
    lines.push({
      ...hoursLineOf(entry, job, rate.rateCents),
      minimumCents: null,
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
