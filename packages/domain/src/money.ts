/**
 * Money rules: amounts are integer cents, quantities are exact decimals, and every division
 * rounds half up once, per line (docs/decisions.md, "Money"). BigInt keeps a 200,000-pound
 * ticket at $99,999.99 a ton exact: the products pass 2^53.
 */
import { POUNDS_PER_TON, type QuantityUnit } from "./loads.js";

/** Ways a customer is billed for a job's work. */
export const billPers = ["load", "ton", "cubic_yard", "hour"] as const;
export type BillPer = (typeof billPers)[number];

/** Ways a driver or hired truck is paid: the same, or a percentage of what the load bills. */
export const payPers = ["load", "ton", "hour", "percent"] as const;
export type PayPer = (typeof payPers)[number];

/** Quantities are kept to this many decimals (a ten-thousandth of a ton is 0.2 lb). */
export const QUANTITY_DECIMALS = 4;
const QUANTITY_SCALE = 10n ** BigInt(QUANTITY_DECIMALS);
const BASIS_POINTS = 10_000n;

/** An exact quantity: `numerator / denominator`. */
export type ExactQuantity = { numerator: bigint; denominator: bigint };

/** `numerator / denominator` rounded half up (away from zero) to a whole number. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError("denominator must be positive");
  const negative = numerator < 0n;
  const size = negative ? -numerator : numerator;
  const rounded = (size * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** A recorded decimal (a ticket's 12.37 tons, a day's 8.5 hours) as an exact scaled integer. */
export function exactQuantity(value: number): ExactQuantity {
  return {
    numerator: BigInt(Math.round(value * Number(QUANTITY_SCALE))),
    denominator: QUANTITY_SCALE,
  };
}

/** The quantity as a number, to `QUANTITY_DECIMALS` places, for lines and screens. */
export function quantityValue(quantity: ExactQuantity): number {
  const scaled = divideRoundHalfUp(quantity.numerator * QUANTITY_SCALE, quantity.denominator);
  return Number(scaled) / Number(QUANTITY_SCALE);
}

/** The unit a line's quantity is in, for each way of billing or paying. */
export const lineUnits = ["load", "ton", "cubic_yard", "hour", "percent"] as const;
export type LineUnit = (typeof lineUnits)[number];

/** The catalogue's words for a line's quantity ("12.37 tons"), on screen and in its PDF alike. */
export const lineQuantityKeys = {
  load: "pdf.billing.quantity.load",
  ton: "pdf.billing.quantity.ton",
  cubic_yard: "pdf.billing.quantity.cubic_yard",
  hour: "pdf.billing.quantity.hour",
  percent: "pdf.billing.quantity.percent",
} as const satisfies Record<LineUnit, string>;

/**
 * A ticket's quantity in the unit it is billed or paid by: one load; tons (pounds divided by
 * 2,000); cubic yards. Null when the ticket cannot be counted that way (cubic yards billed per
 * ton, a weight billed per cubic yard, a ticket billed per hour, a ticket with no quantity).
 */
export function ticketQuantityIn(
  per: "load" | "ton" | "cubic_yard" | "hour",
  ticket: { quantity: number | null; unit: QuantityUnit },
): ExactQuantity | null {
  if (per === "load") return { numerator: 1n, denominator: 1n };
  if (ticket.quantity === null || per === "hour") return null;
  const recorded = exactQuantity(ticket.quantity);
  if (per === "ton") {
    if (ticket.unit === "tons") return recorded;
    if (ticket.unit === "pounds") {
      return { ...recorded, denominator: recorded.denominator * BigInt(POUNDS_PER_TON) };
    }
    return null;
  }
  return ticket.unit === "cubic_yards" ? recorded : null;
}

/** quantity × rate, rounded half up to the cent. */
export function amountCentsOf(quantity: ExactQuantity, rateCents: number): number {
  return Number(divideRoundHalfUp(quantity.numerator * BigInt(rateCents), quantity.denominator));
}

/**
 * A bill line: quantity × rate rounded to the cent, raised to the minimum per load when one is
 * set and the line is a load's weight or volume.
 */
export function billLineCents(line: {
  per: BillPer;
  quantity: ExactQuantity;
  rateCents: number;
  minimumCents: number | null;
}): number {
  const amount = amountCentsOf(line.quantity, line.rateCents);
  const perLoad = line.per === "ton" || line.per === "cubic_yard";
  return perLoad && line.minimumCents !== null ? Math.max(amount, line.minimumCents) : amount;
}

/** A percentage of an amount, in basis points (7500 is 75 %), rounded half up to the cent. */
export function percentOfCents(amountCents: number, basisPoints: number): number {
  return Number(divideRoundHalfUp(BigInt(amountCents) * BigInt(basisPoints), BASIS_POINTS));
}

/** 12.5 → 1250 basis points. */
export const basisPointsOf = (percent: number) => Math.round(percent * 100);
/** 1250 basis points → 12.5. */
export const percentOf = (basisPoints: number) => basisPoints / 100;

/** One fuel surcharge on an invoice: the lines it applies to and what it adds. */
export type SurchargeTotal = { basisPoints: number; baseCents: number; amountCents: number };

export type DocumentTotals = {
  subtotalCents: number;
  surchargeCents: number;
  totalCents: number;
  surcharges: SurchargeTotal[];
};

/**
 * An invoice's totals: the sum of its lines, plus each fuel surcharge rate applied once to the
 * lines that carry it (rounded half up), in ascending order of rate.
 */
export function invoiceTotals(
  lines: ReadonlyArray<{ amountCents: number; surchargeBasisPoints: number }>,
): DocumentTotals {
  let subtotalCents = 0;
  const bases = new Map<number, number>();
  for (const line of lines) {
    subtotalCents += line.amountCents;
    if (line.surchargeBasisPoints > 0) {
      bases.set(
        line.surchargeBasisPoints,
        (bases.get(line.surchargeBasisPoints) ?? 0) + line.amountCents,
      );
    }
  }
  const surcharges = [...bases.entries()]
    .sort(([a], [b]) => a - b)
    .map(([basisPoints, baseCents]) => ({
      basisPoints,
      baseCents,
      amountCents: percentOfCents(baseCents, basisPoints),
    }));
  const surchargeCents = surcharges.reduce((sum, s) => sum + s.amountCents, 0);
  return { subtotalCents, surchargeCents, totalCents: subtotalCents + surchargeCents, surcharges };
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** 123456 → "$1,234.56". */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** 123456 → "1234.56": for CSV files an accountant imports. */
export function plainAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const size = Math.abs(cents);
  return `${sign}${Math.trunc(size / 100)}.${String(size % 100).padStart(2, "0")}`;
}

/** "12.3705", "1", "8.5": a quantity with the decimals it has, at most four. */
export function formatQuantityValue(quantity: number): string {
  return String(Number(quantity.toFixed(QUANTITY_DECIMALS)));
}
