import {
  DriverListQuerySchema,
  type DriverSort,
  driverSortFirst,
  driverTrackingFilters,
  LIST_PAGE_SIZE,
  messages,
  trackingStateLabels,
} from "@haulwise/domain";
import { UserPlusIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { useDriverList } from "@/api/get-company-drivers";
import { EmptyState } from "@/components/empty-state";
import { FilterSelect } from "@/components/list/filter-select";
import { ListBody, ListToolbar } from "@/components/list/list-body";
import { NoMatches } from "@/components/list/no-matches";
import { SearchBox } from "@/components/list/search-box";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useListParams } from "@/hooks/use-list-params";
import { DriversTable } from "../components/drivers-table";

const INVITE_PATH = "/drivers/invite";

const dutyOptions = [
  { value: "on", label: "On duty" },
  { value: "off", label: "Off duty" },
];
const trackingOptions = driverTrackingFilters.map((state) => ({
  value: state,
  label: trackingStateLabels[state],
}));
const firstDirection = (key: string) => driverSortFirst[key as DriverSort];

/** /drivers: the company's drivers (spec part 2 §2), found by name, on duty or on the map. */
export function DriversRoute() {
  const { query, update, filtered, clear } = useListParams(DriverListQuerySchema);
  const drivers = useDriverList({ ...query, pageSize: LIST_PAGE_SIZE });
  const counts = drivers.data?.counts;
  const sortKey = query.sort ?? "name";

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Drivers"
        description={
          counts
            ? messages.lists.driversCount(counts.total, counts.onDuty)
            : "Who drives for your company, what they drive and how they are doing."
        }
        actions={
          <Button asChild>
            <Link to={INVITE_PATH}>
              <UserPlusIcon aria-hidden="true" />
              Add Driver
            </Link>
          </Button>
        }
      />
      <ListToolbar
        search={
          <SearchBox
            label="Search drivers"
            placeholder="Name, email, phone or truck"
            value={query.q}
            onSearch={(q) => update({ q })}
          />
        }
      >
        <FilterSelect
          label="Duty"
          allLabel="On or off duty"
          options={dutyOptions}
          value={query.duty}
          onChange={(duty) => update({ duty })}
        />
        <FilterSelect
          label="Tracking"
          allLabel="Any tracking"
          options={trackingOptions}
          value={query.tracking}
          onChange={(tracking) => update({ tracking })}
        />
      </ListToolbar>
      <ListBody
        result={drivers}
        things="drivers"
        failedMessage={messages.drivers.failedToLoad}
        isNothingYet={(answer) => !filtered && answer.counts.total === 0}
        nothingYet={
          <EmptyState
            icon={UsersIcon}
            title={messages.drivers.noneFound}
            description="Invite drivers by email. They appear here once they accept."
            action={
              <Button asChild>
                <Link to={INVITE_PATH}>Add Your First Driver</Link>
              </Button>
            }
          />
        }
        noMatches={
          <NoMatches
            things="drivers"
            search={query.q}
            filters={[
              query.duty && (query.duty === "on" ? "On duty" : "Off duty"),
              query.tracking && `Tracking: ${trackingStateLabels[query.tracking]}`,
            ].filter((filter): filter is string => Boolean(filter))}
            onClear={clear}
          />
        }
        rows={(answer) => (
          <DriversTable
            drivers={answer.drivers}
            sort={{ key: sortKey, dir: query.dir ?? firstDirection(sortKey) }}
            onSort={(next) => update({ sort: next.key as DriverSort, dir: next.dir })}
            firstDirection={firstDirection}
            busy={drivers.isPlaceholderData}
          />
        )}
        onPage={(page) => update({ page })}
      />
    </div>
  );
}
