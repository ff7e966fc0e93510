import { messages } from "@haulwise/domain";
import { MapPinOffIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { usePermission } from "@/hooks/use-permission";
import { translateMessage } from "@/lib/i18n";

/** Over a driver's own map while the browser may not share their position (spec part 2 §2). */
export function GpsDisabledOverlay() {
  const geolocation = usePermission("geolocation");
  if (geolocation.state === "granted" || geolocation.state === "checking") return null;
  return (
    <div className="pointer-events-auto flex flex-wrap items-center gap-2 rounded-lg bg-background/95 px-3 py-2 text-sm shadow-md ring-1 ring-border">
      <MapPinOffIcon aria-hidden="true" className="size-4 text-muted-foreground" />
      <span className="font-medium">{translateMessage(messages.tracking.gpsDisabledOverlay)}</span>
      <Button size="sm" onClick={() => void geolocation.request()}>
        {translateMessage(messages.tracking.enableTracking)}
      </Button>
    </div>
  );
}
