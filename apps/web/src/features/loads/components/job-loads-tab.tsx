import { type HaulTotals, type Job, type LoadRow, messages } from "@haulwise/domain";
import { useQueryClient } from "@tanstack/react-query";
import { FileTextIcon, PrinterIcon, TruckIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { DateRangePicker, type DayRangeValue } from "@/components/date-range-picker";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/api-error";
import { formatTimeInZone, localNumber, localQuantity } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { dropMetricsOfClosedJob, useJobMetrics } from "../api/get-job-metrics";
import { AddLoadDialog } from "./add-load-dialog";
import { DailyLoadSummary } from "./daily-load-summary";
import { LoadDetailDialog } from "./load-detail-dialog";
import { useLiveJobLoads } from "./use-live-loads";

function Stat({ label, value, unit }: { label: string; value: string; unit?: string }) {
  return (
    <div className="grid gap-1 rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">
        {value}
        {unit ? (
          <span className="text-sm font-medium text-muted-foreground">{` ${unit}`}</span>
        ) : null}
      </dd>
    </div>
  );
}

/** '1234.50': two decimals in the locale on screen, without grouping, as the spec writes them. */
const twoPlaces = (value: number) =>
  localNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

function TotalsView({ totals, loadsLabel }: { totals: HaulTotals; loadsLabel: string }) {
  if (totals.totalLoads === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        {translateMessage(messages.jobs.noMetrics)}
      </p>
    );
  }
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Stat label={loadsLabel} value={String(totals.totalLoads)} />
      <Stat
        label={t("loads.metrics.tonnage")}
        value={twoPlaces(totals.totalTons)}
        unit={t("loads.metrics.tonsUnit")}
      />
      <Stat
        label={t("loads.metrics.yards")}
        value={twoPlaces(totals.totalCubicYards)}
        unit={t("loads.metrics.cubicYardsUnit")}
      />
    </dl>
  );
}

/** The loads under way on a job, each opening its ticket to complete it. */
function LiveHauls({
  loads,
  timeZone,
  onOpen,
}: {
  loads: LoadRow[];
  timeZone: string;
  onOpen: (load: LoadRow) => void;
}) {
  if (loads.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        {translateMessage(messages.jobs.noActiveHauls)}
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-lg border">
      {loads.map((load) => (
        <li key={load.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
          <TruckIcon aria-hidden="true" className="size-4 text-primary" />
          <span className="font-medium">{t("loads.mine.load", { n: load.loadNumber })}</span>
          <span>{load.driverName}</span>
          <span className="text-muted-foreground">
            {load.materialType || t("loads.mine.noMaterial")}
          </span>
          {load.quantity !== null ? (
            <span className="text-muted-foreground">
              {localQuantity(load.quantity, load.quantityUnit)}
            </span>
          ) : null}
          {load.startedAt ? (
            <span className="text-muted-foreground">
              {t("loads.live.started")}{" "}
              <time dateTime={load.startedAt}>{formatTimeInZone(load.startedAt, timeZone)}</time>
            </span>
          ) : null}
          <Button variant="ghost" size="sm" className="ml-auto" onClick={() => onOpen(load)}>
            {t("loads.mine.details")}
            <span className="sr-only">{t("loads.mine.detailsWhich", { n: load.loadNumber })}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The day's evidence PDF (the loads, the customer's word, the route, each load's evidence). */
function DayEvidenceLink({ jobId, day }: { jobId: string; day: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={`/api/jobs/${encodeURIComponent(jobId)}/evidence.pdf?date=${day}`}
        target="_blank"
        rel="noopener"
        aria-label={t("loads.dayEvidence.download", { day })}
      >
        <FileTextIcon aria-hidden="true" />
        {t("loads.dayEvidence.label")}
      </a>
    </Button>
  );
}

/**
 * The job's Metrics & Loads tab (spec part 2 §2): Hauling Metrics for today and all time,
 * the loads under way (Live Haul Updates) and the Daily Load Summary of a chosen range, with
 * a printable haul sheet of the day, kept live through the job's loads topic. A job moving to
 * closed, completed or inactive drops the figures kept for it.
 */
export function JobLoadsTab({ job }: { job: Job }) {
  const queryClient = useQueryClient();
  useLiveJobLoads(job.id);
  const metrics = useJobMetrics(job.id);
  const [range, setRange] = useState<DayRangeValue>({});
  const [openLoadId, setOpenLoadId] = useState<string | null>(null);

  useEffect(() => {
    dropMetricsOfClosedJob(queryClient, job.id, job.status);
  }, [queryClient, job.id, job.status]);

  const sheetDay = range.from && !range.to ? range.from : (metrics.data?.day ?? "");

  return (
    <div className="grid min-w-0 gap-6">
      <Card>
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle>
              <h2>{t("loads.metrics.title")}</h2>
            </CardTitle>
            <CardDescription>{t("loads.metrics.description")}</CardDescription>
          </div>
          <AddLoadDialog job={job} />
        </CardHeader>
        <CardContent>
          {metrics.isError ? (
            <QueryError
              message={errorMessage(metrics.error, messages.metrics.failedToLoad)}
              onRetry={() => void metrics.refetch()}
            />
          ) : metrics.isPending ? (
            <Skeleton aria-hidden="true" className="h-24" />
          ) : (
            <Tabs defaultValue="today">
              <TabsList>
                <TabsTrigger value="today">{t("loads.metrics.today")}</TabsTrigger>
                <TabsTrigger value="all-time">{t("loads.metrics.allTime")}</TabsTrigger>
              </TabsList>
              <TabsContent value="today">
                <TotalsView
                  totals={metrics.data.today}
                  loadsLabel={t("loads.metrics.totalToday")}
                />
              </TabsContent>
              <TabsContent value="all-time">
                <TotalsView totals={metrics.data.allTime} loadsLabel={t("loads.metrics.total")} />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t("loads.live.title")}</h2>
          </CardTitle>
          <CardDescription>{t("loads.live.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {metrics.data ? (
            <LiveHauls
              loads={metrics.data.liveHauls}
              timeZone={metrics.data.timeZone}
              onOpen={(load) => setOpenLoadId(load.id)}
            />
          ) : (
            <Skeleton aria-hidden="true" className="h-16" />
          )}
        </CardContent>
      </Card>

      <div className="flex flex-wrap items-center gap-2">
        <DateRangePicker value={range} onChange={setRange} label={t("loads.summary.rangeLabel")} />
      </div>
      <DailyLoadSummary
        scope={{ ...range, jobId: job.id }}
        actions={
          sheetDay ? (
            <>
              <Button asChild variant="outline" size="sm">
                <Link to={`/jobs/${encodeURIComponent(job.id)}/haul-sheet?date=${sheetDay}`}>
                  <PrinterIcon aria-hidden="true" />
                  {t("loads.sheet.link")}
                </Link>
              </Button>
              <DayEvidenceLink jobId={job.id} day={sheetDay} />
            </>
          ) : null
        }
      />
      <LoadDetailDialog
        loadId={openLoadId}
        timeZone={metrics.data?.timeZone}
        onClose={() => setOpenLoadId(null)}
      />
    </div>
  );
}
