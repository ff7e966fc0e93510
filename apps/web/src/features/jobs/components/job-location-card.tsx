import type { Job } from "@haulwise/domain";
import { MapPinIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { t } from "@/lib/i18n";

/** Shown only when the job has a street address (spec part 2 §2); coordinates at 6 decimals. */
export function JobLocationCard({ job }: { job: Job }) {
  if (!job.locationAddress) return null;
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MapPinIcon aria-hidden="true" className="size-4 text-primary" />
          {t("jobs.location.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p className="font-medium break-words">{job.locationAddress}</p>
        {job.latitude !== null && job.longitude !== null ? (
          <p className="font-mono text-muted-foreground">
            {job.latitude.toFixed(6)}, {job.longitude.toFixed(6)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
