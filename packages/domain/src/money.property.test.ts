import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { APPROVAL, ticketFlags } from "./approvals.js";
import type { QuantityUnit } from "./loads.js";
import {
  amountCentsOf,
  billLineCents,
  divideRoundHalfUp,
  exactQuantity,
  invoiceTotals,
  percentOfCents,
  plainAmount,
  quantityValue,
  ticketQuantityIn,
} from "./money.js";

const numRuns = Number(process.env.FAST_CHECK_RUNS ?? 300);

/** A quantity as a scale prints it: up to four decimals. */
const recorded = (max: number) =>
  fc.integer({ min: 0, max: max * 10_000 }).map((scaled) => scaled / 10_000);
const rateCents = fc.integer({ min: 0, max: 10_000_000 });

/**
 * What "rounded half up to the cent" means, checked without dividing: `cents` is the whole
 * number nearest numerator/denominator, and a tie goes up.
 */
function isRoundedHalfUp(cents: bigint, numerator: bigint, denominator: bigint) {
  const twice = 2n * (cents * denominator - numerator);
  return twice > -denominator && twice <= denominator;
}

describe("money rules", () => {
  it("rounds any fraction half up, ties away from zero", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (n, d) => {
          expect(isRoundedHalfUp(divideRoundHalfUp(n, d), n, d)).toBe(true);
        },
      ),
      { numRuns },
    );
    expect(divideRoundHalfUp(5n, 10n)).toBe(1n);
    expect(divideRoundHalfUp(15n, 10n)).toBe(2n);
    expect(divideRoundHalfUp(14n, 10n)).toBe(1n);
  });

  it("bills a ticket's tons, or its pounds at 2,000 to the ton, times the rate, rounded to the cent", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<QuantityUnit>("tons", "pounds"),
        recorded(200_000),
        rateCents,
        (unit, quantity, rate) => {
          const exact = ticketQuantityIn("ton", { quantity, unit })!;
          const cents = BigInt(amountCentsOf(exact, rate));
          // The same figures the scale printed, as integers: ten-thousandths of a ton or pound.
          const scaled = BigInt(Math.round(quantity * 10_000));
          const perTon = unit === "pounds" ? 10_000n * 2000n : 10_000n;
          expect(isRoundedHalfUp(cents, scaled * BigInt(rate), perTon)).toBe(true);
        },
      ),
      { numRuns },
    );
  });

  it("never counts a volume as a weight, or bills hours from a ticket", () => {
    expect(ticketQuantityIn("ton", { quantity: 12, unit: "cubic_yards" })).toBeNull();
    expect(ticketQuantityIn("cubic_yard", { quantity: 12, unit: "tons" })).toBeNull();
    expect(ticketQuantityIn("hour", { quantity: 12, unit: "tons" })).toBeNull();
    expect(ticketQuantityIn("ton", { quantity: null, unit: "tons" })).toBeNull();
    expect(quantityValue(ticketQuantityIn("load", { quantity: null, unit: "tons" })!)).toBe(1);
    expect(quantityValue(ticketQuantityIn("ton", { quantity: 24_741, unit: "pounds" })!)).toBe(
      12.3705,
    );
  });

  it("raises a light load to the minimum, and only loads billed by weight or volume", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("load", "ton", "cubic_yard", "hour" as const),
        recorded(100),
        rateCents,
        fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
        (per, quantity, rate, minimum) => {
          const exact = exactQuantity(quantity);
          const plain = amountCentsOf(exact, rate);
          const line = billLineCents({
            per,
            quantity: exact,
            rateCents: rate,
            minimumCents: minimum,
          });
          const applies = minimum !== null && (per === "ton" || per === "cubic_yard");
          expect(line).toBe(applies ? Math.max(plain, minimum) : plain);
        },
      ),
      { numRuns },
    );
  });

  it("totals an invoice as the sum of its lines plus each surcharge rounded once", () => {
    const line = fc.record({
      amountCents: fc.integer({ min: 0, max: 50_000_000 }),
      surchargeBasisPoints: fc.constantFrom(0, 250, 1250, 1875),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
        const totals = invoiceTotals(lines);
        const subtotal = lines.reduce((sum, l) => sum + l.amountCents, 0);
        expect(totals.subtotalCents).toBe(subtotal);
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.surchargeCents);
        expect(totals.surcharges.reduce((sum, s) => sum + s.amountCents, 0)).toBe(
          totals.surchargeCents,
        );
        for (const surcharge of totals.surcharges) {
          const base = lines
            .filter((l) => l.surchargeBasisPoints === surcharge.basisPoints)
            .reduce((sum, l) => sum + l.amountCents, 0);
          expect(surcharge.baseCents).toBe(base);
          expect(
            isRoundedHalfUp(
              BigInt(surcharge.amountCents),
              BigInt(base) * BigInt(surcharge.basisPoints),
              10_000n,
            ),
          ).toBe(true);
        }
      }),
      { numRuns },
    );
  });

  it("takes a share of the haul in basis points, rounded half up", () => {
    expect(percentOfCents(12_345, 7_500)).toBe(9_259); // 9258.75
    expect(percentOfCents(2, 2_500)).toBe(1); // 0.5 goes up
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bp) => {
          const share = percentOfCents(amount, bp);
          expect(isRoundedHalfUp(BigInt(share), BigInt(amount) * BigInt(bp), 10_000n)).toBe(true);
          expect(share).toBeLessThanOrEqual(amount);
        },
      ),
      { numRuns },
    );
  });

  it("writes amounts for a spreadsheet without a currency sign or separators", () => {
    expect(plainAmount(123_456)).toBe("1234.56");
    expect(plainAmount(5)).toBe("0.05");
    expect(plainAmount(-1_050)).toBe("-10.50");
  });
});

