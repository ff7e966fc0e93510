import {
  LIST_PAGE_SIZE,
  messages,
  TruckListQuerySchema,
  type TruckListStatus,
  type TruckSort,
  truckSortFirst,
} from "@haulwise/domain";
import { PlusIcon, TruckIcon } from "lucide-react";
import { Link } from "react-router";
import { useCompanyDrivers } from "@/api/get-company-drivers";
import { EmptyState } from "@/components/empty-state";
import { FilterSelect } from "@/components/list/filter-select";
import { ListBody, ListToolbar } from "@/components/list/list-body";
import { NoMatches } from "@/components/list/no-matches";
import { SearchBox } from "@/components/list/search-box";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useListParams } from "@/hooks/use-list-params";
import { useTrucks } from "../api/get-trucks";
import { TrucksTable } from "../components/trucks-table";

const NEW_TRUCK_PATH = "/vehicles/new";

const statusOptions: { value: TruckListStatus; label: string }[] = [
  { value: "active", label: "Active" },
  { value: "maintenance", label: "Maintenance" },
  { value: "inactive", label: "Inactive" },
  { value: "retired", label: "Retired" },
];
const driverOptions = [
  { value: "assigned", label: "Assigned" },
  { value: "unassigned", label: "Unassigned" },
];
const labelOf = (options: { value: string; label: string }[], value: string | undefined) =>
  options.find((option) => option.value === value)?.label;

function NoDriversHint({ drivers }: { drivers: ReturnType<typeof useCompanyDrivers> }) {
  if (drivers.isError) {
    return (
      <p className="text-sm text-destructive">
        Could not load your drivers, so trucks cannot be assigned right now.
      </p>
    );
  }
  if (drivers.data?.length !== 0) return null;
  return (
    <p className="text-sm text-muted-foreground">
      No drivers to assign yet.{" "}
      <Link
        to="/drivers/invite"
        className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        Invite a driver
      </Link>
    </p>
  );
}

/** /vehicles: the company's trucks, found by number, plate, make or driver, each assignable. */
export function TrucksRoute() {
  const { query, update, filtered, clear } = useListParams(TruckListQuerySchema);
  const trucks = useTrucks({ ...query, pageSize: LIST_PAGE_SIZE });
  const drivers = useCompanyDrivers();
  const counts = trucks.data?.counts;
  const sortKey = query.sort ?? "number";
  const sort = { key: sortKey, dir: query.dir ?? truckSortFirst[sortKey] };

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Trucks"
        description={
          counts
            ? messages.lists.trucksCount(counts.inService, counts.active)
            : "Your fleet, and who drives each truck."
        }
        actions={
          <Button asChild>
            <Link to={NEW_TRUCK_PATH}>
              <PlusIcon aria-hidden="true" />
              Add Truck
            </Link>
          </Button>
        }
      />
      <ListToolbar
        search={
          <SearchBox
            label="Search trucks"
            placeholder="Number, plate, make or driver"
            value={query.q}
            onSearch={(q) => update({ q })}
          />
        }
      >
        <FilterSelect
          label="Status"
          allLabel="All in service"
          options={statusOptions}
          value={query.status}
          onChange={(status) => update({ status })}
        />
        <FilterSelect
          label="Driver"
          allLabel="Any driver"
          options={driverOptions}
          value={query.driver}
          onChange={(driver) => update({ driver })}
        />
      </ListToolbar>
      <NoDriversHint drivers={drivers} />
      <ListBody
        result={trucks}
        things="trucks"
        failedMessage="Could not load your trucks."
        isNothingYet={(answer) => !filtered && answer.counts.inService === 0}
        nothingYet={
          <EmptyState
            icon={TruckIcon}
            title={messages.trucks.noneYet}
            description={
              counts?.retired
                ? "Every truck you added is retired. Add the trucks you run now to assign them to drivers."
                : "Add the trucks you run to assign them to drivers and see them on the dashboard."
            }
            action={
              <Button asChild>
                <Link to={NEW_TRUCK_PATH}>Add Your First Truck</Link>
              </Button>
            }
          />
        }
        noMatches={
          <NoMatches
            things="trucks"
            search={query.q}
            filters={[
              query.status && `Status: ${labelOf(statusOptions, query.status)}`,
              query.driver && `Driver: ${labelOf(driverOptions, query.driver)}`,
            ].filter((filter): filter is string => Boolean(filter))}
            onClear={clear}
          />
        }
        rows={(answer) => (
          <TrucksTable
            trucks={answer.trucks}
            drivers={drivers.data ?? null}
            sort={sort}
            onSort={(next) => update({ sort: next.key as TruckSort, dir: next.dir })}
            firstDirection={(key) => truckSortFirst[key as TruckSort]}
            busy={trucks.isPlaceholderData}
          />
        )}
        onPage={(page) => update({ page })}
      />
    </div>
  );
}
