import { Loader2Icon, UserMinusIcon } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

export type RemoveDriverDialogProps = {
  driverName: string;
  onRemove: () => Promise<boolean>;
  pending?: boolean;
};

/** Removing a driver asks first: they lose the company's jobs, documents and truck at once. */
export function RemoveDriverDialog({
  driverName,
  onRemove,
  pending = false,
}: RemoveDriverDialogProps) {
  const [open, setOpen] = useState(false);

  async function handleConfirm() {
    if (await onRemove()) setOpen(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-destructive hover:text-destructive"
          aria-label={`Remove ${driverName}`}
        >
          <UserMinusIcon aria-hidden="true" />
          Remove
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove {driverName} from your company?</AlertDialogTitle>
          <AlertDialogDescription>
            They will no longer see your jobs or documents, their truck becomes unassigned and they
            leave the jobs they were on. Loads and hours they already logged stay in your records.
            You can invite them again later.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={pending} onClick={handleConfirm}>
            {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
            Remove driver
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
