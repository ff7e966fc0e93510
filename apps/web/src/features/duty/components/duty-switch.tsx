import { driverMessages } from "@haulwise/domain";
import { toast } from "sonner";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useDuty, useSetDuty } from "../api";

/**
 * A driver's on/off duty switch. Contractors see "on duty" on the driver's card and count it
 * on the dashboard, so it should be one tap away on every driver screen.
 */
export function DutySwitch({ className }: { className?: string }) {
  const duty = useDuty();
  const setDuty = useSetDuty();
  const onDuty = setDuty.isPending ? setDuty.variables : (duty.data?.onDuty ?? false);

  function handleChange(next: boolean) {
    setDuty.mutate(next, {
      onSuccess: () => toast.success(next ? driverMessages.dutyOn : driverMessages.dutyOff),
      onError: (error) => toast.error(errorMessage(error, "Could not change your duty status")),
    });
  }

  if (duty.isError) return null;
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Switch
        id="duty-switch"
        checked={onDuty}
        disabled={duty.isPending || setDuty.isPending}
        onCheckedChange={handleChange}
      />
      {/* On a phone the top bar has room for the switch only; the name stays for screen readers. */}
      <Label htmlFor="duty-switch" className="whitespace-nowrap max-sm:sr-only">
        On duty
      </Label>
    </div>
  );
}
