import {
  type DriverCard,
  type DriverWork,
  formatQuantity,
  type LoadRow,
  messages,
} from "@haulwise/domain";
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
import { useDriver } from "../api/get-driver";
import { useDriverWork } from "../api/get-driver-work";
import { DriverActions } from "../components/driver-actions";
import { DriverDetails } from "../components/driver-details";
import { DriverStatusBadge } from "../components/driver-status-badge";
import { TrackerReportLabel, TrackingStateLabel } from "../components/tracking-state";

const loadStatusWords: Record<LoadRow["status"], string> = {
  in_progress: "In progress",
  completed: "Delivered",
  voided: "Voided",
};

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
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {title}
          {count !== undefined ? ` (${count})` : ""}
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
  const when = load.completedAt ?? load.startedAt;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <span className="grid min-w-0">
        <span className="font-medium break-words">
          Load #{load.loadNumber} · {load.jobTitle}
        </span>
        <span className="text-sm text-muted-foreground">
          {[
            load.materialType,
            load.quantity === null ? null : formatQuantity(load.quantity, load.quantityUnit),
            load.ticketNumber ? `Ticket ${load.ticketNumber}` : null,
          ]
            .filter(Boolean)
            .join(" · ") || "No details yet"}
        </span>
      </span>
      <span className="text-sm whitespace-nowrap">
        {loadStatusWords[load.status]}
        {when ? ` · ${formatDate(when)} ${formatTime(when)}` : ""}
      </span>
    </li>
  );
}

function Loads({ loads }: { loads: DriverWork["loads"] }) {
  const all = [...loads.inProgress, ...loads.recent];
  if (all.length === 0) return <Empty>No loads recorded for your company yet.</Empty>;
  return (
    <ul aria-label="Loads" className="divide-y">
      {all.map((load) => (
        <LoadItem key={load.id} load={load} />
      ))}
    </ul>
  );
}

function Jobs({ jobs }: { jobs: DriverWork["jobs"] }) {
  if (jobs.length === 0) return <Empty>Not on any of your jobs.</Empty>;
  return (
    <ul aria-label="Jobs" className="divide-y">
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
  if (documents.length === 0) return <Empty>No documents sent to this driver.</Empty>;
  return (
    <ul aria-label="Documents sent" className="divide-y">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <FileTextIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1 font-medium break-words">{document.fileName}</span>
          <span className="text-sm text-muted-foreground">
            {document.jobTitle ?? messages.loads.unknownJob} · {formatDate(document.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Header({ driver }: { driver: DriverCard }) {
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
              {messages.drivers.driving(driver.vehicle.name)}
            </Link>
          ) : (
            messages.drivers.notAssigned
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
  const { driverId = "" } = useParams();
  const driver = useDriver(driverId);
  const work = useDriverWork(driverId);

  if (driver.isPending) return <LoadingScreen />;
  if (driver.isError) {
    return (
      <div className="grid gap-4">
        <BackLink to="/drivers">Drivers</BackLink>
        <QueryError
          message={errorMessage(driver.error, messages.drivers.notFound)}
          onRetry={() => driver.refetch()}
        />
      </div>
    );
  }
  const card = driver.data;
  return (
    <div className="grid gap-6">
      <BackLink to="/drivers">Drivers</BackLink>
      <Header driver={card} />
      <Section title="Today's route">{dayMap(card)}</Section>
      <Section title="Figures">
        <DriverDetails driver={card} actions={<DriverActions driver={card} showOnMap={false} />} />
      </Section>
      {work.isError ? (
        <QueryError
          message={errorMessage(work.error, "Could not load the driver's work")}
          onRetry={() => work.refetch()}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Loads">
          {work.data ? <Loads loads={work.data.loads} /> : <Empty>{messages.guard.loading}</Empty>}
        </Section>
        <div className="grid content-start gap-6">
          <Section title="Jobs" count={work.data?.jobs.length}>
            {work.data ? <Jobs jobs={work.data.jobs} /> : <Empty>{messages.guard.loading}</Empty>}
          </Section>
          <Section title="Documents sent" count={work.data?.documents.length}>
            {work.data ? (
              <Documents documents={work.data.documents} />
            ) : (
              <Empty>{messages.guard.loading}</Empty>
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
