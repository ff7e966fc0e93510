import { type LiveDrivers, messages } from "@haulwise/domain";
import { Loader2Icon } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useSetLiveDrivers } from "../api/set-live-drivers";

const tm = messages.tracking;

/** A fleet bigger than this gets a box to find a driver by name. */
const SEARCH_FROM = 8;

/**
 * The drivers as checkboxes, at most the plan's limit ticked. The order they were ticked in
 * is kept: when a smaller plan starts, the first ones chosen stay.
 */
export function LiveDriversForm({
  liveDrivers,
  onTheMap,
  onDone,
}: {
  liveDrivers: LiveDrivers;
  /** Drivers the map shows now. */
  onTheMap: readonly string[];
  onDone: () => void;
}) {
  const { drivers } = liveDrivers;
  const limit = liveDrivers.limit ?? drivers.length;
  const [picked, setPicked] = useState<string[]>(() =>
    // Before any choice, start from who the contractor sees on the map.
    liveDrivers.chosen
      ? liveDrivers.driverIds
      : onTheMap.filter((id) => drivers.some((driver) => driver.id === id)).slice(0, limit),
  );
  const [search, setSearch] = useState("");
  const save = useSetLiveDrivers();
  const id = useId();
  const full = picked.length >= limit;
  const needle = search.trim().toLowerCase();
  const listed = needle
    ? drivers.filter((driver) => driver.name.toLowerCase().includes(needle))
    : drivers;

  function toggle(driverId: string, on: boolean) {
    setPicked((now) => (on ? [...now, driverId] : now.filter((other) => other !== driverId)));
  }

  async function submit(driverIds: string[]) {
    try {
      await save.mutateAsync({ driverIds });
    } catch (error) {
      toast.error(errorMessage(error, tm.liveDriversFailed));
      return;
    }
    toast.success(driverIds.length > 0 ? tm.liveDriversSaved : tm.liveDriversReset);
    onDone();
  }

  return (
    <form
      className="grid min-h-0 gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(picked);
      }}
    >
      {drivers.length > SEARCH_FROM ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-search`}>{translateMessage(tm.findDriver)}</Label>
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      ) : null}
      <fieldset className="grid min-h-0 gap-2">
        <legend className="sr-only">{t("map.chooser.legend")}</legend>
        <p aria-live="polite" className="text-sm font-medium">
          {t("messages.tracking.liveDriversChosen", { count: picked.length, limit })}
          {full ? (
            <span className="text-muted-foreground"> {translateMessage(tm.liveDriversFull)}</span>
          ) : null}
        </p>
        <ul className="max-h-[45svh] divide-y overflow-y-auto rounded-lg border">
          {listed.map((driver) => {
            const checked = picked.includes(driver.id);
            return (
              <li key={driver.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                <label className="flex min-w-0 flex-1 items-center gap-3 has-disabled:opacity-60">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-primary"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(event) => toggle(driver.id, event.target.checked)}
                  />
                  <span className="break-words">{driver.name}</span>
                </label>
                {onTheMap.includes(driver.id) ? (
                  <Badge variant="secondary">{translateMessage(tm.onTheMapNow)}</Badge>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        {liveDrivers.chosen ? (
          <Button
            type="button"
            variant="ghost"
            disabled={save.isPending}
            onClick={() => void submit([])}
          >
            {translateMessage(tm.letHaulwiseChoose)}
          </Button>
        ) : null}
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t("common.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending || picked.length === 0}>
          {save.isPending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          {t("map.chooser.save")}
        </Button>
      </div>
    </form>
  );
}
