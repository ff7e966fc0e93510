import { type Job, messages } from "@haulwise/domain";
import { Loader2Icon, RouteIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { Link } from "react-router";
import { useSites } from "@/api/get-sites";
import { useUpdateJob } from "@/api/update-job";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessage } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";

const m = messages.siteScreens;

/** Where a job's trucks load and dump, in words. */
function routeSummary(load: string | null, dump: string | null): string {
  if (load && dump) return t("jobs.route.both", { load, dump });
  if (load) return t("jobs.route.loadOnly", { load });
  if (dump) return t("jobs.route.dumpOnly", { dump });
  return t("jobs.route.none");
}

/**
 * A job's haul route: the site its trucks load at and the site they dump at, chosen from the
 * company's sites (an import loads at a pit and dumps at the job; an export the other way).
 */
export function HaulRouteCard({ job }: { job: Job }) {
  const sites = useSites();
  const update = useUpdateJob(job.id);
  const [loadSiteId, setLoadSiteId] = useState(job.loadSiteId ?? "");
  const [dumpSiteId, setDumpSiteId] = useState(job.dumpSiteId ?? "");
  const [error, setError] = useState<string | null>(null);
  const list = sites.data?.sites ?? [];
  const nameOf = (id: string | null) => list.find((site) => site.id === id)?.name ?? null;
  const changed = loadSiteId !== (job.loadSiteId ?? "") || dumpSiteId !== (job.dumpSiteId ?? "");

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await update.mutateAsync({ loadSiteId: loadSiteId || null, dumpSiteId: dumpSiteId || null });
      toast.success(m.routeSaved);
    } catch (failure) {
      setError(errorMessage(failure, translateMessage(m.routeFailed)));
    }
  }

  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <RouteIcon aria-hidden="true" className="size-4 text-primary" />
          {translateMessage(m.haulRoute)}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p data-testid="haul-route-summary">
          {routeSummary(nameOf(job.loadSiteId), nameOf(job.dumpSiteId))}
        </p>
        {!sites.isSuccess ? null : list.length === 0 ? (
          <p className="text-muted-foreground">
            {translateMessage(m.drawSitesFirst)}{" "}
            <Link to="/sites" className="font-medium underline underline-offset-2">
              {translateMessage(m.goToSites)}
            </Link>
          </p>
        ) : (
          <form
            onSubmit={handleSubmit}
            className="grid gap-3"
            aria-label={translateMessage(m.haulRoute)}
          >
            <p className="text-muted-foreground">{translateMessage(m.haulRouteHelp)}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id={`job-${job.id}-load-site`} label={translateMessage(m.loadSite)}>
                <NativeSelect
                  id={`job-${job.id}-load-site`}
                  value={loadSiteId}
                  onChange={(event) => setLoadSiteId(event.target.value)}
                >
                  <option value="">{translateMessage(m.noSite)}</option>
                  {list.map((site) => (
                    <option key={site.id} value={site.id}>
                      {site.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id={`job-${job.id}-dump-site`} label={translateMessage(m.dumpSite)}>
                <NativeSelect
                  id={`job-${job.id}-dump-site`}
                  value={dumpSiteId}
                  onChange={(event) => setDumpSiteId(event.target.value)}
                >
                  <option value="">{translateMessage(m.noSite)}</option>
                  {list.map((site) => (
                    <option key={site.id} value={site.id}>
                      {site.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
            {error ? (
              <p role="alert" className="font-medium text-destructive">
                {error}
              </p>
            ) : null}
            <div>
              <Button type="submit" size="sm" disabled={!changed || update.isPending}>
                {update.isPending ? (
                  <Loader2Icon aria-hidden="true" className="animate-spin" />
                ) : null}
                {translateMessage(m.saveRoute)}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
