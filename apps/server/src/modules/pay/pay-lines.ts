import {
  billLineCents,
  messages,
  type PayPer,
  percentOfCents,
  quantityValue,
  rateOn,
  ticketQuantityIn,
} from "@haulwise/domain";
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

export type PayRate = {
  /** null: everyone of the payee's kind on the job without a rate of their own. */
  payeeId: string | null;
  per: PayPer;
  rateCents: number | null;
  percentBasisPoints: number | null;
  startsOn: string;
};

/** A pay line before it is stored. */
export type PayLineDraft = WorkLine & {
  rateCents: number | null;
  percentBasisPoints: number | null;
  basisCents: number | null;
};

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
 * listed at no pay. Every line rounded to the cent on its own. Throws a `DraftProblem` rather
 * than leave a ticket unpaid.
 */
export function payLines(input: {
  payeeId: string;
  payeeName: string;
  jobs: ReadonlyMap<string, BillingJob>;
  payRates: ReadonlyMap<string, readonly PayRate[]>;
  billRates: ReadonlyMap<string, readonly BillingRate[]>;
  tickets: readonly BillableTicket[];
  hours: readonly BillableHours[];
}): PayLineDraft[] {
  const lines: PayLineDraft[] = [];
  const rateFor = (job: BillingJob, day: string) => {
    const rate = payRateOn(input.payRates.get(job.id) ?? [], input.payeeId, day);
    if (!rate) throw new DraftProblem(m.noRate(job.title, day, input.payeeName));
    return rate;
  };
  for (const ticket of input.tickets) {
    const job = input.jobs.get(ticket.jobId)!;
    const rate = rateFor(job, ticket.deliveredOn);
    const base = { ...ticketLineOf(ticket, job), percentBasisPoints: null, basisCents: null };
    if (rate.per === "hour") {
      lines.push({ ...base, ...backupPricing });
    } else if (rate.per === "percent") {
      const bill = rateOn(input.billRates.get(job.id) ?? [], ticket.deliveredOn);
      if (!bill) throw new DraftProblem(m.noBillRateForShare(job.title, ticket.deliveredOn));
      const billed =
        bill.per === "hour"
          ? null
          : ticketQuantityIn(bill.per, { quantity: ticket.quantity, unit: ticket.unit });
      if (!billed) throw new DraftProblem(m.noBillRateForShare(job.title, ticket.deliveredOn));
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
        throw new DraftProblem(
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
    lines.push({
      ...hoursLineOf(entry, job, rate.rateCents ?? 0),
      percentBasisPoints: null,
      basisCents: null,
    });
  }
  return lines.sort(
    (a, b) =>
      a.deliveredOn.localeCompare(b.deliveredOn) ||
      a.job.title.localeCompare(b.job.title) ||
      (a.loadNumber ?? Number.MAX_SAFE_INTEGER) - (b.loadNumber ?? Number.MAX_SAFE_INTEGER),
  );
}
