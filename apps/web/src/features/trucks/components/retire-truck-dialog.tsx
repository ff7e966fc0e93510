import { ArchiveIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";

export type RetireTruckDialogProps = {
  truckName: string;
  onRetire: () => Promise<boolean>;
  pending?: boolean;
};

/** Retiring cannot be undone from the app, so it asks first. */
export function RetireTruckDialog({
  truckName,
  onRetire,
  pending = false,
}: RetireTruckDialogProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-destructive hover:text-destructive"
        >
          <ArchiveIcon aria-hidden="true" />
          {t("trucks.retire")}
          <span className="sr-only">{` ${truckName}`}</span>
        </Button>
      }
      title={t("trucks.retireTitle", { truck: truckName })}
      description={t("trucks.retireDescription")}
      confirmLabel={t("trucks.retireConfirm")}
      onConfirm={onRetire}
      pending={pending}
    />
  );
}
