import {
  type TruckStatus,
  truckStatuses,
  type VehicleStatus,
  type VehicleType,
} from "@haulwise/domain";
import { BusIcon, CarIcon, type LucideIcon, TruckIcon } from "lucide-react";
import type { BadgeVariant } from "@/components/ui/badge";
import { t } from "@/lib/i18n";

const truckStatusLabels: Record<TruckStatus, () => string> = {
  available: () => t("trucks.status.available"),
  active: () => t("trucks.status.active"),
  maintenance: () => t("trucks.status.maintenance"),
  repair: () => t("trucks.status.repair"),
  inactive: () => t("trucks.status.inactive"),
};

/** The statuses a truck may be given, in the language on screen. */
export const truckStatusOptions = () =>
  truckStatuses.map((value) => ({ value, label: truckStatusLabels[value]() }));

/** Spec part 2 §2's marker colours: active green, maintenance orange, others grey. */
export const displayStatusTones: Record<VehicleStatus, BadgeVariant> = {
  active: "success",
  maintenance: "warning",
  inactive: "muted",
};

/** 'truck', 'van', 'car' in the language on screen, as a sentence says them. */
export const vehicleTypeWords: Record<VehicleType, () => string> = {
  truck: () => t("trucks.type.truck"),
  van: () => t("trucks.type.van"),
  car: () => t("trucks.type.car"),
};

export const vehicleTypeIcons: Record<VehicleType, LucideIcon> = {
  truck: TruckIcon,
  van: BusIcon,
  car: CarIcon,
};

export function truckStatusLabel(status: string): string {
  return status in truckStatusLabels ? truckStatusLabels[status as TruckStatus]() : status;
}
