export type VehicleStatus = "active" | "maintenance" | "inactive";
export type VehicleType = "van" | "car" | "truck";

/** Truck status as shown on the dashboard (spec part 1 §4, "Vehicle status and type mapping"). */
export function vehicleStatusOf(status: string | null | undefined): VehicleStatus {
  const value = (status ?? "").toLowerCase();
  if (value === "available" || value === "active" || value === "on_duty") return "active";
  if (value === "maintenance" || value === "repair") return "maintenance";
  return "inactive";
}

export function vehicleTypeOf(model: string | null | undefined): VehicleType {
  const value = (model ?? "").toLowerCase();
  if (value.includes("van")) return "van";
  if (value.includes("car") || value.includes("sedan")) return "car";
  return "truck";
}
