import type { Job } from "@haulwise/domain";
import { MapIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { CompanyLiveMap } from "./company-live-map";
import { siteOf } from "./job-live-map";

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
      {shown ? <CompanyLiveMap sites={sites} announceRealtimeFailure /> : null}
    </div>
  );
}
