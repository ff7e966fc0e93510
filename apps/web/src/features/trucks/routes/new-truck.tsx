import { messages } from "@haulwise/domain";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { useCreateTruck } from "../api/create-truck";
import { TruckForm } from "../components/truck-form";
import { useSaveTruck } from "./use-save-truck";

/** /vehicles/new: the target of the dashboard's Add Vehicle prompt. */
export function NewTruckRoute() {
  const create = useCreateTruck();
  const formProps = useSaveTruck(create.mutateAsync, {
    saved: messages.trucks.added,
    failed: "Could not add the truck. Please try again.",
  });

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Add Truck"
        description="A truck of your fleet, ready to assign to a driver."
      />
      <Card className="max-w-3xl">
        <CardContent>
          <TruckForm {...formProps} pending={create.isPending} submitLabel="Add Truck" />
        </CardContent>
      </Card>
    </div>
  );
}
