import { localDayOf, messages } from "@haulwise/domain";
import { ClipboardCheckIcon } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { t, translateMessage } from "@/lib/i18n";
import { useApprovalOverview } from "../api/get-approval-overview";

const DAY_MS = 86_400_000;

/** /approvals: each job's days of a range with how many tickets wait, are flagged, approved. */
export function ApprovalsRoute() {
  const [params, setParams] = useSearchParams();
  const fromId = useId();
  const toId = useId();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = localDayOf(clock.now(), zone);
  const from = params.get("from") ?? localDayOf(new Date(clock.nowMs() - 6 * DAY_MS), zone);
  const to = params.get("to") ?? today;
  const overview = useApprovalOverview({ from, to });

  return (
    <div className="grid gap-6">
      <PageHeader
        title={translateMessage(messages.approvals.overviewHeading)}
        description={translateMessage(messages.billingScreens.approvalsIntro)}
      />
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-2">
          <Label htmlFor={fromId}>{translateMessage(messages.invoices.from)}</Label>
          <Input
            id={fromId}
            type="date"
            value={from}
            onChange={(event) => event.target.value && setParams({ from: event.target.value, to })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={toId}>{translateMessage(messages.invoices.to)}</Label>
          <Input
            id={toId}
            type="date"
            value={to}
            onChange={(event) => event.target.value && setParams({ from, to: event.target.value })}
          />
        </div>
      </div>
      {overview.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : overview.isError ? (
        <QueryError
          message={errorMessage(overview.error, messages.http.requestFailed)}
          onRetry={() => void overview.refetch()}
        />
      ) : overview.data.days.length === 0 ? (
        <EmptyState icon={ClipboardCheckIcon} title={translateMessage(messages.approvals.noDays)} />
      ) : (
        <ul className="grid gap-2">
          {overview.data.days.map((day) => (
            <li key={`${day.day}-${day.jobId}`}>
              <Link
                to={`/jobs/${day.jobId}/approval?day=${day.day}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
              >
                <span>
                  <span className="font-medium">{day.day}</span> · {day.jobTitle} ({day.jobNumber})
                </span>
                <span className="flex flex-wrap gap-2 text-sm">
                  <Badge variant="outline">
                    {t("messages.billingScreens.dayTickets", { n: day.counts.total })}
                  </Badge>
                  {day.counts.flagged > 0 ? (
                    <Badge variant="warning">
                      {t("messages.billingScreens.dayFlagged", { n: day.counts.flagged })}
                    </Badge>
                  ) : null}
                  {day.counts.sentBack > 0 ? (
                    <Badge variant="info">
                      {t("messages.billingScreens.daySentBack", { n: day.counts.sentBack })}
                    </Badge>
                  ) : null}
                  <Badge variant={day.counts.approved === day.counts.total ? "success" : "muted"}>
                    {t("messages.billingScreens.dayApproved", { n: day.counts.approved })}
                  </Badge>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
