import {
  type DriverListQuery,
  DriverListQuerySchema,
  driverListOrder,
  driverTrackingFilters,
  messages,
  trackingStateLabels,
} from "@haulwise/domain";
import { UserPlusIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { companyDriversQueryOptions, useDriverList } from "@/api/get-company-drivers";
import { EmptyState } from "@/components/empty-state";
import { type ListFilter, ListView } from "@/components/list/list-view";
import { PageHeader } from "@/components/page-header";
import { announcedAsButton, Button } from "@/components/ui/button";
import { listPageOf, useListParams } from "@/hooks/use-list-params";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { DriversTable } from "../components/drivers-table";

const INVITE_PATH = "/drivers/invite";

const filters: ListFilter<DriverListQuery>[] = [
  {
    param: "duty",
    label: "Duty",
    allLabel: "On or off duty",
    options: [
      { value: "on", label: "On duty" },
      { value: "off", label: "Off duty" },
    ],
    describe: (option) => option,
  },
  {
    param: "tracking",
    label: "Tracking",
    allLabel: "Any tracking",
    options: driverTrackingFilters.map((state) => ({
      value: state,
      label: trackingStateLabels[state],
    })),
  },
];

/** The page of drivers the address asks for, as DriversRoute reads it. */
export const prefetch: ScreenPrefetch = (queryClient, url) => {
  void queryClient.prefetchQuery(
    companyDriversQueryOptions(listPageOf(DriverListQuerySchema, url.searchParams)),
  );
};

/** /drivers: the company's drivers (spec part 2 §2), found by name, on duty or on the map. */
export function DriversRoute() {
  const params = useListParams(DriverListQuerySchema);
  const drivers = useDriverList(params.pageQuery);
  const counts = drivers.data?.counts;

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Drivers"
        descriptionPending={drivers.isPending}
        description={
          counts
            ? messages.lists.driversCount(counts.total, counts.onDuty)
            : "Who drives for your company, what they drive and how they are doing."
        }
        actions={
          <Button asChild {...announcedAsButton}>
            <Link to={INVITE_PATH}>
              <UserPlusIcon aria-hidden="true" />
              Add Driver
            </Link>
          </Button>
        }
      />
      <ListView
        params={params}
        result={drivers}
        things="drivers"
        search={{ label: "Search drivers", placeholder: "Name, email, phone or truck" }}
        filters={filters}
        order={driverListOrder}
        failedMessage={messages.drivers.failedToLoad}
        hasNone={(answer) => answer.counts.total === 0}
        nothingYet={
          <EmptyState
            icon={UsersIcon}
            title={messages.drivers.noneFound}
            description="Invite drivers by email. They appear here once they accept."
            action={
              <Button asChild {...announcedAsButton}>
                <Link to={INVITE_PATH}>Add Your First Driver</Link>
              </Button>
            }
          />
        }
        rows={(answer, view) => <DriversTable drivers={answer.drivers} {...view} />}
      />
    </div>
  );
}
