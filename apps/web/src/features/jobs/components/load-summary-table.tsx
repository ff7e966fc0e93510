import {
  formatQuantity,
  type HaulTotals,
  type Job,
  type JobLoad,
  messages,
} from "@haulwise/domain";
import { RefreshCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatTime } from "@/lib/format";
import { cn } from "@/lib/utils";

/**
 * The Daily Load Summary of one job: today's completed loads with the specification's
 * columns and captions, and totals of loads and tons underneath.
 */
export function LoadSummaryTable({
  job,
  loads,
  totals,
  refreshing,
  onRefresh,
}: {
  job: Job;
  loads: JobLoad[] | undefined;
  totals: HaulTotals | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const caption =
    loads === undefined
      ? messages.loads.loading
      : loads.length === 0
        ? messages.loads.noneFound
        : null;
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Daily Load Summary</CardTitle>
          <CardDescription>Today's loads</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
          <RefreshCwIcon aria-hidden="true" className={cn(refreshing && "animate-spin")} />
          Refresh
        </Button>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          {caption ? (
            <caption className="caption-bottom py-6 text-muted-foreground">{caption}</caption>
          ) : (
            <caption className="sr-only">Loads completed on this job today</caption>
          )}
          <thead className="border-b text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Driver
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Job
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Material
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Quantity
              </th>
              <th scope="col" className="py-2 font-medium">
                Completed At
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {(loads ?? []).map((load) => (
              <tr key={load.id}>
                <td className="py-2 pr-4">{load.driverName}</td>
                <td className="py-2 pr-4">
                  {job.title} ({job.jobNumber})
                </td>
                <td className="py-2 pr-4">{load.materialType || "N/A"}</td>
                <td className="py-2 pr-4 text-right tabular-nums">
                  {formatQuantity(load.quantity, load.quantityUnit)}
                </td>
                <td className="py-2">{load.completedAt ? formatTime(load.completedAt) : "N/A"}</td>
              </tr>
            ))}
          </tbody>
          {loads && loads.length > 0 && totals ? (
            <tfoot className="border-t font-medium">
              <tr>
                <th scope="row" colSpan={3} className="py-2 pr-4 text-left">
                  {totals.totalLoads} {totals.totalLoads === 1 ? "load" : "loads"}
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">
                  {totals.totalTons.toFixed(2)} tons
                </td>
                <td />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </CardContent>
    </Card>
  );
}
