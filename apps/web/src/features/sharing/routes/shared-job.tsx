import {
  type CustomerReview,
  type LivePosition,
  messages,
  type SharedLoad,
} from "@haulwise/domain";
import { LinkIcon, TruckIcon } from "lucide-react";
import type * as React from "react";
import { useParams } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { RetryButton } from "@/components/retry-button";
import { formatTimeInZone, localDate, localNumber, localQuantity } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { isLinkGone, useSharedJob } from "../api/get-shared-job";
import { ApproveDayDialog, DisputeLoadDialog } from "../components/review-dialogs";

const m = messages.sharing;

/** Not for search engines: React puts these in the document's head. */
function NoIndex() {
  return <meta name="robots" content="noindex, nofollow" />;
}

function LinkGone() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
      <NoIndex />
      <title>{`${translateMessage(m.linkGoneTitle)} · Haulwise`}</title>
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <LinkIcon aria-hidden="true" className="size-6 text-muted-foreground" />
      </span>
      <h1 className="text-2xl font-bold">{translateMessage(m.linkGoneTitle)}</h1>
      <p className="text-muted-foreground">{translateMessage(m.linkGone)}</p>
    </main>
  );
}

const twoDecimals = (value: number) =>
  localNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** A company calendar day (`2026-11-28`): as it is in English, '28 nov 2026' in Spanish. */
