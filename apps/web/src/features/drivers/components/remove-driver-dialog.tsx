import { UserMinusIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";

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
          aria-label={`Remove ${driverName}`}
          title={iconOnly ? `Remove ${driverName}` : undefined}
        >
          <UserMinusIcon aria-hidden="true" />
          {iconOnly ? null : "Remove"}
        </Button>
      }
      title={`Remove ${driverName} from your company?`}
      description="They will no longer see your jobs or documents, their truck becomes unassigned and they leave the jobs they were on. Loads and hours they already logged stay in your records. You can invite them again later."
      confirmLabel="Remove driver"
      onConfirm={onRemove}
      pending={pending}
    />
  );
}