describe("approval flags", () => {
  const base = {
    quantity: 12,
    unit: "tons" as QuantityUnit,
    completedAt: "2026-03-02T15:00:00.000Z",
    ticketNumber: "4411",
    duplicates: [] as string[],
    truck: { truckNumber: "23", capacityTons: 15, capacityCubicYards: 14 },
    shifts: [{ startedAt: "2026-03-02T12:00:00.000Z", endedAt: "2026-03-02T22:00:00.000Z" }],
    now: "2026-03-03T00:00:00.000Z",
    formatTime: (iso: string) => iso.slice(11, 16),
  };

  it("leaves a clean ticket unflagged", () => {
    expect(ticketFlags(base)).toEqual([]);
  });

  it("flags each exception on its own and names what it compared", () => {
    expect(ticketFlags({ ...base, duplicates: ["load #7 (Quarry haul)"] })).toEqual([
      {
        kind: "duplicate_ticket",
        message: "Ticket number 4411 is also on load #7 (Quarry haul)",
      },
    ]);
    expect(ticketFlags({ ...base, quantity: 16 }).map((f) => f.message)).toEqual([
      "16.00 tons is above truck 23's capacity of 15.00 tons",
    ]);
    expect(ticketFlags({ ...base, quantity: 32_100, unit: "pounds" })).toEqual([
      expect.objectContaining({ kind: "over_capacity" }),
    ]);
    expect(ticketFlags({ ...base, truck: null, quantity: 31 }).map((f) => f.kind)).toEqual([
      "over_unit_limit",
    ]);
    expect(ticketFlags({ ...base, quantity: 15, unit: "cubic_yards" }).map((f) => f.kind)).toEqual([
      "over_capacity",
    ]);
    expect(ticketFlags({ ...base, completedAt: "2026-03-02T09:00:00.000Z" })).toEqual([
      {
        kind: "outside_shift",
        message: "Delivered at 09:00, outside the driver's shift (12:00 – 22:00)",
      },
    ]);
  });

  it("counts a delivery within the grace of a shift's edges as inside it, and an open shift until now", () => {
    const grace = APPROVAL.shiftGraceMinutes * 60_000;
    const start = Date.parse(base.shifts[0]!.startedAt);
    fc.assert(
      fc.property(fc.integer({ min: -3 * grace, max: 3 * grace }), (offset) => {
        const completedAt = new Date(start + offset).toISOString();
        const flagged = ticketFlags({ ...base, completedAt }).some(
          (f) => f.kind === "outside_shift",
        );
        expect(flagged).toBe(offset < -grace);
      }),
      { numRuns },
    );
    const open = [{ startedAt: base.shifts[0]!.startedAt, endedAt: null }];
    expect(ticketFlags({ ...base, shifts: open, completedAt: "2026-03-02T23:50:00.000Z" })).toEqual(
      [],
    );
    // No shift recorded that day: nothing to compare with, so no flag.
    expect(ticketFlags({ ...base, shifts: [], completedAt: "2026-03-02T03:00:00.000Z" })).toEqual(
      [],
    );
  });

  it("flags a ticket no counted load cycle explains, only on a day cycles are counted", () => {
    expect(ticketFlags({ ...base, cycle: { counted: true, matched: false } })).toEqual([
      { kind: "no_cycle", message: "No load cycle of this truck matches this ticket" },
    ]);
    expect(ticketFlags({ ...base, cycle: { counted: true, matched: true } })).toEqual([]);
    expect(ticketFlags({ ...base, cycle: { counted: false, matched: false } })).toEqual([]);
  });

  it("flags a quantity above capacity exactly when it is above it, in the truck's unit", () => {
    fc.assert(
      fc.property(recorded(29), fc.integer({ min: 5, max: 28 }), (tons, capacity) => {
        const truck = { truckNumber: "9", capacityTons: capacity, capacityCubicYards: null };
        const kinds = ticketFlags({ ...base, quantity: tons, truck }).map((f) => f.kind);
        expect(kinds.includes("over_capacity")).toBe(tons > capacity);
        expect(kinds.includes("over_unit_limit")).toBe(false);
      }),
      { numRuns },
    );
  });
});
