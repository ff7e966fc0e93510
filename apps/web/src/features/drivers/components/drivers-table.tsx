import { type DriverCard, messages } from "@haulwise/domain";
import { ChevronDownIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import {
  AZ,
  type Column,
  DataTable,
  type DataTableView,
  LOW_HIGH,
  OLD_NEW,
  type SortWords,
} from "@/components/list/data-table";
import { UserAvatar } from "@/components/user-avatar";
import { t, translateMessage, useT } from "@/lib/i18n";
import { driverPagePath } from "@/lib/paths";
import { cn } from "@/lib/utils";
import { DriverActions } from "./driver-actions";
import { DriverDetails, DriverRating, LastActive } from "./driver-details";
import { DriverStatusBadge } from "./driver-status-badge";
import { TrackerReportLabel, TrackingStateLabel } from "./tracking-state";

const WORKING: SortWords = { asc: "working first", desc: "working last" };

/** Spec part 2 §2, Drivers: 'Driving: {vehicle}' or 'Not assigned'. */
const truckOf = (driver: DriverCard) =>
  driver.vehicle
    ? t("messages.drivers.driving", { vehicle: driver.vehicle.name })
    : translateMessage(messages.drivers.notAssigned);

const contactLink =
  "rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";

/** The driver's picture beside their name, which already says who it is. */
function DriverPicture({ driver }: { driver: DriverCard }) {
  return (
    <span aria-hidden="true" className="contents">
      <UserAvatar name={driver.name} src={driver.avatarUrl} size="xs" />
    </span>
  );
}

const columns = (): Column<DriverCard>[] => [
  {
    id: "name",
    header: t("jobs.drivers.driver"),
    sort: { key: "name", words: AZ },
    cell: (driver) => (
      <div className="flex min-w-44 items-center gap-3">
        <DriverPicture driver={driver} />
        <div className="grid min-w-0 gap-0.5">
          <Link
            to={driverPagePath(driver.id)}
            className={cn(contactLink, "font-medium break-words")}
          >
            {driver.name}
          </Link>
          <span className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
            <a
              href={`mailto:${driver.email}`}
              title={driver.email}
              className={cn(contactLink, "max-w-44 truncate")}
            >
              {driver.email}
            </a>
            {driver.phone ? (
              <a href={`tel:${driver.phone}`} className={contactLink}>
                {driver.phone}
              </a>
            ) : null}
          </span>
        </div>
      </div>
    ),
  },
  {
    id: "status",
    header: t("jobs.table.status"),
    sort: { key: "status", words: WORKING },
    cell: (driver) => (
      <div className="grid justify-items-start gap-1">
        <DriverStatusBadge status={driver.status} />
        {driver.tracking === "off_duty" ? null : (
          <TrackingStateLabel state={driver.tracking} className="text-xs text-muted-foreground" />
        )}
        <TrackerReportLabel at={driver.trackerReportAt} className="text-xs text-muted-foreground" />
      </div>
    ),
  },
  {
    id: "truck",
    header: t("trucks.column.truck"),
    sort: { key: "truck", words: AZ },
    cell: (driver) => (
      <span className={cn(!driver.vehicle && "text-muted-foreground")}>{truckOf(driver)}</span>
    ),
  },
  {
    id: "rating",
    header: t("drivers.rating"),
    sort: { key: "rating", words: LOW_HIGH },
    cell: (driver) => <DriverRating driver={driver} className="whitespace-normal" />,
  },
  {
    id: "trips",
    header: t("drivers.trips"),
    sort: { key: "trips", words: LOW_HIGH },
    cell: (driver) => <span className="tabular-nums">{driver.tripsCompleted}</span>,
    className: "text-right",
  },
  {
    id: "lastActive",
    header: t("drivers.lastActive"),
    sort: { key: "lastActive", words: OLD_NEW },
    cell: (driver) => (
      <span className="whitespace-nowrap">
        <LastActive at={driver.lastActiveAt} />
      </span>
    ),
  },
  {
    id: "actions",
    header: t("trucks.column.actions"),
    hideHeader: true,
    cell: (driver) => (
      <div className="flex items-center justify-end gap-1">
        <DriverActions driver={driver} compact />
      </div>
    ),
  },
];

/**
 * A driver as a phone lists them: name, status, what tracking shows and their truck; a tap
 * opens the rest of their card (contact, rating, figures, actions) in place.
 */
function CompactDriver({ driver }: { driver: DriverCard }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-3 px-4 py-3 text-left outline-none hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset"
      >
        <DriverPicture driver={driver} />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="truncate font-medium">{driver.name}</span>
          <span className="flex min-w-0 flex-wrap items-center gap-x-1 text-sm text-muted-foreground">
            <TrackingStateLabel state={driver.tracking} />
            <span aria-hidden="true">·</span>
            <span>{truckOf(driver)}</span>
          </span>
        </span>
        <DriverStatusBadge status={driver.status} />
        <ChevronDownIcon
          aria-hidden="true"
          className={cn(
            "size-4 shrink-0 text-muted-foreground transition-transform",
            open && "rotate-180",
          )}
        />
      </button>
      {open ? (
        <div id={panelId} className="grid gap-3 px-4 pb-4">
          <Link to={driverPagePath(driver.id)} className={cn(contactLink, "text-sm font-medium")}>
            {t("drivers.page.open", { name: driver.name })}
          </Link>
          <TrackerReportLabel
            at={driver.trackerReportAt}
            className="text-sm text-muted-foreground"
          />
          <DriverDetails driver={driver} actions={<DriverActions driver={driver} />} />
        </div>
      ) : null}
    </div>
  );
}

/** The company's drivers: a table with each one's actions, or rows that open on a phone. */
export function DriversTable({
  drivers,
  ...view
}: { drivers: readonly DriverCard[] } & DataTableView) {
  return (
    <DataTable
      label={t("drivers.title")}
      columns={columns()}
      rows={drivers}
      rowKey={(driver) => driver.id}
      compactRow={(driver) => <CompactDriver driver={driver} />}
      {...view}
    />
  );
}
