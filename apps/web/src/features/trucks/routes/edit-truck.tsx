import { messages, type Truck, truckNameOf } from "@haulwise/domain";
import { Link, useNavigate, useParams } from "react-router";
import { useCompanyDrivers } from "@/api/get-company-drivers";
import { LoadingScreen } from "@/components/loading-screen";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage, isApiError } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";

import { useTruck } from "../api/get-truck";
import { useUpdateTruck } from "../api/update-truck";
import { RetireTruckDialog } from "../components/retire-truck-dialog";
import { TruckDriverSelect } from "../components/truck-driver-select";
import { TruckForm } from "../components/truck-form";
import { useTruckActions } from "../components/use-truck-actions";
import { TRUCKS_PATH, useSaveTruck } from "./use-save-truck";

/** The truck cannot be edited: why, and the way back to the fleet. */
function CannotEdit(props: { message: string; onRetry?: () => void }) {
  return (
    <div className="grid gap-6">
      <PageHeader title={t("trucks.editTitle")} />
      <QueryError {...props} />
      <Button asChild variant="outline" className="w-fit">
        <Link to={TRUCKS_PATH}>{t("trucks.back")}</Link>
      </Button>
    </div>
  );
}

/** Who drives the truck, and taking it out of the fleet: what the list's row does on a desktop. */
function TruckInService({ truck }: { truck: Truck }) {
  const navigate = useNavigate();
  const drivers = useCompanyDrivers();
  const { name, handleAssign, assigning, handleRetire, retiring } = useTruckActions(
    truck,
    drivers.data ?? null,
  );
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle>{t("jobs.drivers.driver")}</CardTitle>
        <CardDescription>{t("trucks.driverHelp")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <TruckDriverSelect
          truck={truck}
          truckName={name}
          drivers={drivers.data ?? null}
          onAssign={handleAssign}
          assigning={assigning}
          showLabel
        />
        <div className="flex">
          <RetireTruckDialog
            truckName={name}
            pending={retiring}
            onRetire={async () => {
              const retired = await handleRetire();
              if (retired) void navigate(TRUCKS_PATH);
              return retired;
            }}
          />
        </div>
      </CardContent>
    </Card>
  );
}

/** /vehicles/:truckId/edit */
export function EditTruckRoute() {
  const { truckId = "" } = useParams();
  const truck = useTruck(truckId);
  const update = useUpdateTruck(truckId);
  const formProps = useSaveTruck(update.mutateAsync, {
    saved: (name) => t("messages.trucks.saved", { name }),
    failed: t("trucks.saveFailed"),
  });

  if (truck.isPending) return <LoadingScreen label={t("trucks.loading")} />;
  if (truck.isError) {
    const missing = isApiError(truck.error) && truck.error.status === 404;
    return (
      <CannotEdit
        message={
          missing ? t("trucks.notInFleet") : errorMessage(truck.error, t("trucks.loadFailed"))
        }
        {...(missing ? {} : { onRetry: () => truck.refetch() })}
      />
    );
  }
  if (truck.data.retiredAt)
    return <CannotEdit message={translateMessage(messages.trucks.retired)} />;

  return (
    <div className="grid gap-6">
      <PageHeader title={t("trucks.editTitle")} description={truckNameOf(truck.data)} />
      <Card className="max-w-3xl">
        <CardContent>
          <TruckForm
            truck={truck.data}
            {...formProps}
            pending={update.isPending}
            submitLabel={t("trucks.save")}
          />
        </CardContent>
      </Card>
      <TruckInService truck={truck.data} />
    </div>
  );
}
