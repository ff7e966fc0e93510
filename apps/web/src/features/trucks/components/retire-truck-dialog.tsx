import { ArchiveIcon, Loader2Icon } from "lucide-react";
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
  const [open, setOpen] = useState(false);

  async function handleConfirm() {
    if (await onRetire()) setOpen(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-destructive hover:text-destructive"
        >
          <ArchiveIcon aria-hidden="true" />
          Retire<span className="sr-only">{` ${truckName}`}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Retire {truckName}?</AlertDialogTitle>
          <AlertDialogDescription>
            The truck leaves your fleet and the dashboard counts, and its driver becomes unassigned.
            Its record stays under retired trucks. Its number stays taken.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
          <Button variant="destructive" disabled={pending} onClick={handleConfirm}>
            {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
            Retire truck
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
