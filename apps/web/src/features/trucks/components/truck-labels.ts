import {
  type TruckStatus,
  truckStatuses,
  type VehicleStatus,
  type VehicleType,
} from "@haulwise/domain";
import { BusIcon, CarIcon, type LucideIcon, TruckIcon } from "lucide-react";
import type { BadgeVariant } from "@/components/ui/badge";

export const truckStatusLabels: Record<TruckStatus, string> = {
  available: "Available",
  active: "Active",
  maintenance: "Maintenance",
  repair: "Repair",
  inactive: "Inactive",
};

export const truckStatusOptions = truckStatuses.map((value) => ({
  value,
  label: truckStatusLabels[value],
}));

/** Spec part 2 §2's marker colours: active green, maintenance orange, others grey. */
export const displayStatusTones: Record<VehicleStatus, BadgeVariant> = {
  active: "success",
  maintenance: "warning",
  inactive: "muted",
};

export const vehicleTypeLabels: Record<VehicleType, string> = {
  truck: "Truck",
  van: "Van",
  car: "Car",
};

export const vehicleTypeIcons: Record<VehicleType, LucideIcon> = {
  truck: TruckIcon,
  van: BusIcon,
  car: CarIcon,
};

export function truckStatusLabel(status: string): string {
  return status in truckStatusLabels ? truckStatusLabels[status as TruckStatus] : status;
}
