import { messages } from "@haulwise/domain";
import type * as React from "react";
import { useState } from "react";
import { QueryError } from "@/components/query-error";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { t, translateMessage } from "@/lib/i18n";
import { useCompanyPositions } from "../api/get-company-positions";
import { useLiveDrivers } from "../api/get-live-drivers";
import { LiveDriversForm } from "./live-drivers-form";

const tm = messages.tracking;

/**
 * Choose drivers: when the plan shows fewer drivers than are sharing, the contractor picks
 * who stays on the company map. Opened from the map's plan banner; the map follows the
 * saved choice live (the server sends its subscribers a fresh snapshot).
 */
export function LiveDriversChooser({
  limit,
  trigger,
  defaultOpen = false,
}: {
  limit: number;
  /** The Choose drivers button (map-overlays draws it before this file has loaded). */
  trigger: React.ReactElement;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100svh-2rem)] grid-rows-[auto_minmax(0,1fr)] sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{translateMessage(tm.liveDriversTitle)}</DialogTitle>
          <DialogDescription>{t("messages.tracking.liveDriversHelp", { limit })}</DialogDescription>
        </DialogHeader>
        {open ? <ChooserBody onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ChooserBody({ onDone }: { onDone: () => void }) {
  const liveDrivers = useLiveDrivers();
  const positions = useCompanyPositions();
  // The map's own read, normally already in the cache: the choice starts from who it shows.
  if (liveDrivers.isPending || positions.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {translateMessage(messages.guard.loading)}
      </p>
    );
  }
  if (liveDrivers.isError) {
    return (
      <QueryError
        message={translateMessage(tm.liveDriversLoadFailed)}
        onRetry={() => liveDrivers.refetch()}
      />
    );
  }
  const onTheMap = (positions.data?.positions ?? []).map((position) => position.driverId);
  return <LiveDriversForm liveDrivers={liveDrivers.data} onTheMap={onTheMap} onDone={onDone} />;
}
