import { type CycleTimes, type DurationStats, messages } from "@haulwise/domain";
import { memo } from "react";
import { t, translateMessage } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { legWords } from "./leg-words";
import { SKIP_WHILE_OFFSCREEN } from "./offscreen";

const LEGS = ["atLoad", "haul", "atDump", "return", "cycle"] as const;

const duration = (seconds: number | null) =>
  seconds === null ? "—" : messages.cycles.durationWords(seconds);

function Stats({ stats }: { stats: DurationStats }) {
  return (
    <>
      <td className="px-3 py-2 text-right tabular-nums">{stats.count}</td>
      <td className="px-3 py-2 text-right tabular-nums">{duration(stats.medianSeconds)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{duration(stats.p90Seconds)}</td>
    </>
  );
}

/** Where the job's time went: count, median and 90th percentile of each leg of the cycle. */
export const CycleTimesTable = memo(function CycleTimesTable({
  times,
  caption,
}: {
  times: CycleTimes;
  caption: string;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left font-medium">{caption}</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {translateMessage(messages.cycleScreens.leg)}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {translateMessage(messages.cycleScreens.count)}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {translateMessage(messages.cycleScreens.median)}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {translateMessage(messages.cycleScreens.p90)}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {LEGS.map((leg) => (
            <tr key={leg}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {legWords[leg]()}
              </th>
              <Stats stats={times[leg]} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** The same, one row per truck: loads, and median and 90th percentile of each leg. */
export const TruckTimesTable = memo(function TruckTimesTable({
  drivers,
}: {
  drivers: readonly {
    driverId: string;
    name: string;
    truck: string | null;
    counts: { cycles: number };
    times: CycleTimes;
  }[];
}) {
  return (
    <div className={cn("overflow-x-auto rounded-xl border", SKIP_WHILE_OFFSCREEN)}>
      <table className="w-full min-w-[52rem] text-sm">
        <caption className="px-3 py-2 text-left font-medium">
          {translateMessage(messages.cycleScreens.perTruck)}
        </caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {translateMessage(messages.cycleScreens.truck)}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {translateMessage(messages.cycleScreens.loads)}
            </th>
            {LEGS.map((leg) => (
              <th key={leg} scope="col" className="px-3 py-2 text-right font-medium">
                {t("messages.cycleScreens.legMedianP90", { leg: legWords[leg]() })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {drivers.map((driver) => (
            <tr key={driver.driverId}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {driver.name}
                {driver.truck ? (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {driver.truck}
                  </span>
                ) : null}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{driver.counts.cycles}</td>
              {LEGS.map((leg) => (
                <td key={leg} className="px-3 py-2 text-right tabular-nums">
                  {duration(driver.times[leg].medianSeconds)} /{" "}
                  {duration(driver.times[leg].p90Seconds)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
