import { CalendarDaySchema, messages } from "@haulwise/domain";
import { ArrowLeftIcon, PrinterIcon } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-error";
import { formatDate, formatTimeInZone, localQuantity } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { useHaulSheet } from "../api/get-haul-sheet";

/**
 * /jobs/{jobId}/haul-sheet?date=YYYY-MM-DD: one page a contractor can print or save as PDF
 * and send a customer. The day's delivered loads of one job, in order, with totals and a
 * line to sign; the app's shell is not around it, so the printout is the sheet alone.
 */
export function HaulSheetRoute() {
  const { jobId = "" } = useParams();
  const [params] = useSearchParams();
  const date = params.get("date") ?? "";
  const validDay = CalendarDaySchema.safeParse(date).success;
  const sheet = useHaulSheet(jobId, validDay ? date : "");

  if (!validDay) {
    return (
      <main className="mx-auto grid max-w-3xl gap-4 p-6">
        <QueryError message={translateMessage(messages.loads.dateInvalid)} />
      </main>
    );
  }
  if (sheet.isPending) return <LoadingScreen label={t("loads.sheet.loading")} />;
  if (sheet.isError) {
    return (
      <main className="mx-auto grid max-w-3xl gap-4 p-6">
        <QueryError
          message={errorMessage(sheet.error, messages.dashboard.failedToFetchLoads)}
          onRetry={() => void sheet.refetch()}
        />
      </main>
    );
  }
  const { company, job, range, totals, loads } = sheet.data;
  const zone = range.timeZone;

  return (
    <main className="mx-auto grid max-w-4xl gap-6 bg-background p-6 text-sm print:max-w-none print:p-0">
      <title>{`${t("loads.sheet.title", { number: job.jobNumber, date })} · Haulwise`}</title>
      <div className="flex flex-wrap justify-between gap-2 print:hidden">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={`/jobs/${encodeURIComponent(job.id)}?tab=metrics`}>
            <ArrowLeftIcon aria-hidden="true" />
            {t("loads.sheet.back")}
          </Link>
        </Button>
        <Button size="sm" onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" />
          {t("loads.sheet.print")}
        </Button>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
        <div className="flex items-center gap-3">
          {company.logoUrl ? (
            <img src={company.logoUrl} alt="" className="size-14 rounded object-contain" />
          ) : null}
          <div>
            <p className="text-lg font-bold">{company.name}</p>
            {company.address ? <p>{company.address}</p> : null}
            {company.phone || company.email ? (
              <p>{[company.phone, company.email].filter(Boolean).join(" · ")}</p>
            ) : null}
          </div>
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-bold">{t("loads.sheet.heading")}</h1>
          <p>{formatDate(date)}</p>
        </div>
      </header>
      <section aria-label={t("jobs.table.job")} className="grid gap-1">
        <p>
          <span className="font-semibold">{t("loads.sheet.job")}</span> {job.title} ({job.jobNumber}
          )
        </p>
        <p>
          <span className="font-semibold">{t("loads.sheet.site")}</span>{" "}
          {job.locationAddress || job.location}
        </p>
        <p>
          <span className="font-semibold">{t("loads.sheet.zone")}</span> {zone.replaceAll("_", " ")}
        </p>
      </section>
      <table className="w-full text-left">
        <caption className={loads.length === 0 ? "caption-bottom py-6" : "sr-only"}>
          {loads.length === 0
            ? translateMessage(messages.loads.noneFound)
            : t("loads.sheet.caption", { date: formatDate(date) })}
        </caption>
        <thead className="border-b">
          <tr>
            {[
              t("loads.sheet.load"),
              t("loads.detail.ticket"),
              t("jobs.drivers.driver"),
              t("loads.form.material"),
              t("loads.quantity"),
              t("loads.detail.started"),
              t("loads.sheet.delivered"),
            ].map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {loads.map((load) => (
            <tr key={load.id} className="break-inside-avoid">
              <td className="py-1.5 pr-3 tabular-nums">{load.loadNumber}</td>
              <td className="py-1.5 pr-3">{load.ticketNumber ?? ""}</td>
              <td className="py-1.5 pr-3">{load.driverName}</td>
              <td className="py-1.5 pr-3">{load.materialType || t("loads.mine.noMaterial")}</td>
              <td className="py-1.5 pr-3 tabular-nums">
                {localQuantity(load.quantity, load.quantityUnit)}
              </td>
              <td className="py-1.5 pr-3">
                {load.startedAt ? formatTimeInZone(load.startedAt, zone) : ""}
              </td>
              <td className="py-1.5 pr-3">
                {load.completedAt ? formatTimeInZone(load.completedAt, zone) : ""}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t font-semibold">
          <tr>
            <th scope="row" colSpan={4} className="py-2 pr-3 text-left">
              {t("loads.summary.total", { count: totals.totalLoads })}
            </th>
            <td colSpan={3} className="py-2 pr-3">
              {localQuantity(totals.totalTons, "tons")}
              {totals.totalCubicYards > 0
                ? ` · ${localQuantity(totals.totalCubicYards, "cubic_yards")}`
                : ""}
            </td>
          </tr>
        </tfoot>
      </table>
      <footer className="mt-10 grid gap-8 sm:grid-cols-2">
        <p className="border-t pt-2">{t("loads.sheet.receivedBy")}</p>
        <p className="border-t pt-2">{t("loads.sheet.date")}</p>
      </footer>
    </main>
  );
}
