import { z } from "zod";
import { type ListOrder, listPageFields, listQueryFields } from "./lists.js";
import { messages } from "./messages.js";
import { type TrackingState, TrackingStateSchema } from "./tracking.js";

/** A driver counts as moving while their latest position is younger than this. */
export const ACTIVE_POSITION_WINDOW_MINUTES = 10;

export const driverStatuses = ["active", "on_duty", "off_duty"] as const;
export const DriverStatusSchema = z.enum(driverStatuses);
export type DriverStatus = z.infer<typeof DriverStatusSchema>;

/**
 * Status from duty and latest activity: on duty and recently seen moving is "active";
 * on duty without a recent position is "on_duty"; off duty is "off_duty", however long ago
 * (or whether ever) the driver worked: "inactive" read as a driver who had left.
 */
export function driverStatusOf(input: {
  onDuty: boolean;
  lastPositionAt: string | null;
  now?: Date;
}): DriverStatus {
  const now = input.now ?? new Date();
  if (input.onDuty) {
    const recent =
      input.lastPositionAt !== null &&
      now.getTime() - new Date(input.lastPositionAt).getTime() <=
        ACTIVE_POSITION_WINDOW_MINUTES * 60_000;
    return recent ? "active" : "on_duty";
  }
  return "off_duty";
}

/** Status words as shown: words capitalised, underscores as spaces (spec part 2 §2). */
export function statusLabel(status: string): string {
  return status
    .split("_")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export const DriverCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  status: DriverStatusSchema,
  /** What the live map would show for the driver now; off_duty while off duty. */
  tracking: TrackingStateSchema,
  vehicle: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Average of contractors' ratings, null when nobody has rated yet. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** This contractor's own rating of the driver, if any. */
  myRating: z.number().int().nullable(),
  tripsCompleted: z.number().int(),
  hoursLogged: z.number(),
  lastActiveAt: z.string().nullable(),
  /** When a tracker app of the driver's last reported; null if none ever did. */
  trackerReportAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type DriverCard = z.infer<typeof DriverCardSchema>;

export const driverSorts = ["name", "status", "truck", "rating", "trips", "lastActive"] as const;
export type DriverSort = (typeof driverSorts)[number];
/** By name until asked otherwise; a key sorted for the first time puts best figures and
 * latest activity first. */
export const driverListOrder: ListOrder<DriverSort> = {
  fallback: "name",
  first: {
    name: "asc",
    status: "asc",
    truck: "asc",
    rating: "desc",
    trips: "desc",
    lastActive: "desc",
  },
};
/** Tracking states a list filters by: the on-duty ones (off duty is the duty filter's). */
export const driverTrackingFilters = [
  "moving",
  "idle",
  "paused",
  "stopped",
] as const satisfies readonly TrackingState[];
export type DriverTrackingFilter = (typeof driverTrackingFilters)[number];

/** `GET /api/drivers`: search name, e-mail, phone and truck; filter by duty and tracking. */
export const DriverListQuerySchema = z.object({
  ...listQueryFields(driverSorts),
  duty: z.enum(["on", "off"], { error: "Duty must be on or off" }).optional(),
  tracking: z
    .enum(driverTrackingFilters, {
      error: `Tracking must be one of: ${driverTrackingFilters.join(", ")}`,
    })
    .optional(),
});
export type DriverListQuery = z.infer<typeof DriverListQuerySchema>;

/** The company's drivers at a glance: how many, on duty, and what tracking shows of them. */
export const DriverCountsSchema = z.object({
  total: z.number().int(),
  onDuty: z.number().int(),
  moving: z.number().int(),
  idle: z.number().int(),
  paused: z.number().int(),
  stopped: z.number().int(),
});
export type DriverCounts = z.infer<typeof DriverCountsSchema>;

export const DriverCardListSchema = z.object({
  drivers: z.array(DriverCardSchema),
  ...listPageFields,
  counts: DriverCountsSchema,
});
export type DriverCardList = z.infer<typeof DriverCardListSchema>;

/**
 * Whether the signed-in driver is on duty, and when a tracker app of theirs last reported
 * (null if none ever did): a tracker's live reports put a driver on duty too.
 */
export const DutySchema = z.object({ onDuty: z.boolean(), trackerReportAt: z.string().nullable() });
export type Duty = z.infer<typeof DutySchema>;

export const RateDriverInputSchema = z.strictObject({
  rating: z
    .number({ error: "Choose a rating from 1 to 5" })
    .int({ error: "Choose a rating from 1 to 5" })
    .min(1, { error: "Choose a rating from 1 to 5" })
    .max(5, { error: "Choose a rating from 1 to 5" }),
});

export const SetDutyInputSchema = z.strictObject({ onDuty: z.boolean() });

/** Name shown for a driver: first and last joined, or 'Unnamed Driver'. */
export function driverNameOf(firstName: string | null, lastName: string | null): string {
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || messages.drivers.unnamed;
}
