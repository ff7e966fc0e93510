import { type DriverCard, messages, type Truck, truckNameOf } from "@haulwise/domain";
import { errorMessage } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useAssignTruck } from "../api/assign-truck";
import { useRetireTruck } from "../api/retire-truck";

/** Assigning and retiring one truck, each saying how it went. */
export function useTruckActions(truck: Truck, drivers: readonly DriverCard[] | null) {
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

  /** Resolves true once retired, so the confirmation closes; false keeps it open. */
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

  return {
    name,
    handleAssign,
    assigning: assign.isPending,
    handleRetire,
    retiring: retire.isPending,
  };
}
