import type { DashboardStats } from "@haulwise/domain";
import { BriefcaseIcon, PackageIcon, WeightIcon } from "lucide-react";
import { describeRange } from "@/components/date-range-picker";
import { StatCard } from "@/components/stat-card";
import { Skeleton } from "@/components/ui/skeleton";
import { localNumber } from "@/lib/format";
import { t } from "@/lib/i18n";

const twoPlaces = (value: number) =>
  localNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/**
 * The overview's stat cards (spec part 2 §2): Active Jobs, Today's Loads, Total Quantity.
 * Today's Loads are the tickets; the loads the trucks' GPS counted stand beside them once
 * there are any, with how many still lack a ticket (money not yet billed).
 */
export function DashboardStatCards({ stats }: { stats: DashboardStats | undefined }) {
  if (!stats) {
    return (
      <div className="grid gap-4 sm:grid-cols-3" aria-hidden="true">
        {["jobs", "loads", "quantity"].map((key) => (
          <Skeleton key={key} className="h-32 rounded-xl" />
        ))}
      </div>
    );
  }
  const range =
    stats.range.from === stats.range.today && stats.range.to === stats.range.today
      ? t("loads.stats.today")
      : describeRange({ from: stats.range.from, to: stats.range.to });
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label={t("loads.stats.activeJobs")}
        icon={BriefcaseIcon}
        value={stats.activeJobs}
        detail={t("loads.stats.activeJobsDetail")}
      />
      <StatCard
        label={t("loads.stats.todaysLoads")}
        icon={PackageIcon}
        value={stats.todaysLoads}
        detail={
          stats.todaysCounted && stats.todaysCounted.counted > 0
            ? t("loads.stats.counted", {
                counted: stats.todaysCounted.counted,
                notTicketed: stats.todaysCounted.counted - stats.todaysCounted.ticketed,
              })
            : t("loads.stats.deliveredToday")
        }
      />
      <StatCard
        label={t("loads.stats.totalQuantity")}
        icon={WeightIcon}
        value={
          <>
            {twoPlaces(stats.totalQuantityTons)}
            <span className="text-base font-medium text-muted-foreground">
              {` ${t("loads.metrics.tonsUnit")}`}
            </span>
          </>
        }
        detail={
          stats.totalCubicYards > 0
            ? t("loads.stats.deliveredAndYards", {
                range,
                yards: twoPlaces(stats.totalCubicYards),
              })
            : t("loads.stats.delivered", { range })
        }
      />
    </div>
  );
}
