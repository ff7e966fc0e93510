import { describe, expect, it } from "vitest";
import { daysLeftIn, prorateUpgrade } from "./proration.js";

const pro = { plan: "pro", billingCycle: "monthly" } as const;
const business = { plan: "business", billingCycle: "monthly" } as const;
// Pro is $9.99 and Business $29.99 a month; a November period runs 30 days.
const november = {
  start: new Date("2026-11-01T14:30:00Z"),
  end: new Date("2026-12-01T14:30:00Z"),
};
const at = (iso: string) => new Date(iso);

describe("prorating Pro → Business inside a paid period", () => {
  it("charges the whole difference on the day the period started", () => {
    for (const now of ["2026-11-01T14:30:00Z", "2026-11-01T23:59:00Z", "2026-11-02T14:29:59Z"]) {
      expect(prorateUpgrade({ from: pro, to: business, period: november, now: at(now) })).toEqual({
        chargeCents: 2000,
        creditCents: 999,
        newPlanCents: 2999,
        daysLeft: 30,
        periodDays: 30,
        periodEnd: "2026-12-01T14:30:00.000Z",
        startsNewPeriod: false,
      });
    }
  });

  it("counts days from the period's own start time: one millisecond past a day boundary is a day less", () => {
    expect(daysLeftIn(november, at("2026-11-16T14:29:59.999Z")).daysLeft).toBe(16);
    expect(daysLeftIn(november, at("2026-11-16T14:30:00.000Z")).daysLeft).toBe(15);
    expect(daysLeftIn(november, at("2026-11-16T14:30:00.001Z")).daysLeft).toBe(15);
  });

  it("halves both sides at half the period, each rounded half up once", () => {
    const half = prorateUpgrade({
      from: pro,
      to: business,
      period: november,
      now: at("2026-11-16T14:30:00Z"),
    });
    // 2999 × 15/30 = 1499.5 → 1500; 999 × 15/30 = 499.5 → 500.
    expect(half).toMatchObject({ newPlanCents: 1500, creditCents: 500, chargeCents: 1000 });
    expect(half.daysLeft).toBe(15);
  });

  it("charges one day of the difference on the period's last day", () => {
    const last = prorateUpgrade({
      from: pro,
      to: business,
      period: november,
      now: at("2026-12-01T09:00:00Z"),
    });
    // 2999/30 = 99.97 → 100; 999/30 = 33.3 → 33.
    expect(last).toMatchObject({
      daysLeft: 1,
      newPlanCents: 100,
      creditCents: 33,
      chargeCents: 67,
    });
  });

  it("charges nothing once the period is over", () => {
    expect(
      prorateUpgrade({
        from: pro,
        to: business,
        period: november,
        now: at("2026-12-01T14:30:00Z"),
      }),
    ).toMatchObject({ daysLeft: 0, chargeCents: 0, creditCents: 0, newPlanCents: 0 });
  });

  it("reads a 28-day February as 28 days", () => {
    const february = { start: at("2027-02-01T00:00:00Z"), end: at("2027-03-01T00:00:00Z") };
    expect(
      prorateUpgrade({
        from: pro,
        to: business,
        period: february,
        now: at("2027-02-15T00:00:00Z"),
      }),
    ).toMatchObject({ daysLeft: 14, periodDays: 28, newPlanCents: 1500, creditCents: 500 });
  });

  it("starts a new period at the full price, less the credit, when the cycle changes", () => {
    const yearly = prorateUpgrade({
      from: pro,
      to: { plan: "business", billingCycle: "yearly" },
      period: november,
      now: at("2026-11-16T14:30:00Z"),
    });
    expect(yearly).toEqual({
      chargeCents: 28788 - 500,
      creditCents: 500,
      newPlanCents: 28788,
      daysLeft: 15,
      periodDays: 30,
      periodEnd: "2027-11-16T14:30:00.000Z",
      startsNewPeriod: true,
    });
  });

  it("never charges below zero when the credit is larger than the new price", () => {
    const year = { start: at("2026-01-01T00:00:00Z"), end: at("2027-01-01T00:00:00Z") };
    const change = prorateUpgrade({
      from: { plan: "pro", billingCycle: "yearly" },
      to: business,
      period: year,
      now: at("2026-01-02T00:00:00Z"),
    });
    expect(change.creditCents).toBeGreaterThan(change.newPlanCents);
    expect(change.chargeCents).toBe(0);
  });
});
