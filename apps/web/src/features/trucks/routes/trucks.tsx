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
import { t, translateMessage } from "@/lib/i18n";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { trucksQueryOptions, useTrucks } from "../api/get-trucks";
import { TrucksTable } from "../components/trucks-table";

const NEW_TRUCK_PATH = "/vehicles/new";

const filters = (): ListFilter<TruckListQuery>[] => [
  {
    param: "status",
    label: t("jobs.table.status"),
    allLabel: t("trucks.filter.allInService"),
    options: [
      { value: "active", label: t("trucks.status.active") },
      { value: "maintenance", label: t("trucks.status.maintenance") },
      { value: "inactive", label: t("trucks.status.inactive") },
      { value: "retired", label: t("trucks.retired") },
    ] satisfies { value: TruckListStatus; label: string }[],
  },
  {
    param: "driver",
    label: t("jobs.drivers.driver"),
    allLabel: t("trucks.filter.anyDriver"),
    options: [
      { value: "assigned", label: t("trucks.filter.assigned") },
      { value: "unassigned", label: t("trucks.unassigned") },
    ],
  },
];

function NoDriversHint({ drivers }: { drivers: ReturnType<typeof useCompanyDrivers> }) {
  if (drivers.isError) {
    return <p className="text-sm text-destructive">{t("trucks.driversFailed")}</p>;
  }
  if (drivers.data?.length !== 0) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {t("trucks.noDrivers")}{" "}
      <Link
        to="/drivers/invite"
        className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        {t("trucks.inviteDriver")}
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
        title={t("trucks.title")}
        descriptionPending={trucks.isPending}
        description={
          counts
            ? t("trucks.count", { inService: counts.inService, active: counts.active })
            : t("trucks.description")
        }
        actions={
          <Button asChild>
            <Link to={NEW_TRUCK_PATH}>
              <PlusIcon aria-hidden="true" />
              {t("trucks.add")}
            </Link>
          </Button>
        }
      />
      <ListView
        params={params}
        result={trucks}
        things="trucks"
        search={{ label: t("trucks.searchLabel"), placeholder: t("trucks.searchPlaceholder") }}
        filters={filters()}
        order={truckListOrder}
        failedMessage={t("trucks.listFailed")}
        hasNone={(answer) => answer.counts.inService === 0}
        nothingYet={
          <EmptyState
            icon={TruckIcon}
            title={translateMessage(messages.trucks.noneYet)}
            description={counts?.retired ? t("trucks.allRetired") : t("trucks.emptyHelp")}
            action={
              <Button asChild>
                <Link to={NEW_TRUCK_PATH}>{t("trucks.addFirst")}</Link>
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
