import { type DriverCard, statusLabel, type Truck, truckNameOf } from "@haulwise/domain";
import { format } from "date-fns";
import { Loader2Icon, PencilIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import {
  displayStatusTones,
  truckStatusLabel,
  vehicleTypeIcons,
  vehicleTypeLabels,
} from "./truck-labels";

const UNASSIGNED = "";

export type TruckCardProps = {
  truck: Truck;
  /** The company's drivers to choose from; null while they load or when they failed to. */
  drivers: DriverCard[] | null;
  onAssign: (driverId: string | null) => void;
  assigning?: boolean;
  /** The retire control, a confirmation dialog. */
  retireAction?: React.ReactNode;
};

export function TruckCard({
  truck,
  drivers,
  onAssign,
  assigning = false,
  retireAction,
}: TruckCardProps) {
  const name = truckNameOf(truck);
  const TypeIcon = vehicleTypeIcons[truck.type];
  const headingId = `truck-${truck.id}-name`;
  const selectId = `truck-${truck.id}-driver`;
  const retired = truck.retiredAt !== null;
  // The assigned driver stays choosable even before the drivers list has loaded.
  const known = drivers?.some((driver) => driver.id === truck.assignedDriver?.id) ?? false;

  return (
    <Card role="article" aria-labelledby={headingId} className="h-full gap-4 py-5">
      <CardContent className="grid flex-1 grid-cols-1 content-start gap-4 px-5">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <TypeIcon aria-hidden="true" className="size-5" />
          </span>
          <div className="grid min-w-0 flex-1 gap-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={headingId} className="min-w-0 font-semibold break-words">
                {name}
              </h2>
              {retired ? (
                <Badge variant="muted">Retired</Badge>
              ) : (
                <Badge variant={displayStatusTones[truck.displayStatus]}>
                  {truckStatusLabel(truck.status)}
                </Badge>
              )}
            </div>
            <p className="text-sm text-muted-foreground">
              {vehicleTypeLabels[truck.type]} ·{" "}
              {truck.licensePlate ? (
                <span className="font-mono text-foreground">{truck.licensePlate}</span>
              ) : (
                "No plate on record"
              )}
            </p>
          </div>
        </div>

        {retired ? (
          <p className="text-sm text-muted-foreground">
            Retired {format(new Date(truck.retiredAt!), "d MMM yyyy")}. It no longer counts in your
            fleet.
          </p>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={selectId} className="text-muted-foreground">
              Driver
              {assigning ? (
                <Loader2Icon aria-hidden="true" className="size-3.5 animate-spin" />
              ) : null}
            </Label>
            <NativeSelect
              id={selectId}
              value={truck.assignedDriver?.id ?? UNASSIGNED}
              disabled={assigning || drivers === null}
              onChange={(event) =>
                onAssign(event.target.value === UNASSIGNED ? null : event.target.value)
              }
            >
              <option value={UNASSIGNED}>Unassigned</option>
              {truck.assignedDriver && !known ? (
                <option value={truck.assignedDriver.id}>{truck.assignedDriver.name}</option>
              ) : null}
              {drivers?.map((driver) => (
                <option key={driver.id} value={driver.id}>
                  {driver.vehicle && driver.vehicle.id !== truck.id
                    ? `${driver.name} (now drives ${driver.vehicle.name})`
                    : `${driver.name} · ${statusLabel(driver.status)}`}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </CardContent>
      {retired ? null : (
        <CardFooter className="gap-2 px-5">
          <Button asChild variant="outline" size="sm">
            <Link to={`/vehicles/${encodeURIComponent(truck.id)}/edit`}>
              <PencilIcon aria-hidden="true" />
              Edit<span className="sr-only">{` ${name}`}</span>
            </Link>
          </Button>
          {retireAction}
        </CardFooter>
      )}
    </Card>
  );
}
