import { type DriverCard, messages, type Truck, truckNameOf } from "@haulwise/domain";
import { PlusIcon, TruckIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { useCompanyDrivers } from "@/api/get-company-drivers";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-error";
import { useAssignTruck } from "../api/assign-truck";
import { useTrucks } from "../api/get-trucks";
import { useRetireTruck } from "../api/retire-truck";
import { RetireTruckDialog } from "../components/retire-truck-dialog";
import { TruckCard } from "../components/truck-card";

const NEW_TRUCK_PATH = "/vehicles/new";

function TruckItem({ truck, drivers }: { truck: Truck; drivers: DriverCard[] | null }) {
  const assign = useAssignTruck();
  const retire = useRetireTruck();
  const name = truckNameOf(truck);

  function handleAssign(driverId: string | null) {
    const driver = drivers?.find((d) => d.id === driverId);
    assign.mutate(
      { truckId: truck.id, driverId },
      {
        onSuccess: () =>
          toast.success(
            driver ? messages.trucks.assigned(name, driver.name) : messages.trucks.unassigned(name),
          ),
        onError: (error) => toast.error(errorMessage(error, "Could not change the driver")),
      },
    );
  }

  async function handleRetire() {
    try {
      await retire.mutateAsync(truck.id);
      toast.success(messages.trucks.retiredDone(name));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, "Could not retire the truck"));
      return false;
    }
  }

  return (
    <TruckCard
      truck={truck}
      drivers={drivers}
      onAssign={handleAssign}
      assigning={assign.isPending}
      retireAction={
        <RetireTruckDialog truckName={name} onRetire={handleRetire} pending={retire.isPending} />
      }
    />
  );
}

/** /vehicles: the company's trucks, each assignable to one of its drivers. */
export function TrucksRoute() {
  const [showRetired, setShowRetired] = useState(false);
  const trucks = useTrucks(showRetired);
  const drivers = useCompanyDrivers();

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Trucks"
        description="Your fleet: add trucks, keep their status current and assign each to a driver."
        actions={
          <Button asChild>
            <Link to={NEW_TRUCK_PATH}>
              <PlusIcon aria-hidden="true" />
              Add Truck
            </Link>
          </Button>
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Switch id="show-retired" checked={showRetired} onCheckedChange={setShowRetired} />
          <Label htmlFor="show-retired">Show retired trucks</Label>
        </div>
        {drivers.isError ? (
          <p className="text-sm text-destructive">
            Could not load your drivers, so trucks cannot be assigned right now.
          </p>
        ) : drivers.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No drivers to assign yet.{" "}
            <Link
              to="/drivers/invite"
              className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              Invite a driver
            </Link>
          </p>
        ) : null}
      </div>

      {trucks.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <span className="sr-only">Loading trucks...</span>
          {["first", "second", "third"].map((key) => (
            <Skeleton key={key} className="h-48 rounded-xl" />
          ))}
        </div>
      ) : trucks.isError ? (
        <QueryError
          message={errorMessage(trucks.error, "Could not load your trucks.")}
          onRetry={() => trucks.refetch()}
        />
      ) : trucks.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <TruckIcon aria-hidden="true" className="size-6" />
          </span>
          <div className="grid gap-1">
            <p className="font-semibold">{messages.trucks.noneYet}</p>
            <p className="text-sm text-muted-foreground">
              Add the trucks you run to assign them to drivers and see them on the dashboard.
            </p>
          </div>
          <Button asChild>
            <Link to={NEW_TRUCK_PATH}>Add Your First Truck</Link>
          </Button>
        </div>
      ) : (
        <ul aria-label="Trucks" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {trucks.data.map((truck) => (
            <li key={truck.id}>
              <TruckItem truck={truck} drivers={drivers.data ?? null} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
