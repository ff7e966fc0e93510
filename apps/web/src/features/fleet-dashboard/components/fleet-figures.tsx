import { type FleetSummary, messages } from "@haulwise/domain";
import {
  ArrowRightIcon,
  type LucideIcon,
  MinusIcon,
  TrendingDownIcon,
  TrendingUpIcon,
  TruckIcon,
  UsersIcon,
} from "lucide-react";
import { Link } from "react-router";
import { QueryError } from "@/components/query-error";
import { StatCard } from "@/components/stat-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";

import { useFleetSummary } from "../api/get-fleet-summary";

function trendOf(percent: number | null): { value: string; detail: string; icon: LucideIcon } {
  if (percent === null) {
    return {
      value: "–",
      detail: t("fleet.trendNone"),
      icon: MinusIcon,
    };
  }
  const sign = percent > 0 ? "+" : "";
  return {
    value: `${sign}${percent}%`,
    detail: t("fleet.trendDetail"),
    icon: percent < 0 ? TrendingDownIcon : TrendingUpIcon,
  };
}

/** The fleet's three figures: trucks at work, drivers on duty, and the trend against yesterday. */
export function FleetFigures({ summary }: { summary: FleetSummary }) {
  const trend = trendOf(summary.activeTrendPercent);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard
        label={t("fleet.activeVehicles")}
        icon={TruckIcon}
        value={t("fleet.nOfTotal", { n: summary.activeVehicles, total: summary.totalVehicles })}
        detail={t("fleet.activeVehiclesDetail")}
      />
      <StatCard
        label={t("fleet.driversOnDuty")}
        icon={UsersIcon}
        value={t("fleet.nOfTotal", { n: summary.driversOnDuty, total: summary.totalDrivers })}
        detail={t("fleet.driversOnDutyDetail")}
      />
      <StatCard
        label={t("fleet.trend")}
        icon={trend.icon}
        value={trend.value}
        detail={trend.detail}
      />
    </div>
  );
}

/**
 * The fleet figures where another page needs them (the contractor dashboard's overview), with
 * the way to the full fleet overview. Loads and fails on its own, stopping nothing around it.
 */
export function FleetSnapshot() {
  const summary = useFleetSummary();
  return (
    <section aria-labelledby="fleet-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="fleet-heading" className="text-lg font-semibold">
          {t("fleet.heading")}
        </h2>
        <Button asChild variant="link" className="h-auto p-0">
          <Link to="/dashboard">
            {t("fleet.overview")}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {summary.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{translateMessage(messages.guard.loading)}</span>
          {["vehicles", "drivers", "trend"].map((key) => (
            <Skeleton key={key} className="h-32 rounded-xl" />
          ))}
        </div>
      ) : summary.isError ? (
        <QueryError
          message={errorMessage(summary.error, messages.vehicles.failedToLoad)}
          onRetry={() => summary.refetch()}
        />
      ) : (
        <FleetFigures summary={summary.data} />
      )}
    </section>
  );
}
