import { MapIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { importOrReload } from "@/lib/chunk-reload";
import { t } from "@/lib/i18n";
import { MapLoadingFrame } from "./map-loading";

// The map waits behind Show Map, so its code loads on the first click, not with the list.
const CompanyLiveMap = lazy(() =>
  importOrReload(() => import("./company-live-map")).then((module) => ({
    default: module.CompanyLiveMap,
  })),
);

/** /jobs: the Show Map / Hide Map toggle and the company's map with its active job sites. */
export function JobsMapPanel() {
  const [shown, setShown] = useState(false);
  return (
    <div className="grid gap-4">
      <Button
        variant="outline"
        className="justify-self-start"
        aria-expanded={shown}
        onClick={() => setShown((value) => !value)}
      >
        <MapIcon aria-hidden="true" />
        {shown ? t("map.hide") : t("map.showMap")}
      </Button>
      {shown ? (
        <Suspense fallback={<MapLoadingFrame />}>
          <CompanyLiveMap announceRealtimeFailure />
        </Suspense>
      ) : null}
    </div>
  );
}
