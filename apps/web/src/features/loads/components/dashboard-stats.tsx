import { type DashboardStats, messages } from "@haulwise/domain";
import { BriefcaseIcon, PackageIcon, WeightIcon } from "lucide-react";
import { describeRange } from "@/components/date-range-picker";
import { StatCard } from "@/components/stat-card";
import { Skeleton } from "@/components/ui/skeleton";

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
      ? "today"
      : describeRange({ from: stats.range.from, to: stats.range.to });
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Active Jobs"
        icon={BriefcaseIcon}
        value={stats.activeJobs}
        detail="Jobs with status active"
      />
      <StatCard
        label="Today's Loads"
        icon={PackageIcon}
        value={stats.todaysLoads}
        detail={
          stats.todaysCounted && stats.todaysCounted.counted > 0
            ? `Loads delivered today; ${messages.cycleScreens.countedToday(
                stats.todaysCounted.counted,
                stats.todaysCounted.ticketed,
              )}`
            : "Loads delivered today"
        }
      />
      <StatCard
        label="Total Quantity"
        icon={WeightIcon}
        value={
          <>
            {stats.totalQuantityTons.toFixed(2)}
            <span className="text-base font-medium text-muted-foreground"> tons</span>
          </>
        }
        detail={
          stats.totalCubicYards > 0
            ? `Delivered ${range}; also ${stats.totalCubicYards.toFixed(2)} cubic yards`
            : `Delivered ${range}`
        }
      />
    </div>
  );
}
