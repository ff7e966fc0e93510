import { jobLabelOf, type LoadRow, messages } from "@haulwise/domain";
import { Suspense, useState } from "react";
import { deferredOverlay, useOpenedOnce } from "@/components/deferred-overlay";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-error";
import { formatTime, localQuantity } from "@/lib/format";
import { t } from "@/lib/i18n";
import { useMyLoads } from "../api/get-my-loads";
import { LoadStatusBadge } from "./load-status-badge";
import { WaitingToSend } from "./queued-work";
import { useLiveJobLoads } from "./use-live-loads";

function LoadLine({
  load,
  onOpen,
  onComplete,
}: {
  load: LoadRow;
  onOpen: () => void;
  onComplete?: () => void;
}) {
  const at = load.completedAt ?? load.startedAt;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <span className="font-medium">{t("loads.mine.load", { n: load.loadNumber })}</span>
      <LoadStatusBadge status={load.status} />
      <span className="min-w-0 truncate">{jobLabelOf(load.jobTitle, load.jobNumber)}</span>
      <span className="text-muted-foreground">
        {load.materialType || t("loads.mine.noMaterial")}
        {load.quantity !== null ? ` · ${localQuantity(load.quantity, load.quantityUnit)}` : ""}
      </span>
      {at ? (
        <time dateTime={at} className="text-muted-foreground">
          {formatTime(at)}
        </time>
      ) : null}
      <span className="ml-auto flex gap-2">
        {onComplete ? (
          <Button size="sm" onClick={onComplete}>
            {t("loads.mine.complete")}
            <span className="sr-only">{t("loads.mine.completeWhich", { n: load.loadNumber })}</span>
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onOpen}>
          {t("loads.mine.details")}
          <span className="sr-only">{t("loads.mine.detailsWhich", { n: load.loadNumber })}</span>
        </Button>
      </span>
    </li>
  );
}

// A load's details and its completion open from a row: their code, Radix's dialog and the
// form library come with the first opening, not with the dashboard.
const LoadDetailDialog = deferredOverlay(
  () => import("./load-detail-dialog"),
  "LoadDetailDialog",
).Component;
const CompleteLoadDialog = deferredOverlay(
  () => import("./complete-load-dialog"),
  "CompleteLoadDialog",
).Component;

/** Follows one job's loads, so a contractor's correction or void shows here at once. */
function LiveJob({ jobId }: { jobId: string }) {
  useLiveJobLoads(jobId);
  return null;
}

/**
 * The driver's loads: those kept on the device waiting for a connection, those under way (to
 * complete at the site) and the latest delivered, each opening its ticket and history (and,
 * on the day, a correction). Kept live for the driver's open jobs (`jobIds`).
 */
export function MyLoads({ jobIds = [] }: { jobIds?: readonly string[] }) {
  const loads = useMyLoads();
  const [openLoadId, setOpenLoadId] = useState<string | null>(null);
  const [completing, setCompleting] = useState<LoadRow | null>(null);
  const detailsOpened = useOpenedOnce(openLoadId !== null);
  const completeOpened = useOpenedOnce(completing !== null);
  const live = jobIds.map((jobId) => <LiveJob key={jobId} jobId={jobId} />);
  if (loads.isError) {
    return (
      <div className="grid gap-4">
        {live}
        <WaitingToSend />
        <QueryError
          message={errorMessage(loads.error, messages.dashboard.failedToFetchLoads)}
          onRetry={() => void loads.refetch()}
        />
      </div>
    );
  }
  if (loads.isPending) return <Skeleton aria-hidden="true" className="h-24" />;
  const { inProgress, recent } = loads.data;
  return (
    <div className="grid gap-4">
      {live}
      <WaitingToSend />
      <section aria-labelledby="loads-under-way" className="grid gap-1">
        <h3 id="loads-under-way" className="text-sm font-semibold">
          {t("loads.mine.underWay")}
        </h3>
        {inProgress.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("loads.mine.noneUnderWay")}</p>
        ) : (
          <ul className="divide-y">
            {inProgress.map((load) => (
              <LoadLine
                key={load.id}
                load={load}
                onOpen={() => setOpenLoadId(load.id)}
                onComplete={() => setCompleting(load)}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="loads-recent" className="grid gap-1">
        <h3 id="loads-recent" className="text-sm font-semibold">
          {t("loads.mine.latest")}
        </h3>
        {recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("loads.mine.noneDelivered")}</p>
        ) : (
          <ul className="divide-y">
            {recent.map((load) => (
              <LoadLine key={load.id} load={load} onOpen={() => setOpenLoadId(load.id)} />
            ))}
          </ul>
        )}
      </section>
      <Suspense fallback={null}>
        {detailsOpened ? (
          <LoadDetailDialog loadId={openLoadId} onClose={() => setOpenLoadId(null)} />
        ) : null}
        {completeOpened ? (
          <CompleteLoadDialog load={completing} onClose={() => setCompleting(null)} />
        ) : null}
      </Suspense>
    </div>
  );
}
