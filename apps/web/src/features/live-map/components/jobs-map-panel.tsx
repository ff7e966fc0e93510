import type { Job } from "@haulwise/domain";
import { MapIcon } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { importOrReload } from "@/lib/chunk-reload";
import { siteOf } from "./job-site";
import { MapLoadingFrame } from "./map-loading";

// The map waits behind Show Map, so its code loads on the first click, not with the list.
const CompanyLiveMap = lazy(() =>
  importOrReload(() => import("./company-live-map")).then((module) => ({
    default: module.CompanyLiveMap,
  })),
);

/** /jobs: the Show Map / Hide Map toggle and the company's map with its active job sites. */
export function JobsMapPanel({ jobs }: { jobs: readonly Job[] }) {
  const [shown, setShown] = useState(false);
  const sites = useMemo(
    () =>
      jobs.flatMap((job) => {
        const site = job.status === "active" ? siteOf(job) : null;
        return site ? [{ ...site, label: `${job.title} (#${job.jobNumber})` }] : [];
      }),
    [jobs],
  );
  return (
    <div className="grid gap-4">
      <Button
        variant="outline"
        className="justify-self-start"
        aria-expanded={shown}
        onClick={() => setShown((value) => !value)}
      >
        <MapIcon aria-hidden="true" />
        {shown ? "Hide Map" : "Show Map"}
      </Button>
      {shown ? (
        <Suspense fallback={<MapLoadingFrame />}>
          <CompanyLiveMap sites={sites} announceRealtimeFailure />
        </Suspense>
      ) : null}
    </div>
  );
}