const dayWords = (day: string) =>
  localDate(new Date(`${day}T12:00:00Z`), "yyyy-MM-dd", {
    day: "2-digit",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/** Loads by the company's calendar day, today first, then the days before, newest first. */
function byDay(loads: readonly SharedLoad[]) {
  const days = new Map<string, SharedLoad[]>();
  for (const load of loads) days.set(load.day, [...(days.get(load.day) ?? []), load]);
  return [...days.entries()].sort(([a], [b]) => (a < b ? 1 : -1));
}

function LoadsOfDay({
  token,
  day,
  label,
  loads,
  reviews,
  timeZone,
}: {
  token: string;
  day: string;
  label: string;
  loads: readonly SharedLoad[];
  reviews: readonly CustomerReview[];
  timeZone: string;
}) {
  const id = `day-${day}`;
  const delivered = loads.filter((load) => load.status === "completed").length;
  const approval = reviews.find((review) => review.verdict === "approved" && review.day === day);
  const disputes = new Map(
    reviews.flatMap((review) =>
      review.verdict === "disputed" && review.loadId ? [[review.loadId, review] as const] : [],
    ),
  );
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={id} className="text-sm font-semibold">
          {label}
        </h3>
        {approval ? (
          <span className="text-xs text-muted-foreground">
            {t("messages.sharing.approvedDay", {
              name: approval.reviewerName,
              at: formatTimeInZone(approval.createdAt, timeZone),
            })}
          </span>
        ) : delivered > 0 ? (
          <ApproveDayDialog
            token={token}
            day={day}
            label={label}
            date={dayWords(day)}
            count={delivered}
          />
        ) : null}
      </div>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th className="p-2 font-medium">{t("sharing.columns.load")}</th>
              <th className="p-2 font-medium">{t("sharing.columns.ticket")}</th>
              <th className="p-2 font-medium">{t("sharing.columns.material")}</th>
              <th className="p-2 font-medium">{t("sharing.columns.quantity")}</th>
              <th className="p-2 font-medium">{t("sharing.columns.truck")}</th>
              <th className="p-2 font-medium">{t("sharing.columns.driver")}</th>
              <th className="p-2 font-medium">{t("sharing.columns.delivered")}</th>
              <th className="p-2 font-medium">{t("sharing.columns.photo")}</th>
              <th className="p-2 font-medium">
                <span className="sr-only">{translateMessage(m.dispute)}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {loads.map((load) => (
              <tr key={load.id}>
                <td className="p-2 font-medium">#{load.loadNumber}</td>
                <td className="p-2">{load.ticketNumber ?? translateMessage(m.noTicketNumber)}</td>
                <td className="p-2">{load.materialType ?? t("loads.mine.noMaterial")}</td>
                <td className="p-2">
                  {load.quantity === null ? "—" : localQuantity(load.quantity, load.quantityUnit)}
                </td>
                <td className="p-2">{load.truckNumber ?? "—"}</td>
                <td className="p-2">{load.driverName}</td>
                <td className="p-2">
                  {load.completedAt ? (
                    <time dateTime={load.completedAt}>
                      {formatTimeInZone(load.completedAt, timeZone)}
                    </time>
                  ) : (
                    translateMessage(m.onTheWay)
                  )}
                </td>
                <td className="p-2">
                  {load.hasPhoto ? (
                    <a
                      className="text-primary underline-offset-4 hover:underline"
                      href={`/api/shared/${encodeURIComponent(token)}/loads/${encodeURIComponent(load.id)}/photo`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {t("sharing.viewPhoto")}
                      <span className="sr-only">
                        {" "}
                        {t("messages.sharing.ticketPhoto", { loadNumber: load.loadNumber })}
                      </span>
                    </a>
                  ) : (
                    "—"
                  )}
                </td>
                <td className="p-2">
                  {disputes.has(load.id) ? (
                    <span className="text-xs text-muted-foreground">
                      {t("messages.sharing.disputedLoad", {
                        name: disputes.get(load.id)!.reviewerName,
                        comment: disputes.get(load.id)!.comment ?? "",
                      })}
                    </span>
                  ) : (
                    <DisputeLoadDialog token={token} load={load} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * /shared/{token}: the one job a share link opens, for someone without an account: who
 * shared it, the tonnage so far, its trucks at work (the app hands in the map) and its loads
 * by day. It reads again every few seconds and says so at once when the link stops working.
 */
export function SharedJobRoute({
  map,
}: {
  map?: (props: { label: string; positions: readonly LivePosition[] }) => React.ReactNode;
}) {
  const { token = "" } = useParams();
  const shared = useSharedJob(token);

  if (isLinkGone(shared.error)) return <LinkGone />;
  if (shared.isPending) return <LoadingScreen label={translateMessage(m.loading)} />;
  if (!shared.data) {
    return (
      <main className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
        <NoIndex />
        <p role="alert">{translateMessage(m.failedToLoad)}</p>
        <RetryButton onRetry={() => shared.refetch()} />
      </main>
    );
  }

  const { job, totals, loads, positions, timeZone, today } = shared.data;
  const days = byDay(loads);
  return (
    <main className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <NoIndex />
      <title>{`${job.title} · Haulwise`}</title>
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          {t("messages.sharing.sharedBy", {
            name: shared.data.sharedByName,
            company: job.companyName,
          })}
        </p>
        <h1 className="text-2xl font-bold">{job.title}</h1>
        <p className="text-sm text-muted-foreground">
          {[
            job.jobNumber,
            job.location,
            job.purchaseOrder ? t("sharing.purchaseOrder", { po: job.purchaseOrder }) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <p className="text-xs text-muted-foreground">
          {shared.data.expiresAt
            ? t("messages.sharing.sharedUntil", {
                at: formatTimeInZone(shared.data.expiresAt, timeZone),
              })
            : translateMessage(m.sharedUntilJobEnds)}
        </p>
      </header>

      <section aria-labelledby="shared-totals" className="rounded-lg border p-4">
        <h2 id="shared-totals" className="text-sm font-medium text-muted-foreground">
          {translateMessage(m.tonnageSoFar)}
        </h2>
        <p className="text-3xl font-bold">
          {twoDecimals(totals.totalTons)}{" "}
          <span className="text-base font-normal">{t("sharing.tonsUnit")}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {t("sharing.loadCount", { count: totals.totalLoads })}
          {totals.totalCubicYards > 0
            ? ` · ${t("units.amount.cubic_yards", { amount: twoDecimals(totals.totalCubicYards) })}`
            : ""}
        </p>
      </section>

      <section aria-labelledby="shared-map" className="grid gap-2">
        <h2 id="shared-map" className="flex items-center gap-2 text-lg font-semibold">
          <TruckIcon aria-hidden="true" className="size-5" />
          {translateMessage(m.mapHeading)}
        </h2>
        {positions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{translateMessage(m.noTrucksNow)}</p>
        ) : null}
        {map?.({ label: t("sharing.mapLabel", { job: job.title }), positions })}
      </section>

      <section aria-labelledby="shared-loads" className="grid gap-4">
        <h2 id="shared-loads" className="text-lg font-semibold">
          {translateMessage(m.loadsHeading)}
        </h2>
        {days.length === 0 ? (
          <p className="text-sm text-muted-foreground">{translateMessage(m.noLoads)}</p>
        ) : null}
        {days.map(([day, ofDay]) => (
          <LoadsOfDay
            key={day}
            token={token}
            day={day}
            label={day === today ? t("sharing.todayLabel", { day: dayWords(day) }) : dayWords(day)}
            loads={ofDay}
            reviews={shared.data.reviews}
            timeZone={timeZone}
          />
        ))}
      </section>
    </main>
  );
}
