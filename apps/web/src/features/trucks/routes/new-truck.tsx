import { type ErrorIssue, messages, truckNameOf } from "@haulwise/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-client";
import { useCreateTruck } from "../api";
import { TruckForm, type TruckFormValues } from "../components/truck-form";
import { issuesOf } from "./truck-issues";

const TRUCKS_PATH = "/vehicles";

/** /vehicles/new: the target of the dashboard's Add Vehicle prompt. */
export function NewTruckRoute() {
  const create = useCreateTruck();
  const navigate = useNavigate();
  const [issues, setIssues] = useState<ErrorIssue[]>();
  const [formError, setFormError] = useState<string>();

  async function handleSubmit(values: TruckFormValues) {
    setIssues(undefined);
    setFormError(undefined);
    try {
      const truck = await create.mutateAsync(values);
      toast.success(messages.trucks.added(truckNameOf(truck)));
      await navigate(TRUCKS_PATH);
    } catch (error) {
      const found = issuesOf(error, values.truckNumber);
      if (found.length > 0) setIssues(found);
      else setFormError(errorMessage(error, "Could not add the truck. Please try again."));
    }
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Add Truck"
        description="A truck of your fleet, ready to assign to a driver."
      />
      <Card className="max-w-3xl">
        <CardContent>
          <TruckForm
            onSubmit={handleSubmit}
            pending={create.isPending}
            serverIssues={issues}
            formError={formError}
            submitLabel="Add Truck"
            cancelTo={TRUCKS_PATH}
          />
        </CardContent>
      </Card>
    </div>
  );
}
