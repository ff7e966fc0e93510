import { PageHeader } from "@/components/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { t } from "@/lib/i18n";
import { useCreateTruck } from "../api/create-truck";
import { TruckForm } from "../components/truck-form";
import { useSaveTruck } from "./use-save-truck";

/** /vehicles/new: the target of the dashboard's Add Vehicle prompt. */
export function NewTruckRoute() {
  const create = useCreateTruck();
  const formProps = useSaveTruck(create.mutateAsync, {
    saved: (name) => t("messages.trucks.added", { name }),
    failed: t("trucks.addFailed"),
  });

  return (
    <div className="grid gap-6">
      <PageHeader title={t("trucks.add")} description={t("trucks.addDescription")} />
      <Card className="max-w-3xl">
        <CardContent>
          <TruckForm {...formProps} pending={create.isPending} submitLabel={t("trucks.add")} />
        </CardContent>
      </Card>
    </div>
  );
}
