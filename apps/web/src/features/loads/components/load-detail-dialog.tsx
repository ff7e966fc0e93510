import {
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
import { formatTimeInZone, localQuantity } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { useLoad } from "../api/get-load";
import { CompleteLoadForm, CorrectLoadForm, VoidLoadForm } from "./load-change-forms";
import { LoadStatusBadge } from "./load-status-badge";

const changeWords: Record<LoadChange["change"], string> = messages.loads.changes;

const fieldWords: Record<keyof LoadSnapshot, () => string> = {
  status: () => t("jobs.table.status"),
  materialType: () => t("loads.form.material"),
  quantity: () => t("loads.quantity"),
  quantityUnit: () => t("loads.unit"),
  ticketNumber: () => t("loads.detail.ticket"),
  startedAt: () => t("loads.detail.started"),
  completedAt: () => t("loads.status.completed"),
  approval: () => t("loads.field.approval"),
  replacedByLoadNumber: () => t("loads.field.replacedBy"),
  replacesLoadNumber: () => t("loads.field.replaces"),
};

function valueText(key: keyof LoadSnapshot, value: unknown, timeZone?: string) {
  if (value === null || value === undefined || value === "") return t("loads.history.none");
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
        <span className="font-medium">{translateMessage(changeWords[entry.change])}</span>
        {t("loads.history.by", { name: entry.byName })}{" "}
        <time dateTime={entry.at}>{formatTimeInZone(entry.at, timeZone)}</time>
      </p>
      {keys.length > 0 ? (
        <ul className="grid gap-0.5 text-muted-foreground">
          {keys.map((key) => (
            <li key={key}>
              {fieldWords[key]()}: {valueText(key, entry.before?.[key], timeZone)} →{" "}
              {valueText(key, entry.after[key], timeZone)}
            </li>
          ))}
        </ul>
      ) : null}
      {entry.reason ? (
        <p className="text-muted-foreground">
          {t("loads.history.reason", { reason: entry.reason })}
        </p>
      ) : null}
    </li>
  );
}

function Facts({ load, timeZone }: { load: LoadDetail; timeZone?: string }) {
  const position = (p: LoadDetail["startPosition"]) =>
    p ? `${p.latitude.toFixed(6)}, ${p.longitude.toFixed(6)}` : t("loads.detail.notRecorded");
  const none = t("loads.mine.noMaterial");
  const rows: Array<[string, string]> = [
    [t("jobs.table.job"), jobLabelOf(load.jobTitle, load.jobNumber)],
    [t("jobs.drivers.driver"), load.driverName],
    [t("loads.form.material"), load.materialType || none],
    [t("loads.quantity"), localQuantity(load.quantity, load.quantityUnit)],
    [t("loads.detail.ticket"), load.ticketNumber ?? t("loads.detail.noTicket")],
    [t("loads.detail.started"), load.startedAt ? formatTimeInZone(load.startedAt, timeZone) : none],
    [
      t("loads.detail.completedAt"),
      load.completedAt ? formatTimeInZone(load.completedAt, timeZone) : none,
    ],
    [t("loads.detail.positionPit"), position(load.startPosition)],
    [t("loads.detail.positionDelivery"), position(load.completePosition)],
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
          <DialogTitle>
            {data ? t("loads.mine.load", { n: data.loadNumber }) : t("loads.detail.title")}
          </DialogTitle>
          <DialogDescription>
            {data ? (
              <span className="inline-flex flex-wrap items-center gap-2">
                <LoadStatusBadge status={data.status} />
                {jobLabelOf(data.jobTitle, data.jobNumber)}
              </span>
            ) : (
              t("loads.detail.description")
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
                  {t("loads.status.voided")}
                </Badge>
                {data.voidReason}
              </p>
            ) : null}
            {data.approvalNote ? (
              <p role="status" className="rounded-md border border-amber-300 p-3 text-sm">
                {t("messages.approvals.sentBackNotice", { note: data.approvalNote })}
              </p>
            ) : data.approval === "approved" && data.status !== "voided" ? (
              <p className="text-sm text-muted-foreground">
                {translateMessage(messages.approvals.lockedApproved)}
              </p>
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
                  alt={t("loads.detail.photoAlt", { n: data.loadNumber })}
                  className="max-h-64 rounded-md border"
                />
              </a>
            ) : null}
            {data.signature ? (
              <figure className="grid justify-items-start gap-1">
                <figcaption className="text-sm font-medium">
                  {translateMessage(messages.loads.deliverySignature)}
                </figcaption>
                <img
                  src={data.signature.imageUrl}
                  alt={t("messages.loads.signatureAlt", { name: data.signature.signerName })}
                  className="h-20 max-w-full rounded-md border bg-white object-contain"
                />
                <span className="text-sm text-muted-foreground">
                  {t("messages.loads.signedByAt", {
                    name: data.signature.signerName,
                    at: formatTimeInZone(data.signature.signedAt, timeZone),
                  })}
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
                  {translateMessage(messages.loads.evidencePdf)}
                </a>
              </Button>
              {replayPathOf(data) ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={replayPathOf(data)!}>
                    <HistoryIcon aria-hidden="true" />
                    {translateMessage(messages.replay.replay)}
                  </Link>
                </Button>
              ) : null}
            </div>
            <section aria-labelledby="load-history-heading">
              <h3 id="load-history-heading" className="font-semibold">
                {t("loads.detail.history")}
              </h3>
              <ol className="divide-y">
                {data.history.map((entry) => (
                  <HistoryEntry key={entry.id} entry={entry} timeZone={timeZone} />
                ))}
              </ol>
            </section>
            <div className="flex flex-wrap justify-end gap-2">
              {data.canComplete ? (
                <Button onClick={() => setMode("complete")}>{t("loads.detail.complete")}</Button>
              ) : null}
              {data.canCorrect ? (
                <Button variant="outline" onClick={() => setMode("correct")}>
                  {t("loads.today.correct")}
                </Button>
              ) : null}
              {data.canVoid ? (
                <Button variant="destructive" onClick={() => setMode("void")}>
                  {t("loads.detail.void")}
                </Button>
              ) : null}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
