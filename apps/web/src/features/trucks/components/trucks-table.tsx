import { type DriverCard, type Truck, truckNameOf } from "@haulwise/domain";
import { ChevronRightIcon, PencilIcon } from "lucide-react";
import { Link } from "react-router";
import {
  AZ,
  type Column,
  DataTable,
  type DataTableView,
  LOW_HIGH,
} from "@/components/list/data-table";
import { ShowOnMapLink } from "@/components/show-on-map-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { RetireTruckDialog } from "./retire-truck-dialog";
import { TruckDriverSelect } from "./truck-driver-select";
import { displayStatusTones, truckStatusLabel, vehicleTypeIcons } from "./truck-labels";
import { useTruckActions } from "./use-truck-actions";

export const editTruckPath = (truck: Truck) => `/vehicles/${encodeURIComponent(truck.id)}/edit`;

export function TruckStatusBadge({ truck }: { truck: Truck }) {
  return truck.retiredAt ? (
    <Badge variant="muted">{t("trucks.retired")}</Badge>
  ) : (
    <Badge variant={displayStatusTones[truck.displayStatus]}>
      {truckStatusLabel(truck.status)}
    </Badge>
  );
}

function DriverCell({ truck, drivers }: { truck: Truck; drivers: readonly DriverCard[] | null }) {
  const { name, handleAssign, assigning } = useTruckActions(truck, drivers);
  if (truck.retiredAt) return <span className="text-muted-foreground">—</span>;
  return (
    <TruckDriverSelect
      truck={truck}
      truckName={name}
      drivers={drivers}
      onAssign={handleAssign}
      assigning={assigning}
    />
  );
}

function ActionsCell({ truck }: { truck: Truck }) {
  const { name, handleRetire, retiring } = useTruckActions(truck, null);
  if (truck.retiredAt) {
    return (
      <span className="text-muted-foreground">
        {t("trucks.retiredOn", { date: formatDate(truck.retiredAt) })}
      </span>
    );
  }
  return (
    <div className="flex items-center justify-end gap-1">
      {truck.assignedDriver ? <ShowOnMapLink target={{ truckId: truck.id }} name={name} /> : null}
      <Button asChild variant="ghost" size="sm">
        <Link to={editTruckPath(truck)}>
          <PencilIcon aria-hidden="true" />
          {t("trucks.edit")}
          <span className="sr-only">{` ${name}`}</span>
        </Link>
      </Button>
      <RetireTruckDialog truckName={name} onRetire={handleRetire} pending={retiring} />
    </div>
  );
}

/** A truck as a phone lists it: number, make, plate and driver; it opens the truck. */
function CompactTruck({ truck }: { truck: Truck }) {
  const TypeIcon = vehicleTypeIcons[truck.type];
  const content = (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <TypeIcon aria-hidden="true" className="size-4" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate font-medium">{truckNameOf(truck)}</span>
        <span className="truncate text-sm text-muted-foreground">
          {[
            truck.licensePlate ?? t("trucks.noPlate"),
            truck.assignedDriver?.name ?? t("trucks.unassigned"),
          ].join(" · ")}
        </span>
      </span>
      <TruckStatusBadge truck={truck} />
    </>
  );
  const row = "flex items-center gap-3 px-4 py-3";
  if (truck.retiredAt) return <div className={row}>{content}</div>;
  return (
    <Link
      to={editTruckPath(truck)}
      className={`${row} outline-none hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset`}
    >
      {content}
      <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </Link>
  );
}

/** The fleet: a table with each truck's driver chosen in place, or rows that open each truck. */
export function TrucksTable({
  trucks,
  drivers,
  ...view
}: {
  trucks: readonly Truck[];
  drivers: readonly DriverCard[] | null;
} & DataTableView) {
  const columns: Column<Truck>[] = [
    {
      id: "number",
      header: t("trucks.column.truck"),
      sort: { key: "number", words: LOW_HIGH },
      cell: (truck) => (
        <span className="font-semibold whitespace-nowrap">#{truck.truckNumber}</span>
      ),
      className: "w-20",
    },
    {
      id: "make",
      header: t("trucks.column.makeModel"),
      sort: { key: "make", words: AZ },
      cell: (truck) => `${truck.make} ${truck.model}`,
    },
    {
      id: "plate",
      header: t("trucks.column.plate"),
      sort: { key: "plate", words: AZ },
      cell: (truck) =>
        truck.licensePlate ? (
          <span className="font-mono">{truck.licensePlate}</span>
        ) : (
          <span className="text-muted-foreground">{t("loads.detail.noTicket")}</span>
        ),
    },
    {
      id: "status",
      header: t("jobs.table.status"),
      sort: { key: "status", words: AZ },
      cell: (truck) => <TruckStatusBadge truck={truck} />,
    },
    {
      id: "driver",
      header: t("jobs.drivers.driver"),
      sort: { key: "driver", words: AZ },
      cell: (truck) => <DriverCell truck={truck} drivers={drivers} />,
      className: "w-64",
    },
    {
      id: "actions",
      header: t("trucks.column.actions"),
      hideHeader: true,
      cell: (truck) => <ActionsCell truck={truck} />,
      className: "text-right",
    },
  ];
  return (
    <DataTable
      label={t("trucks.title")}
      columns={columns}
      rows={trucks}
      rowKey={(truck) => truck.id}
      compactRow={(truck) => <CompactTruck truck={truck} />}
      {...view}
    />
  );
}
