import {
  type CycleEvidence,
  type CycleSummary,
  type Job,
  localDayOf,
  messages,
  topics,
  zonedDayBounds,
} from "@haulwise/domain";
import type * as React from "react";
import { memo, useCallback, useDeferredValue, useMemo, useState } from "react";
import { QueryError } from "@/components/query-error";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { formatTimeInZone } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { useRealtimeTopic } from "@/lib/realtime/realtime-provider";
import { useJobCycles } from "../api/get-job-cycles";
import { useReconciliation } from "../api/get-reconciliation";
import { CycleEvidenceDialog } from "./cycle-evidence-dialog";
import { CycleTimeline } from "./cycle-timeline";
import { CycleTimesTable, TruckTimesTable } from "./cycle-times-table";
import { ReconciliationLists } from "./reconciliation-lists";

/** The viewer's own zone, for a company whose zone is not known yet. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The truck that waited longest at the load site in one visit, and for how long. */
export function longestWaitAtPit(summary: CycleSummary) {
  let longest: { name: string; truck: string | null; seconds: number } | null = null;
  for (const driver of summary.drivers) {
    const seconds = driver.times.atLoad.maxSeconds;
    if (seconds !== null && (longest === null || seconds > longest.seconds)) {
      longest = { name: driver.name, truck: driver.truck, seconds };
    }
  }
  return longest;
}

type CountsProps = { counts: CycleSummary["counts"] };

/** Counted beside ticketed, those not yet ticketed, and those counted across a GPS gap. */
const CycleCounts = memo(function CycleCounts({ counts }: CountsProps) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {[
        [translateMessage(messages.cycleScreens.counted), counts.cycles],
        [translateMessage(messages.cycleScreens.ticketed), counts.ticketed],
        [translateMessage(messages.cycleScreens.notTicketed), counts.cycles - counts.ticketed],
        [translateMessage(messages.cycleScreens.inferred), counts.inferred],
      ].map(([label, value]) => (
        <div key={label} className="rounded-xl border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
});

/**
 * A job's counted loads for one day: counted beside ticketed, which truck waited longest at
 * the pit, reconciliation, where the time went (per job and per truck), the day's timeline
 * and a CSV of the cycles.
 *
 * A 50-truck day is some 700 cycles. The day picker answers at once; the new day's screen is
 * rendered from deferred values, which React renders in slices it can interrupt, and each part
 * is memoised so the picker's own render leaves them alone.
 */
export function JobCyclesTab({
  job,
  timeZone,
  evidenceMap,
}: {
  job: Job;
  /**
   * The company's zone: its days run midnight to midnight there, wherever the person reading
   * is, as the API's per-day figures and the approvals do.
   */
  timeZone?: string;
  /** Draws a counted load's fences and fixes (the live map, given by the page). */
  evidenceMap?: (evidence: CycleEvidence) => React.ReactNode;
}) {
  const zone = timeZone ?? browserZone();
  const today = localDayOf(clock.now(), zone);
  const [picked, setDate] = useState<string | null>(null);
  const date = picked ?? today;
  const [evidenceOf, setEvidenceOf] = useState<string | null>(null);
  // The picker shows the new day at once; the reads follow in React's interruptible render.
  const day = useDeferredValue(date);
  const range = useMemo(() => zonedDayBounds(day, zone), [day, zone]);
  const formatTime = useCallback((iso: string) => formatTimeInZone(iso, zone), [zone]);
  // A load counted or a ticket recorded on the job refreshes the tab as it happens.
  useRealtimeTopic(topics.jobCycles(job.id));
  useRealtimeTopic(topics.jobLoads(job.id));
  const cycles = useJobCycles(job.id, range);
  const reconciliation = useReconciliation(job.id, range);
  const list = useDeferredValue(cycles.data);
  const reconciled = useDeferredValue(reconciliation.data ?? null);
  const summary = list?.summary;
  const longest = useMemo(() => (summary ? longestWaitAtPit(summary) : null), [summary]);
  const route = summary?.route;
  const names = useMemo(
    () => new Map(summary?.drivers.map((driver) => [driver.driverId, driver.name])),
    [summary],
  );
  const driverName = useCallback(
    (id: string) => names.get(id) ?? translateMessage(messages.cycleScreens.aDriver),
    [names],
  );
  const ticketed = useMemo(() => list?.cycles.filter((cycle) => cycle.loadId) ?? [], [list]);
  const retryReconciliation = useCallback(() => reconciliation.refetch(), [reconciliation.refetch]);
  const from = Date.parse(list?.summary.from ?? range.from);
  const to = Date.parse(list?.summary.to ?? range.to);
  const csv = `/api/jobs/${encodeURIComponent(job.id)}/cycles.csv?${new URLSearchParams(range)}`;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Field
          id={`job-${job.id}-cycles-day`}
          label={translateMessage(messages.cycleScreens.day)}
          className="w-48"
        >
          <Input
            id={`job-${job.id}-cycles-day`}
            type="date"
            value={date}
            max={today}
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
        </Field>
        <a href={csv} download className="text-sm font-medium underline underline-offset-2">
          {translateMessage(messages.cycleScreens.downloadCsv)}
        </a>
      </div>
      {cycles.isPending ? (
        <p className="text-sm text-muted-foreground">{translateMessage(messages.guard.loading)}</p>
      ) : cycles.isError ? (
        <QueryError
          message={errorMessage(cycles.error, messages.cycleScreens.loadFailed)}
          onRetry={() => cycles.refetch()}
        />
      ) : list && summary ? (
        <>
          {route && (!route.loadSite || !route.dumpSite) ? (
            <p className="rounded-lg border border-dashed p-3 text-sm">
              {translateMessage(messages.cycleScreens.noRoute)}
            </p>
          ) : null}
          <CycleCounts counts={summary.counts} />
          <p className="rounded-xl border bg-muted/40 p-3 text-sm" data-testid="longest-wait">
            {longest
              ? t("cycles.longestWait", {
                  site: route?.loadSite?.name ?? t("cycles.theLoadSite"),
                  name: longest.name,
                  truck: longest.truck ? ` (${longest.truck})` : "",
                  duration: messages.cycles.durationWords(longest.seconds),
                })
              : translateMessage(messages.cycleScreens.noWaits)}
          </p>
          <ReconciliationLists
            reconciliation={reconciled}
            ticketed={ticketed}
            error={reconciliation.error}
            onRetry={retryReconciliation}
            driverName={driverName}
            formatTime={formatTime}
            onShowEvidence={setEvidenceOf}
          />
          <CycleTimesTable
            times={summary.times}
            caption={translateMessage(messages.cycleScreens.perJob)}
          />
          <TruckTimesTable drivers={summary.drivers} />
          <CycleTimeline
            cycles={list.cycles}
            drivers={summary.drivers}
            from={from}
            to={to}
            timeZone={zone}
          />
        </>
      ) : null}
      <CycleEvidenceDialog
        jobId={job.id}
        cycleId={evidenceOf}
        onClose={() => setEvidenceOf(null)}
        map={evidenceMap}
        timeZone={zone}
      />
    </div>
  );
}
