import {
  formatQuantity,
  jobLabelOf,
  type LoadChange,
  type LoadDetail,
  type LoadSnapshot,
  messages,
} from "@haulwise/domain";
import { FileTextIcon, HistoryIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { QueryError } from "@/components/query-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-error";
import { formatTimeInZone } from "@/lib/format";
import { useLoad } from "../api/get-load";
import { CompleteLoadForm, CorrectLoadForm, VoidLoadForm } from "./load-change-forms";
import { LoadStatusBadge } from "./load-status-badge";

const changeWords: Record<LoadChange["change"], string> = messages.loads.changes;

const fieldWords: Record<keyof LoadSnapshot, string> = {
  status: "Status",
  materialType: "Material",
  quantity: "Quantity",
  quantityUnit: "Unit",
  ticketNumber: "Ticket #",
  startedAt: "Started",
  completedAt: "Completed",
  approval: "Approval",
  replacedByLoadNumber: "Replaced by load #",
  replacesLoadNumber: "Replaces load #",
};

function valueText(key: keyof LoadSnapshot, value: unknown, timeZone?: string) {
  if (value === null || value === undefined || value === "") return "none";
  if ((key === "startedAt" || key === "completedAt") && typeof value === "string") {
    return formatTimeInZone(value, timeZone);
  }
  return String(value).replace(/_/g, " ");
}

function HistoryEntry({ entry, timeZone }: { entry: LoadChange; timeZone?: string }) {
  // A first entry lists no changes: the whole ticket is above.
  const keys = entry.before === null ? [] : (Object.keys(entry.after) as Array<keyof LoadSnapshot>);
  return (
    <li className="grid gap-1 py-2 text-sm">
      <p>
        <span className="font-medium">{changeWords[entry.change]}</span> by {entry.byName},{" "}
        <time dateTime={entry.at}>{formatTimeInZone(entry.at, timeZone)}</time>
      </p>
      {keys.length > 0 ? (
        <ul className="grid gap-0.5 text-muted-foreground">
          {keys.map((key) => (
            <li key={key}>
              {fieldWords[key]}: {valueText(key, entry.before?.[key], timeZone)} →{" "}
              {valueText(key, entry.after[key], timeZone)}
            </li>
          ))}
        </ul>
      ) : null}
      {entry.reason ? <p className="text-muted-foreground">Reason: {entry.reason}</p> : null}
    </li>
  );
}

function Facts({ load, timeZone }: { load: LoadDetail; timeZone?: string }) {
  const position = (p: LoadDetail["startPosition"]) =>
    p ? `${p.latitude.toFixed(6)}, ${p.longitude.toFixed(6)}` : "Not recorded";
  const rows: Array<[string, string]> = [
    ["Job", jobLabelOf(load.jobTitle, load.jobNumber)],
    ["Driver", load.driverName],
    ["Material", load.materialType || "N/A"],
    ["Quantity", formatQuantity(load.quantity, load.quantityUnit)],
    ["Ticket #", load.ticketNumber ?? "None"],
    ["Started", load.startedAt ? formatTimeInZone(load.startedAt, timeZone) : "N/A"],
    ["Completed At", load.completedAt ? formatTimeInZone(load.completedAt, timeZone) : "N/A"],
    ["Position at the pit", position(load.startPosition)],
    ["Position at delivery", position(load.completePosition)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Mode = "view" | "complete" | "correct" | "void";

/** Before a delivery with no start, a load's replay begins this long before it, as its evidence PDF's route does. */
const UNSTARTED_LEAD_MS = 2 * 3_600_000;

/**
 * The replay of the load's stretch of its driver's day: from its start (else two hours before
 * its delivery) to its delivery (else the end of that day); none without a driver or a time.
 */
function replayPathOf(load: LoadDetail): string | null {
  const anchor = load.startedAt ?? load.completedAt;
  if (!load.driverId || !anchor) return null;
  const from = load.startedAt ?? new Date(Date.parse(anchor) - UNSTARTED_LEAD_MS).toISOString();
  const to = load.completedAt ?? new Date(Date.parse(from) + 24 * 3_600_000).toISOString();
  const query = new URLSearchParams({ at: anchor, from, to, load: String(load.loadNumber) });
  return `/replay/${encodeURIComponent(load.driverId)}?${query}`;
}

/**
 * One load: its ticket, photo and where the device was, its whole history (who, when,
 * before, after, why), and what the viewer may do with it: complete, correct or void.
 */
export function LoadDetailDialog({
  loadId,
  timeZone,
  onClose,
}: {
  loadId: string | null;
  timeZone?: string | undefined;
  onClose: () => void;
}) {
  const load = useLoad(loadId);
  const [mode, setMode] = useState<Mode>("view");
  const close = () => {
    setMode("view");
    onClose();
  };
  const data = load.data;

  return (
    <Dialog open={loadId !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{data ? `Load #${data.loadNumber}` : "Load"}</DialogTitle>
          <DialogDescription>
            {data ? (
              <span className="inline-flex flex-wrap items-center gap-2">
                <LoadStatusBadge status={data.status} />
                {jobLabelOf(data.jobTitle, data.jobNumber)}
              </span>
            ) : (
              "Ticket, photo and history"
            )}
          </DialogDescription>
        </DialogHeader>
        {load.isError ? (
          <QueryError
            message={errorMessage(load.error, messages.loads.failedToLoadDetail)}
            onRetry={() => void load.refetch()}
          />
        ) : !data ? (
          <Skeleton aria-hidden="true" className="h-48" />
        ) : mode === "complete" ? (
          <CompleteLoadForm load={data} onDone={() => setMode("view")} />
        ) : mode === "correct" ? (
          <CorrectLoadForm load={data} onDone={() => setMode("view")} />
        ) : mode === "void" ? (
          <VoidLoadForm load={data} onDone={() => setMode("view")} />
        ) : (
          <div className="grid gap-4">
            {data.status === "voided" ? (
              <p className="rounded-md bg-muted p-3 text-sm">
                <Badge variant="destructive" className="mr-2">
                  Voided
                </Badge>
                {data.voidReason}
              </p>
            ) : null}
            {data.approvalNote ? (
              <p role="status" className="rounded-md border border-amber-300 p-3 text-sm">
                {messages.approvals.sentBackNotice(data.approvalNote)}
              </p>
            ) : data.approval === "approved" && data.status !== "voided" ? (
              <p className="text-sm text-muted-foreground">{messages.approvals.lockedApproved}</p>
            ) : null}
            <Facts load={data} timeZone={timeZone} />
            {data.photoUrl ? (
              <a
                href={data.photoUrl}
                target="_blank"
                rel="noreferrer"
                className="justify-self-start"
              >
                <img
                  src={data.photoUrl}
                  alt={`Scale ticket of load #${data.loadNumber}`}
                  className="max-h-64 rounded-md border"
                />
              </a>
            ) : null}
            {data.signature ? (
              <figure className="grid justify-items-start gap-1">
                <figcaption className="text-sm font-medium">
                  {messages.loads.deliverySignature}
                </figcaption>
                <img
                  src={data.signature.imageUrl}
                  alt={messages.loads.signatureAlt(data.signature.signerName)}
                  className="h-20 max-w-full rounded-md border bg-white object-contain"
                />
                <span className="text-sm text-muted-foreground">
                  {messages.loads.signedByAt(
                    data.signature.signerName,
                    formatTimeInZone(data.signature.signedAt, timeZone),
                  )}
                </span>
              </figure>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <a
                  href={`/api/loads/${encodeURIComponent(data.id)}/evidence.pdf`}
                  target="_blank"
                  rel="noopener"
                >
                  <FileTextIcon aria-hidden="true" />
                  {messages.loads.evidencePdf}
                </a>
              </Button>
              {replayPathOf(data) ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={replayPathOf(data)!}>
                    <HistoryIcon aria-hidden="true" />
                    {messages.replay.replay}
                  </Link>
                </Button>
              ) : null}
            </div>
            <section aria-labelledby="load-history-heading">
              <h3 id="load-history-heading" className="font-semibold">
                History
              </h3>
              <ol className="divide-y">
                {data.history.map((entry) => (
                  <HistoryEntry key={entry.id} entry={entry} timeZone={timeZone} />
                ))}
              </ol>
            </section>
            <div className="flex flex-wrap justify-end gap-2">
              {data.canComplete ? (
                <Button onClick={() => setMode("complete")}>Complete Load</Button>
              ) : null}
              {data.canCorrect ? (
                <Button variant="outline" onClick={() => setMode("correct")}>
                  Correct
                </Button>
              ) : null}
              {data.canVoid ? (
                <Button variant="destructive" onClick={() => setMode("void")}>
                  Void
                </Button>
              ) : null}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
