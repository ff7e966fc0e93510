import { type DriverCard, type DriverWork, formatQuantity, type LoadRow } from "@haulwise/domain";
import { FileTextIcon, TruckIcon } from "lucide-react";
import type * as React from "react";
import { Link, useParams } from "react-router";
import { BackLink } from "@/components/back-link";
import { JobStatusBadge } from "@/components/job-status-badge";
import { LoadingScreen } from "@/components/loading-screen";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { ShowOnMapLink } from "@/components/show-on-map-link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-error";
import { formatDate, formatTime } from "@/lib/format";
import { useT } from "@/lib/i18n";
import { useDriver } from "../api/get-driver";
import { useDriverWork } from "../api/get-driver-work";
import { DriverActions } from "../components/driver-actions";
import { DriverDetails } from "../components/driver-details";
import { DriverStatusBadge } from "../components/driver-status-badge";
import { TrackerReportLabel, TrackingStateLabel } from "../components/tracking-state";

const rowLink =
  "rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";

function Section({
  title,
  children,
  count,
}: {
  title: string;
  children: React.ReactNode;
  count?: number;
}) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {count === undefined ? title : t("drivers.page.counted", { title, count })}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const Empty = ({ children }: { children: React.ReactNode }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
);

function LoadItem({ load }: { load: LoadRow }) {
  const t = useT();
  const status = {
    in_progress: t("drivers.page.status.in_progress"),
    completed: t("drivers.page.status.completed"),
    voided: t("drivers.page.status.voided"),
  }[load.status];
  const when = load.completedAt ?? load.startedAt;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <span className="grid min-w-0">
        <span className="font-medium break-words">
          {t("drivers.page.load", { number: load.loadNumber, job: load.jobTitle })}
        </span>
        <span className="text-sm text-muted-foreground">
          {[
            load.materialType,
            load.quantity === null ? null : formatQuantity(load.quantity, load.quantityUnit),
            load.ticketNumber ? t("drivers.page.ticket", { ticket: load.ticketNumber }) : null,
          ]
            .filter(Boolean)
            .join(" · ") || t("drivers.page.noDetails")}
        </span>
      </span>
      <span className="text-sm whitespace-nowrap">
        {status}
        {when ? ` · ${formatDate(when)} ${formatTime(when)}` : ""}
      </span>
    </li>
  );
}

function Loads({ loads }: { loads: DriverWork["loads"] }) {
  const t = useT();
  const all = [...loads.inProgress, ...loads.recent];
  if (all.length === 0) return <Empty>{t("drivers.page.noLoads")}</Empty>;
  return (
    <ul aria-label={t("drivers.page.loads")} className="divide-y">
      {all.map((load) => (
        <LoadItem key={load.id} load={load} />
      ))}
    </ul>
  );
}

function Jobs({ jobs }: { jobs: DriverWork["jobs"] }) {
  const t = useT();
  if (jobs.length === 0) return <Empty>{t("drivers.page.noJobs")}</Empty>;
  return (
    <ul aria-label={t("drivers.page.jobs")} className="divide-y">
      {jobs.map((job) => (
        <li key={job.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <Link to={`/jobs/${encodeURIComponent(job.id)}`} className={rowLink}>
            {job.title} (#{job.jobNumber})
          </Link>
          <JobStatusBadge status={job.status} />
        </li>
      ))}
    </ul>
  );
}

function Documents({ documents }: { documents: DriverWork["documents"] }) {
  const t = useT();
  if (documents.length === 0) return <Empty>{t("drivers.page.noDocuments")}</Empty>;
  return (
    <ul aria-label={t("drivers.page.documents")} className="divide-y">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <FileTextIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1 font-medium break-words">{document.fileName}</span>
          <span className="text-sm text-muted-foreground">
            {document.jobTitle ?? t("messages.loads.unknownJob")} · {formatDate(document.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Header({ driver }: { driver: DriverCard }) {
  const t = useT();
  return (
    <div className="grid gap-3">
      <PageHeader
        title={driver.name}
        actions={<ShowOnMapLink target={{ driverId: driver.id }} name={driver.name} />}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <DriverStatusBadge status={driver.status} />
        <TrackingStateLabel state={driver.tracking} />
        <TrackerReportLabel at={driver.trackerReportAt} className="text-muted-foreground" />
        <span className="inline-flex items-center gap-1.5">
          <TruckIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          {driver.vehicle ? (
            <Link
              to={`/vehicles/${encodeURIComponent(driver.vehicle.id)}/edit`}
              className={rowLink}
            >
              {t("messages.drivers.driving", { vehicle: driver.vehicle.name })}
            </Link>
          ) : (
            t("messages.drivers.notAssigned")
          )}
        </span>
      </div>
    </div>
  );
}

/**
 * /drivers/{driverId}: one driver as the contractor follows them through the day: state and
 * truck, today's route on the map (the screen's `dayMap`), their figures and actions, loads,
 * jobs and the documents sent to them.
 */
export function DriverPageRoute({ dayMap }: { dayMap: (driver: DriverCard) => React.ReactNode }) {
  const t = useT();
  const { driverId = "" } = useParams();
  const driver = useDriver(driverId);
  const work = useDriverWork(driverId);

  if (driver.isPending) return <LoadingScreen />;
  if (driver.isError) {
    return (
      <div className="grid gap-4">
        <BackLink to="/drivers">{t("drivers.page.back")}</BackLink>
        <QueryError
          message={errorMessage(driver.error, t("messages.drivers.notFound"))}
          onRetry={() => driver.refetch()}
        />
      </div>
    );
  }
  const card = driver.data;
  const loading = t("messages.guard.loading");
  return (
    <div className="grid gap-6">
      <BackLink to="/drivers">{t("drivers.page.back")}</BackLink>
      <Header driver={card} />
      <Section title={t("drivers.page.route")}>{dayMap(card)}</Section>
      <Section title={t("drivers.page.figures")}>
        <DriverDetails driver={card} actions={<DriverActions driver={card} showOnMap={false} />} />
      </Section>
      {work.isError ? (
        <QueryError
          message={errorMessage(work.error, t("drivers.page.workFailed"))}
          onRetry={() => work.refetch()}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t("drivers.page.loads")}>
          {work.data ? <Loads loads={work.data.loads} /> : <Empty>{loading}</Empty>}
        </Section>
        <div className="grid content-start gap-6">
          <Section title={t("drivers.page.jobs")} count={work.data?.jobs.length}>
            {work.data ? <Jobs jobs={work.data.jobs} /> : <Empty>{loading}</Empty>}
          </Section>
          <Section title={t("drivers.page.documents")} count={work.data?.documents.length}>
            {work.data ? <Documents documents={work.data.documents} /> : <Empty>{loading}</Empty>}
          </Section>
        </div>
      </div>
    </div>
  );
}
