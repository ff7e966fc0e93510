import { Loader2Icon, UsersIcon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { errorMessage } from "@/lib/api-error";
import { useLiveDrivers } from "../api/get-live-drivers";
import { useSetLiveDrivers } from "../api/set-live-drivers";

function ChoiceForm({ limit, onDone }: { limit: number; onDone: () => void }) {
  const id = useId();
  const live = useLiveDrivers(true);
  const save = useSetLiveDrivers();
  const [picked, setPicked] = useState<string[] | null>(null);
  const chosen = picked ?? live.data?.driverIds ?? [];
  const full = chosen.length >= limit;

  function toggle(driverId: string, on: boolean) {
    setPicked(on ? [...chosen, driverId] : chosen.filter((id) => id !== driverId));
  }

  async function submit(driverIds: string[], done: string) {
    try {
      await save.mutateAsync({ driverIds });
      toast.success(done);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, "Your choice could not be saved. Please try again."));
    }
  }

  if (live.isError) {
    return (
      <QueryError
        message={errorMessage(live.error, "Your drivers could not be loaded.")}
        onRetry={() => void live.refetch()}
      />
    );
  }
  if (!live.data) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon aria-hidden="true" className="size-4 animate-spin" />
        Loading your drivers…
      </p>
    );
  }
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(chosen, "The map keeps the drivers you chose");
      }}
    >
      <fieldset className="grid gap-2" aria-describedby={`${id}-count`}>
        <legend className="sr-only">Drivers kept on the map</legend>
        <p id={`${id}-count`} className="text-sm text-muted-foreground" aria-live="polite">
          {chosen.length} of {limit} chosen
        </p>
        <ul className="grid max-h-72 divide-y overflow-y-auto rounded-lg border">
          {live.data.drivers.map((driver) => {
            const checked = chosen.includes(driver.id);
            return (
              <li key={driver.id}>
                <label className="flex cursor-pointer items-center gap-3 p-3 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => toggle(driver.id, event.target.checked)}
                  />
                  <span className="font-medium">{driver.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <DialogFooter className="gap-2 sm:justify-between">
        <Button
          type="button"
          variant="ghost"
          disabled={save.isPending}
          onClick={() => void submit([], "The map shows drivers with a truck first again")}
        >
          Use the default
        </Button>
        <Button type="submit" disabled={save.isPending || chosen.length === 0}>
          {save.isPending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          Keep these drivers
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * While the plan shows fewer drivers than the company has sharing, the contractor chooses who
 * stays on the map; the server fills any place left with the default choice (drivers with a
 * truck first, then those longest in the company).
 */
export function ChooseLiveDrivers({ limit }: { limit: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <UsersIcon aria-hidden="true" />
        Choose drivers
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90svh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Choose who stays on the map</DialogTitle>
            <DialogDescription>
              Your plan shows {limit} drivers at a time. Choose who they are; when one of them is
              not sharing, the map shows another driver in their place.
            </DialogDescription>
          </DialogHeader>
          {open ? <ChoiceForm limit={limit} onDone={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
