import { CalendarDaySchema, messages } from "@haulwise/domain";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { DateRangePicker, type DayRangeValue } from "@/components/date-range-picker";
import { PageHeader } from "@/components/page-header";
import { RetryButton } from "@/components/retry-button";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FleetSnapshot } from "@/features/fleet-dashboard/components/fleet-figures";
import { CompanyLiveMap } from "@/features/live-map/components/company-live-map";
import { useDashboardStats } from "@/features/loads/api/get-dashboard-stats";
import { useLoadSummary } from "@/features/loads/api/get-load-summary";
import { DailyLoadSummary } from "@/features/loads/components/daily-load-summary";
import { DashboardStatCards } from "@/features/loads/components/dashboard-stats";
import { useLiveCompanyLoads } from "@/features/loads/components/use-live-loads";
import { PlanSummaryCard } from "@/features/subscription/components/plan-summary-card";
import { errorMessage } from "@/lib/api-error";
import { t } from "@/lib/i18n";
import { toast } from "@/lib/toast";

const tabs = ["overview", "tracking", "loads"] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** A day from the address, or nothing when it is missing or not a day. */
const dayParam = (value: string | null) =>
  value && CalendarDaySchema.safeParse(value).success ? value : undefined;

/** The range in the address, so a reload or a shared link shows the same days. */
function useRangeParam(): [DayRangeValue, (range: DayRangeValue) => void] {
  const [params, setParams] = useSearchParams();
  const from = dayParam(params.get("from"));
  const to = from ? dayParam(params.get("to")) : undefined;
  const range: DayRangeValue = { from, to: to && to >= (from ?? "") ? to : undefined };
  const setRange = (next: DayRangeValue) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete("from");
        updated.delete("to");
        if (next.from) updated.set("from", next.from);
        if (next.to) updated.set("to", next.to);
        return updated;
      },
      { replace: true },
    );
  return [range, setRange];
}

/**
 * /contractor-dashboard (spec part 2 §2): Overview (the plan card, stat cards for a date range
 * and the fleet's figures), Tracking (the company's live map) and Loads (the Daily Load
 * Summary of the same range). One banner reports data errors with Retry; each area that
 * cannot load shows zeros, never stale guesses, and a failing area (the plan card's included)
 * never stops the others.
 */
export function ContractorDashboardPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get("tab")) ? (params.get("tab") as Tab) : "overview";
  const [range, setRange] = useRangeParam();
  // "Show on map" on a driver's or a truck's row opens the tracking tab on them.
  const driverParam = params.get("driver");
  const truckParam = params.get("truck");
  const show = useMemo(
    () => ({ driverId: driverParam, truckId: truckParam }),
    [driverParam, truckParam],
  );
  useLiveCompanyLoads();
  const stats = useDashboardStats(range);
  const summary = useLoadSummary(range);

  const failure = stats.isError
    ? errorMessage(stats.error, messages.dashboard.failedToFetchActiveJobs)
    : summary.isError
      ? errorMessage(summary.error, messages.dashboard.failedToFetchLoads)
      : null;

  function handleRetry() {
    toast.info(messages.dashboard.retrying, { id: "dashboard-retry" });
    if (stats.isError) void stats.refetch();
    if (summary.isError) void summary.refetch();
  }

  // The tab lives in the address: notifications link straight to the tracking tab.
  const handleTabChange = (value: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value === "overview") updated.delete("tab");
        else updated.set("tab", value);
        return updated;
      },
      { replace: true },
    );

  const picker = <DateRangePicker value={range} onChange={setRange} />;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("app.contractorDashboard.title")}
        description={t("app.contractorDashboard.description")}
      />
      {failure ? (
        <Alert variant="destructive">
          <AlertTitle>{failure}</AlertTitle>
          <AlertDescription>
            <RetryButton
              onRetry={handleRetry}
              size="sm"
              label={t("app.contractorDashboard.retry")}
            />
          </AlertDescription>
        </Alert>
      ) : null}
      <Tabs value={tab} onValueChange={handleTabChange} className="min-w-0">
        <TabsList>
          <TabsTrigger value="overview">{t("app.contractorDashboard.overview")}</TabsTrigger>
          <TabsTrigger value="tracking">{t("app.contractorDashboard.tracking")}</TabsTrigger>
          <TabsTrigger value="loads">{t("app.contractorDashboard.loads")}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="grid gap-6">
          <PlanSummaryCard />
          <div className="flex flex-wrap items-center gap-2">{picker}</div>
          <DashboardStatCards
            stats={
              stats.isError
                ? {
                    range: { from: "", to: "", today: "", timeZone: "UTC" },
                    activeJobs: 0,
                    todaysLoads: 0,
                    totalQuantityTons: 0,
                    totalCubicYards: 0,
                  }
                : stats.data
            }
          />
          <FleetSnapshot />
        </TabsContent>
        <TabsContent value="tracking">
          <CompanyLiveMap embedded={false} show={show} />
        </TabsContent>
        <TabsContent value="loads" className="grid gap-4">
          <div className="flex flex-wrap items-center gap-2">{picker}</div>
          <DailyLoadSummary scope={range} showErrors={false} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
