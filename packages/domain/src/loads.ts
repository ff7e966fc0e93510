import { z } from "zod";

/** Units a load's quantity is recorded in (spec part 2 §3). */
export const quantityUnits = ["tons", "cubic_yards", "pounds"] as const;
export type QuantityUnit = (typeof quantityUnits)[number];

export const POUNDS_PER_TON = 2000;

/** Totals and quantities are shown rounded to 2 decimals (spec part 2 §5, §9). */
export const roundTo2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Tons for a quantity: pounds are divided by 2000; cubic yards are a volume, not a weight. */
export function tonsOf(quantity: number | null, unit: string): number {
  if (quantity === null || !Number.isFinite(quantity)) return 0;
  if (unit === "tons") return quantity;
  if (unit === "pounds") return quantity / POUNDS_PER_TON;
  return 0;
}

export const HaulTotalsSchema = z.object({
  totalLoads: z.number().int(),
  /** Tons plus pounds / 2000, rounded to 2 decimals. */
  totalTons: z.number(),
  totalCubicYards: z.number(),
});
export type HaulTotals = z.infer<typeof HaulTotalsSchema>;

/** Hauling Metrics of completed loads: how many, how heavy, how much volume. */
export function haulTotals(loads: ReadonlyArray<{ quantity: number | null; unit: string }>) {
  let tons = 0;
  let cubicYards = 0;
  for (const load of loads) {
    tons += tonsOf(load.quantity, load.unit);
    if (load.unit === "cubic_yards" && load.quantity !== null) cubicYards += load.quantity;
  }
  return {
    totalLoads: loads.length,
    totalTons: roundTo2(tons),
    totalCubicYards: roundTo2(cubicYards),
  } satisfies HaulTotals;
}

export const JobLoadSchema = z.object({
  id: z.string(),
  loadNumber: z.number().int(),
  /** The name stored with the load, or 'Unknown Driver'. */
  driverName: z.string(),
  materialType: z.string().nullable(),
  quantity: z.number().nullable(),
  quantityUnit: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type JobLoad = z.infer<typeof JobLoadSchema>;

export const JobMetricsQuerySchema = z.object({
  /** Start of "today" in the viewer's time zone; the server's midnight UTC when absent. */
  since: z.iso.datetime({ offset: true, error: "since must be a date and time" }).optional(),
});

export const JobMetricsSchema = z.object({
  today: HaulTotalsSchema,
  allTime: HaulTotalsSchema,
  /** Loads under way: the Live Haul Updates. */
  liveHauls: z.array(JobLoadSchema),
  /** Loads completed since the start of today, newest first: the Daily Load Summary. */
  todaysLoads: z.array(JobLoadSchema),
});
export type JobMetrics = z.infer<typeof JobMetricsSchema>;

/** '12.50 tons', '3.00 cubic yards': two decimals plus the unit, default tons. */
export function formatQuantity(quantity: number | null, unit: string | null): string {
  if (quantity === null) return "N/A";
  const words = (unit || "tons").replace(/_/g, " ");
  return `${quantity.toFixed(2)} ${words}`;
}
