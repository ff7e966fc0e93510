import { type ErrorIssue, messages, truckNameOf } from "@haulwise/domain";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { LoadingScreen } from "@/components/loading-screen";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { errorMessage, isApiError } from "@/lib/api-client";
import { useTruck, useUpdateTruck } from "../api";
import { TruckForm, type TruckFormValues } from "../components/truck-form";
import { issuesOf } from "./truck-issues";

const TRUCKS_PATH = "/vehicles";

/** /vehicles/:truckId/edit */
export function EditTruckRoute() {
  const { truckId = "" } = useParams();
  const truck = useTruck(truckId);
  const update = useUpdateTruck(truckId);
  const navigate = useNavigate();
  const [issues, setIssues] = useState<ErrorIssue[]>();
  const [formError, setFormError] = useState<string>();

  async function handleSubmit(values: TruckFormValues) {
    setIssues(undefined);
    setFormError(undefined);
    try {
      const saved = await update.mutateAsync(values);
      toast.success(messages.trucks.saved(truckNameOf(saved)));
      await navigate(TRUCKS_PATH);
    } catch (error) {
      const found = issuesOf(error, values.truckNumber);
      if (found.length > 0) setIssues(found);
      else setFormError(errorMessage(error, "Could not save the truck. Please try again."));
    }
  }

  if (truck.isPending) return <LoadingScreen label="Loading truck..." />;
  if (truck.isError) {
    const missing = isApiError(truck.error) && truck.error.status === 404;
    return (
      <div className="grid gap-6">
        <PageHeader title="Edit Truck" />
        <QueryError
          message={
            missing
              ? "This truck is not in your fleet."
              : errorMessage(truck.error, "Could not load the truck.")
          }
          {...(missing ? {} : { onRetry: () => truck.refetch() })}
        />
        <Button asChild variant="outline" className="w-fit">
          <Link to={TRUCKS_PATH}>Back to Trucks</Link>
        </Button>
      </div>
    );
  }
  if (truck.data.retiredAt) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Edit Truck" />
        <QueryError message={messages.trucks.retired} />
        <Button asChild variant="outline" className="w-fit">
          <Link to={TRUCKS_PATH}>Back to Trucks</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader title="Edit Truck" description={truckNameOf(truck.data)} />
      <Card className="max-w-3xl">
        <CardContent>
          <TruckForm
            truck={truck.data}
            onSubmit={handleSubmit}
            pending={update.isPending}
            serverIssues={issues}
            formError={formError}
            submitLabel="Save Truck"
            cancelTo={TRUCKS_PATH}
          />
        </CardContent>
      </Card>
    </div>
  );
}
