import { messages } from "@haulwise/domain";
import { useId } from "react";
import { toast } from "sonner";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-error";
import { cn } from "@/lib/utils";
import { useDuty } from "../api/get-duty";
import { useSetDuty } from "../api/set-duty";

/**
 * A driver's on/off duty switch. Contractors see "on duty" on the driver's card and count it
 * on the dashboard, so it sits at the top of the driver's sidebar, on every driver screen.
 */
export function DutySwitch({ className }: { className?: string }) {
  // The sidebar is drawn twice (fixed column and phone overlay), so the id must be unique.
  const id = useId();
  const duty = useDuty();
  const setDuty = useSetDuty();
  const onDuty = setDuty.isPending ? setDuty.variables : (duty.data?.onDuty ?? false);

  function handleChange(next: boolean) {
    setDuty.mutate(next, {
      onSuccess: () => toast.success(next ? messages.drivers.dutyOn : messages.drivers.dutyOff),
      onError: (error) => toast.error(errorMessage(error, "Could not change your duty status")),
    });
  }

  if (duty.isError) return null;
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Switch
        id={id}
        checked={onDuty}
        disabled={duty.isPending || setDuty.isPending}
        onCheckedChange={handleChange}
      />
      <Label htmlFor={id} className="whitespace-nowrap">
        On duty
      </Label>
    </div>
  );
}
