import { ArchiveIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";

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
          Retire<span className="sr-only">{` ${truckName}`}</span>
        </Button>
      }
      title={`Retire ${truckName}?`}
      description="The truck leaves your fleet and the dashboard counts, and its driver becomes unassigned. Its record stays under retired trucks. Its number stays taken."
      confirmLabel="Retire truck"
      onConfirm={onRetire}
      pending={pending}
    />
  );
}
