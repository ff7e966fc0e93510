import type { DailyMetricsEntry } from "@haulwise/domain";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/lib/format";
import { t } from "@/lib/i18n";
import { useMyMetrics } from "../api/get-my-metrics";

/** What the driver already sent today, each entry open to correction. */
export function TodaysMetrics({ onEdit }: { onEdit: (entry: DailyMetricsEntry) => void }) {
  const metrics = useMyMetrics();
  const entries = metrics.data?.entries ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="todays-metrics" className="grid gap-2">
      <h3 id="todays-metrics" className="text-sm font-semibold">
        {t("loads.today.heading")}
      </h3>
      <ul className="divide-y rounded-lg border">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
            <span className="font-medium">
              {entry.jobTitle} ({entry.jobNumber})
            </span>
            <span className="text-muted-foreground">
              {t("loads.today.figures", {
                loads: entry.loads,
                hours: entry.hours,
                miles: entry.miles,
                fuel: entry.fuelUsed,
              })}
            </span>
            <span className="text-muted-foreground">
              {t("loads.today.sent")}
              <time dateTime={entry.updatedAt}>{formatTime(entry.updatedAt)}</time>
            </span>
            <Button variant="ghost" size="sm" className="ml-auto" onClick={() => onEdit(entry)}>
              {t("loads.today.correct")}
              <span className="sr-only">
                {t("loads.today.correctWhich", { job: entry.jobTitle })}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
