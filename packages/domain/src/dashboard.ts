import { z } from "zod";
import { TrackingStateSchema } from "./tracking.js";

export const FleetSummarySchema = z.object({
  activeVehicles: z.number().int(),
  totalVehicles: z.number().int(),
  driversOnDuty: z.number().int(),
  totalDrivers: z.number().int(),
  /** Percentage change of active drivers today against yesterday; null when yesterday had none. */
  activeTrendPercent: z.number().nullable(),
  recentActivity: z.array(
    z.object({
      truckId: z.string(),
      truckName: z.string(),
      plate: z.string(),
      type: z.enum(["van", "car", "truck"]),
      /** What the live map shows of the driver now (the truck is always one in service). */
      tracking: TrackingStateSchema,
      driverName: z.string(),
      driverAvatarUrl: z.string().nullable(),
      lastSeenAt: z.string().nullable(),
      jobTitle: z.string().nullable(),
      etaMinutes: z.number().int().nullable(),
    }),
  ),
});
export type FleetSummary = z.infer<typeof FleetSummarySchema>;

/** Recent Activity lists at most this many vehicles (spec part 1 §9). */
export const RECENT_ACTIVITY_LIMIT = 3;
