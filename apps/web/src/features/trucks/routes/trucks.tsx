import {
  messages,
  type TruckListQuery,
  TruckListQuerySchema,
  type TruckListStatus,
  truckListOrder,
} from "@haulwise/domain";
import { PlusIcon, TruckIcon } from "lucide-react";
import { Link } from "react-router";
import { companyDriversQueryOptions, useCompanyDrivers } from "@/api/get-company-drivers";
import { EmptyState } from "@/components/empty-state";
import { type ListFilter, ListView } from "@/components/list/list-view";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { listPageOf, useListParams } from "@/hooks/use-list-params";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { trucksQueryOptions, useTrucks } from "../api/get-trucks";
import { TrucksTable } from "../components/trucks-table";

const NEW_TRUCK_PATH = "/vehicles/new";

const filters: ListFilter<TruckListQuery>[] = [
  {
    param: "status",
    label: "Status",
    allLabel: "All in service",
    options: [
      { value: "active", label: "Active" },
      { value: "maintenance", label: "Maintenance" },
      { value: "inactive", label: "Inactive" },
      { value: "retired", label: "Retired" },
    ] satisfies { value: TruckListStatus; label: string }[],
  },
  {
    param: "driver",
    label: "Driver",
    allLabel: "Any driver",
    options: [
      { value: "assigned", label: "Assigned" },
      { value: "unassigned", label: "Unassigned" },
    ],
  },
];

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

/** The page of trucks the address asks for, and the drivers to assign, as TrucksRoute reads them. */
export const prefetch: ScreenPrefetch = (queryClient, url) => {
  void queryClient.prefetchQuery(
    trucksQueryOptions(listPageOf(TruckListQuerySchema, url.searchParams)),
  );
  void queryClient.prefetchQuery(companyDriversQueryOptions());
};

/** /vehicles: the company's trucks, found by number, plate, make or driver, each assignable. */
export function TrucksRoute() {
  const params = useListParams(TruckListQuerySchema);
  const trucks = useTrucks(params.pageQuery);
  const drivers = useCompanyDrivers();
  const counts = trucks.data?.counts;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Trucks"
        descriptionPending={trucks.isPending}
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
      <ListView
        params={params}
        result={trucks}
        things="trucks"
        search={{ label: "Search trucks", placeholder: "Number, plate, make or driver" }}
        filters={filters}
        order={truckListOrder}
        failedMessage="Could not load your trucks."
        hasNone={(answer) => answer.counts.inService === 0}
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
        notice={<NoDriversHint drivers={drivers} />}
        rows={(answer, view) => (
          <TrucksTable trucks={answer.trucks} drivers={drivers.data ?? null} {...view} />
        )}
      />
    </div>
  );
}
