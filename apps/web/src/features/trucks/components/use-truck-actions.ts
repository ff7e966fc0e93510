import { type DriverCard, type Truck, truckNameOf } from "@haulwise/domain";
import { errorMessage } from "@/lib/api-error";
import { t } from "@/lib/i18n";
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
            driver
              ? t("messages.trucks.assigned", { name, driver: driver.name })
              : t("messages.trucks.unassigned", { name }),
          ),
        onError: (error) => toast.error(errorMessage(error, t("trucks.assignFailed"))),
      },
    );
  }

  /** Resolves true once retired, so the confirmation closes; false keeps it open. */
  async function handleRetire() {
    try {
      await retire.mutateAsync(truck.id);
      toast.success(t("messages.trucks.retiredDone", { name }));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, t("trucks.retireFailed")));
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
