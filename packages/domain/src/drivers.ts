import { z } from "zod";
import { messages } from "./messages.js";

/** A driver counts as moving while their latest position is younger than this. */
export const ACTIVE_POSITION_WINDOW_MINUTES = 10;

export const driverStatuses = ["active", "on_duty", "off_duty", "inactive"] as const;
export const DriverStatusSchema = z.enum(driverStatuses);
export type DriverStatus = z.infer<typeof DriverStatusSchema>;

/**
 * Status from duty and latest activity: on duty and recently seen moving is "active";
 * on duty without a recent position is "on_duty"; off duty is "off_duty"; a driver who has
 * never done anything yet is "inactive".
 */
export function driverStatusOf(input: {
  onDuty: boolean;
  lastPositionAt: string | null;
  lastActiveAt: string | null;
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
  return input.lastActiveAt ? "off_duty" : "inactive";
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
  vehicle: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Average of contractors' ratings, null when nobody has rated yet. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** This contractor's own rating of the driver, if any. */
  myRating: z.number().int().nullable(),
  tripsCompleted: z.number().int(),
  hoursLogged: z.number(),
  lastActiveAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type DriverCard = z.infer<typeof DriverCardSchema>;

export const DriverCardListSchema = z.object({ drivers: z.array(DriverCardSchema) });

/** Whether the signed-in driver is on duty. */
export const DutySchema = z.object({ onDuty: z.boolean() });
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
