import { formatQuantity, jobLabelOf, type LoadRow, messages } from "@haulwise/domain";
import { useState } from "react";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-error";
import { formatTime } from "@/lib/format";
import { useMyLoads } from "../api/get-my-loads";
import { LoadDetailDialog } from "./load-detail-dialog";
import { LoadStatusBadge } from "./load-status-badge";

function LoadLine({ load, onOpen }: { load: LoadRow; onOpen: () => void }) {
  const at = load.completedAt ?? load.startedAt;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <span className="font-medium">Load #{load.loadNumber}</span>
      <LoadStatusBadge status={load.status} />
      <span className="min-w-0 truncate">{jobLabelOf(load.jobTitle, load.jobNumber)}</span>
      <span className="text-muted-foreground">
        {load.materialType || "N/A"}
        {load.quantity !== null ? ` · ${formatQuantity(load.quantity, load.quantityUnit)}` : ""}
      </span>
      {at ? (
        <time dateTime={at} className="text-muted-foreground">
          {formatTime(at)}
        </time>
      ) : null}
      <Button
        variant={load.status === "in_progress" ? "default" : "ghost"}
        size="sm"
        className="ml-auto"
        onClick={onOpen}
      >
        {load.status === "in_progress" ? "Complete" : "Details"}
        <span className="sr-only"> load #{load.loadNumber}</span>
      </Button>
    </li>
  );
}

/**
 * The driver's loads: those under way (to complete at the site) and the latest delivered,
 * each opening its ticket and history (and, on the day, a correction).
 */
export function MyLoads() {
  const loads = useMyLoads();
  const [openLoadId, setOpenLoadId] = useState<string | null>(null);
  if (loads.isError) {
    return (
      <QueryError
        message={errorMessage(loads.error, messages.dashboard.failedToFetchLoads)}
        onRetry={() => void loads.refetch()}
      />
    );
  }
  if (loads.isPending) return <Skeleton aria-hidden="true" className="h-24" />;
  const { inProgress, recent } = loads.data;
  return (
    <div className="grid gap-4">
      <section aria-labelledby="loads-under-way" className="grid gap-1">
        <h3 id="loads-under-way" className="text-sm font-semibold">
          Under way
        </h3>
        {inProgress.length === 0 ? (
          <p className="text-sm text-muted-foreground">No load under way.</p>
        ) : (
          <ul className="divide-y">
            {inProgress.map((load) => (
              <LoadLine key={load.id} load={load} onOpen={() => setOpenLoadId(load.id)} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="loads-recent" className="grid gap-1">
        <h3 id="loads-recent" className="text-sm font-semibold">
          Latest delivered
        </h3>
        {recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">No loads delivered yet.</p>
        ) : (
          <ul className="divide-y">
            {recent.map((load) => (
              <LoadLine key={load.id} load={load} onOpen={() => setOpenLoadId(load.id)} />
            ))}
          </ul>
        )}
      </section>
      <LoadDetailDialog loadId={openLoadId} onClose={() => setOpenLoadId(null)} />
    </div>
  );
}
