import { messages } from "@haulwise/domain";
import { Loader2Icon } from "lucide-react";
import { translateMessage } from "@/lib/i18n";
import { MAP_DEFAULTS } from "../map/map-config";

/** 'Loading map...' over the map's area, while the map's code arrives. */
export function MapLoadingStatus() {
  return (
    <div
      role="status"
      className="absolute inset-0 z-[1100] flex items-center justify-center gap-2 bg-muted text-sm text-muted-foreground"
    >
      <Loader2Icon aria-hidden="true" className="size-4 animate-spin" />
      {translateMessage(messages.tracking.loadingMap)}
    </div>
  );
}

/** An embedded map's frame while the map component itself is still loading. */
export function MapLoadingFrame() {
  return (
    <div
      className="relative isolate overflow-hidden rounded-xl border bg-muted"
      style={{ height: MAP_DEFAULTS.embeddedHeightPx }}
    >
      <MapLoadingStatus />
    </div>
  );
}
