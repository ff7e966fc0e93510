import { type HaulTotals, messages } from "@haulwise/domain";
import { format } from "date-fns";
import { DownloadIcon, Loader2Icon, RefreshCwIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { exportLoads } from "../api/export-loads";
import { type SummaryScope, useLoadSummary } from "../api/get-load-summary";
import { LoadDetailDialog } from "./load-detail-dialog";
import { LoadSummaryTable } from "./load-summary-table";

const zero: HaulTotals = { totalLoads: 0, totalTons: 0, totalCubicYards: 0 };

/** The subtitle before the server has said which day "today" is: the viewer's own today. */
function subtitleOf(scope: SummaryScope, resolved?: { from: string; to: string; today: string }) {
  const today = format(clock.now(), "yyyy-MM-dd");
  const range = resolved ?? {
    from: scope.from ?? today,
    to: scope.to ?? scope.from ?? today,
    today,
  };
  if (range.from === range.to) {
    return range.from === range.today
      ? t("loads.summary.today")
      : t("loads.summary.day", { day: formatDate(range.from) });
  }
  return t("loads.summary.range", { from: formatDate(range.from), to: formatDate(range.to) });
}

/**
 * The Daily Load Summary of a range (the company's, or one job's): the table, its subtitle,
 * Refresh, CSV export of the shown range and a page at a time for long ranges. A failed
 * load shows an empty list with zero totals (spec part 2 §8) and, unless the page shows
 * errors itself, what went wrong with a way to retry.
 */
export function DailyLoadSummary({
  scope,
  showErrors = true,
  actions,
}: {
  scope: SummaryScope;
  showErrors?: boolean;
  /** More buttons for the header (a job's haul sheet). */
  actions?: React.ReactNode;
}) {
  const summary = useLoadSummary(scope);
  const [openLoadId, setOpenLoadId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const pages = summary.data?.pages;
  const first = pages?.[0];
  const loads = summary.isError ? [] : pages?.flatMap((page) => page.loads);
  const totals = summary.isError ? zero : first?.totals;

  async function handleExport() {
    setExporting(true);
    try {
      await exportLoads(scope);
    } catch (error) {
      toast.error(errorMessage(error, messages.dashboard.failedToFetchLoads));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>
            <h2>{t("loads.summary.title")}</h2>
          </CardTitle>
          <CardDescription>{subtitleOf(scope, first?.range)}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button variant="outline" size="sm" onClick={handleExport} disabled={exporting}>
            {exporting ? (
              <Loader2Icon aria-hidden="true" className="animate-spin" />
            ) : (
              <DownloadIcon aria-hidden="true" />
            )}
            {t("loads.summary.export")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void summary.refetch()}
            disabled={summary.isFetching}
          >
            <RefreshCwIcon
              aria-hidden="true"
              className={cn(summary.isFetching && "animate-spin")}
            />
            {t("loads.summary.refresh")}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {first?.counted && first.counted.counted > 0 && !summary.isError ? (
          <p className="text-sm" data-testid="counted-loads">
            {t("loads.summary.counted", {
              counted: first.counted.counted,
              ticketed: first.counted.ticketed,
              notTicketed: first.counted.counted - first.counted.ticketed,
            })}
          </p>
        ) : null}
        {summary.isError && showErrors ? (
          <QueryError
            message={errorMessage(summary.error, messages.dashboard.failedToFetchLoads)}
            onRetry={() => void summary.refetch()}
          />
        ) : null}
        <LoadSummaryTable
          loads={loads}
          totals={totals}
          timeZone={first?.range.timeZone}
          onOpenLoad={(load) => setOpenLoadId(load.id)}
        />
        {summary.hasNextPage && !summary.isError ? (
          <Button
            variant="outline"
            className="justify-self-center"
            onClick={() => void summary.fetchNextPage()}
            disabled={summary.isFetchingNextPage}
          >
            {summary.isFetchingNextPage ? (
              <Loader2Icon aria-hidden="true" className="animate-spin" />
            ) : null}
            {t("loads.summary.more")}
          </Button>
        ) : null}
      </CardContent>
      <LoadDetailDialog
        loadId={openLoadId}
        timeZone={first?.range.timeZone}
        onClose={() => setOpenLoadId(null)}
      />
    </Card>
  );
}
