import { z } from "zod";
import { type ListOrder, listPageFields, listQueryFields } from "./lists.js";
import {
  type VehicleStatus,
  type VehicleType,
  vehicleStatusOf,
  vehicleTypeOf,
} from "./vehicles.js";

/** Statuses a contractor can set; the dashboard maps them to active / maintenance / inactive. */
export const truckStatuses = ["available", "active", "maintenance", "repair", "inactive"] as const;
export const TruckStatusSchema = z.enum(truckStatuses, {
  error: `Status must be one of: ${truckStatuses.join(", ")}`,
});
export type TruckStatus = z.infer<typeof TruckStatusSchema>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} can be at most ${max} characters` });

/** A capacity typed into a form: blank is "not known". */
const capacity = (unit: string, max: number) => {
  const message = `Capacity in ${unit} is a number above 0 and at most ${max}`;
  return z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? null : Number(value)) : value),
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && n > 0 && n <= max, { error: message })
      .nullable()
      .optional(),
  );
};

export const CreateTruckInputSchema = z.strictObject({
  make: text("Make", 60),
  model: text("Model", 60),
  truckNumber: text("Truck number", 30),
  licensePlate: z
    .string()
    .trim()
    .max(20, { error: "Licence plate can be at most 20 characters" })
    .transform((value) => (value === "" ? null : value.toUpperCase()))
    .nullable()
    .optional(),
  status: TruckStatusSchema.default("available"),
  /** What it carries: tickets above it are flagged for approval. */
  capacityTons: capacity("tons", 100),
  capacityCubicYards: capacity("cubic yards", 60),
  /** A hired truck: the owner-operator or firm paid for its loads. Blank for the company's own. */
  hiredFrom: z
    .string()
    .trim()
    .max(120, { error: "Hired from can be at most 120 characters" })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional(),
});
export type CreateTruckInput = z.input<typeof CreateTruckInputSchema>;

export const UpdateTruckInputSchema = CreateTruckInputSchema.partial().strict();
export type UpdateTruckInput = z.input<typeof UpdateTruckInputSchema>;

export const AssignTruckInputSchema = z.strictObject({ driverId: z.string().min(1).nullable() });

export const TruckSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  truckNumber: z.string(),
  licensePlate: z.string().nullable(),
  status: z.string(),
  displayStatus: z.enum(["active", "maintenance", "inactive"]),
  type: z.enum(["van", "car", "truck"]),
  assignedDriver: z.object({ id: z.string(), name: z.string() }).nullable(),
  retiredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  capacityTons: z.number().nullable(),
  capacityCubicYards: z.number().nullable(),
  hiredFrom: z.string().nullable(),
});
export type Truck = z.infer<typeof TruckSchema>;

/** Which trucks a list shows: in service (the default) by their dashboard status, or retired. */
export const truckListStatuses = ["active", "maintenance", "inactive", "retired"] as const;
export type TruckListStatus = (typeof truckListStatuses)[number];
export const truckSorts = ["number", "make", "plate", "status", "driver"] as const;
export type TruckSort = (typeof truckSorts)[number];
/** By number until asked otherwise, each key ascending at first. */
export const truckListOrder: ListOrder<TruckSort> = {
  fallback: "number",
  first: {
    number: "asc",
    make: "asc",
    plate: "asc",
    status: "asc",
    driver: "asc",
  },
};

/** `GET /api/trucks`: search number, plate, make, model and driver; filter; sort; page. */
export const TruckListQuerySchema = z.object({
  ...listQueryFields(truckSorts),
  status: z
    .enum(truckListStatuses, { error: `Status must be one of: ${truckListStatuses.join(", ")}` })
    .optional(),
  driver: z
    .enum(["assigned", "unassigned"], { error: "Driver must be assigned or unassigned" })
    .optional(),
});
export type TruckListQuery = z.infer<typeof TruckListQuerySchema>;

/** The fleet at a glance: trucks in service by status, and the retired ones. */
export const TruckCountsSchema = z.object({
  inService: z.number().int(),
  active: z.number().int(),
  maintenance: z.number().int(),
  inactive: z.number().int(),
  retired: z.number().int(),
});
export type TruckCounts = z.infer<typeof TruckCountsSchema>;

export const TruckListSchema = z.object({
  trucks: z.array(TruckSchema),
  ...listPageFields,
  counts: TruckCountsSchema,
});
export type TruckList = z.infer<typeof TruckListSchema>;

/** A truck's name on cards and the dashboard: "#12 Kenworth T880". */
export function truckNameOf(truck: { truckNumber: string; make: string; model: string }): string {
  return `#${truck.truckNumber} ${truck.make} ${truck.model}`.trim();
}

export function truckViewOf(
  status: string,
  model: string,
): { displayStatus: VehicleStatus; type: VehicleType } {
  return { displayStatus: vehicleStatusOf(status), type: vehicleTypeOf(model) };
}
