import { UserMinusIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";

export type RemoveDriverDialogProps = {
  driverName: string;
  onRemove: () => Promise<boolean>;
  pending?: boolean;
  /** Just the icon, where a table row has little room; its name stays "Remove {driver}". */
  iconOnly?: boolean;
};

/** Removing a driver asks first: they lose the company's jobs, documents and truck at once. */
export function RemoveDriverDialog({
  driverName,
  onRemove,
  pending = false,
  iconOnly = false,
}: RemoveDriverDialogProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size={iconOnly ? "icon" : "sm"}
          className="ml-auto text-destructive hover:text-destructive"
          aria-label={t("drivers.removeName", { name: driverName })}
          title={iconOnly ? t("drivers.removeName", { name: driverName }) : undefined}
        >
          <UserMinusIcon aria-hidden="true" />
          {iconOnly ? null : t("jobs.drivers.remove")}
        </Button>
      }
      title={t("drivers.removeTitle", { name: driverName })}
      description={t("drivers.removeDescription")}
      confirmLabel={t("drivers.removeConfirm")}
      onConfirm={onRemove}
      pending={pending}
    />
  );
}
