import { type DriverCard, statusLabel, type Truck } from "@haulwise/domain";
import { Loader2Icon } from "lucide-react";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { t } from "@/lib/i18n";
import { cn } from "@/lib/utils";

const UNASSIGNED = "";

/**
 * Who drives the truck, changed at once by choosing another driver. A driver who drives
 * another truck says so; the truck's own driver stays choosable before the drivers load.
 */
export function TruckDriverSelect({
  truck,
  truckName,
  drivers,
  onAssign,
  assigning = false,
  showLabel = false,
}: {
  truck: Truck;
  truckName: string;
  /** The company's drivers to choose from; null while they load or when they failed to. */
  drivers: readonly DriverCard[] | null;
  onAssign: (driverId: string | null) => void;
  assigning?: boolean;
  /** A visible "Driver" label (a form); in a table the column heading says it. */
  showLabel?: boolean;
}) {
  const id = useId();
  const known = drivers?.some((driver) => driver.id === truck.assignedDriver?.id) ?? false;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className={cn("text-muted-foreground", !showLabel && "sr-only")}>
        {showLabel ? t("jobs.drivers.driver") : t("trucks.driverOf", { truck: truckName })}
        {assigning ? <Loader2Icon aria-hidden="true" className="size-3.5 animate-spin" /> : null}
      </Label>
      <NativeSelect
        id={id}
        value={truck.assignedDriver?.id ?? UNASSIGNED}
        disabled={assigning || drivers === null}
        aria-busy={assigning || undefined}
        onChange={(event) =>
          onAssign(event.target.value === UNASSIGNED ? null : event.target.value)
        }
      >
        <option value={UNASSIGNED}>{t("trucks.unassigned")}</option>
        {truck.assignedDriver && !known ? (
          <option value={truck.assignedDriver.id}>{truck.assignedDriver.name}</option>
        ) : null}
        {drivers?.map((driver) => (
          <option key={driver.id} value={driver.id}>
            {driver.vehicle && driver.vehicle.id !== truck.id
              ? t("trucks.nowDrives", { name: driver.name, truck: driver.vehicle.name })
              : `${driver.name} · ${statusLabel(driver.status)}`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
