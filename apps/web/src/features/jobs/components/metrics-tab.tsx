import {
  formatQuantity,
  type HaulTotals,
  type Job,
  type JobLoad,
  messages,
} from "@haulwise/domain";
import { TruckIcon } from "lucide-react";
import { RetryButton } from "@/components/retry-button";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatTime, timeAgo } from "@/lib/format";
import { useJobMetrics } from "../api/get-job-metrics";
import { LoadSummaryTable } from "./load-summary-table";

function Stat({ label, value, unit }: { label: string; value: string; unit?: string }) {
  return (
    <div className="grid gap-1 rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">
        {value}
        {unit ? (
          <span className="ml-1 text-sm font-medium text-muted-foreground">{unit}</span>
        ) : null}
      </dd>
    </div>
  );
}

function TotalsView({ totals, loadsLabel }: { totals: HaulTotals; loadsLabel: string }) {
  if (totals.totalLoads === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        {messages.jobs.noMetrics}
      </p>
    );
  }
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Stat label={loadsLabel} value={String(totals.totalLoads)} />
      <Stat label="Total Tonnage" value={totals.totalTons.toFixed(2)} unit="tons" />
      <Stat label="Total Cubic Yards" value={totals.totalCubicYards.toFixed(2)} unit="cyds" />
    </dl>
  );
}

function LiveHauls({ loads }: { loads: JobLoad[] }) {
  if (loads.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
        {messages.jobs.noActiveHauls}
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-lg border">
      {loads.map((load) => (
        <li key={load.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
          <TruckIcon aria-hidden="true" className="size-4 text-primary" />
          <span className="font-medium">Load #{load.loadNumber}</span>
          <span>{load.driverName}</span>
          <span className="text-muted-foreground">{load.materialType ?? "N/A"}</span>
          {load.quantity !== null ? (
            <span className="text-muted-foreground">
              {formatQuantity(load.quantity, load.quantityUnit)}
            </span>
          ) : null}
          {load.startedAt ? (
            <span className="ml-auto text-muted-foreground">
              Started <time dateTime={load.startedAt}>{timeAgo(load.startedAt)}</time>
              <span className="sr-only"> at {formatTime(load.startedAt)}</span>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The Metrics & Loads tab (spec part 2 §2), read-only: Hauling Metrics for today and all
 * time, the loads under way, and today's completed loads.
 */
export function MetricsTab({ job }: { job: Job }) {
  const metrics = useJobMetrics(job.id);

  if (metrics.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{messages.metrics.failedToLoad}</AlertTitle>
        <div className="col-start-2 mt-2">
          <RetryButton onRetry={metrics.refetch} size="sm" />
        </div>
      </Alert>
    );
  }

  return (
    <div className="grid min-w-0 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Hauling Metrics</CardTitle>
          <CardDescription>
            Completed loads on this job. Pounds count as tons / 2000.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {metrics.isPending ? (
            <Skeleton aria-hidden="true" className="h-24" />
          ) : (
            <Tabs defaultValue="today">
              <TabsList>
                <TabsTrigger value="today">Today</TabsTrigger>
                <TabsTrigger value="all-time">All Time</TabsTrigger>
              </TabsList>
              <TabsContent value="today">
                <TotalsView totals={metrics.data.today} loadsLabel="Total Loads Today" />
              </TabsContent>
              <TabsContent value="all-time">
                <TotalsView totals={metrics.data.allTime} loadsLabel="Total Loads" />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Live Haul Updates</CardTitle>
          <CardDescription>Loads under way right now.</CardDescription>
        </CardHeader>
        <CardContent>
          {metrics.isPending ? (
            <Skeleton aria-hidden="true" className="h-16" />
          ) : (
            <LiveHauls loads={metrics.data.liveHauls} />
          )}
        </CardContent>
      </Card>

      <LoadSummaryTable
        job={job}
        loads={metrics.data?.todaysLoads}
        totals={metrics.data?.today}
        refreshing={metrics.isFetching}
        onRefresh={() => void metrics.refetch()}
      />
    </div>
  );
}
