import {
  type DriverListQuery,
  DriverListQuerySchema,
  driverListOrder,
  driverTrackingFilters,
  messages,
} from "@haulwise/domain";
import { UserPlusIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { companyDriversQueryOptions, useDriverList } from "@/api/get-company-drivers";
import { EmptyState } from "@/components/empty-state";
import { type ListFilter, ListView } from "@/components/list/list-view";
import { PageHeader } from "@/components/page-header";
import { announcedAsButton, Button } from "@/components/ui/button";
import { listPageOf, useListParams } from "@/hooks/use-list-params";
import { t, translateMessage } from "@/lib/i18n";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { trackingStateWord } from "@/lib/tracking-state-words";
import { DriversTable } from "../components/drivers-table";

const INVITE_PATH = "/drivers/invite";

const filters = (): ListFilter<DriverListQuery>[] => [
  {
    param: "duty",
    label: t("drivers.filter.duty"),
    allLabel: t("drivers.filter.anyDuty"),
    options: [
      { value: "on", label: t("drivers.filter.on") },
      { value: "off", label: t("drivers.filter.off") },
    ],
    describe: (option) => option,
  },
  {
    param: "tracking",
    label: t("drivers.filter.tracking"),
    allLabel: t("drivers.filter.anyTracking"),
    options: driverTrackingFilters.map((state) => ({
      value: state,
      label: trackingStateWord(state),
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
        title={t("drivers.title")}
        descriptionPending={drivers.isPending}
        description={
          counts
            ? t("drivers.count", { total: counts.total, onDuty: counts.onDuty })
            : t("drivers.description")
        }
        actions={
          <Button asChild {...announcedAsButton}>
            <Link to={INVITE_PATH}>
              <UserPlusIcon aria-hidden="true" />
              {t("drivers.add")}
            </Link>
          </Button>
        }
      />
      <ListView
        params={params}
        result={drivers}
        things="drivers"
        search={{ label: t("drivers.searchLabel"), placeholder: t("drivers.searchPlaceholder") }}
        filters={filters()}
        order={driverListOrder}
        failedMessage={translateMessage(messages.drivers.failedToLoad)}
        hasNone={(answer) => answer.counts.total === 0}
        nothingYet={
          <EmptyState
            icon={UsersIcon}
            title={translateMessage(messages.drivers.noneFound)}
            description={t("drivers.emptyHelp")}
            action={
              <Button asChild {...announcedAsButton}>
                <Link to={INVITE_PATH}>{t("drivers.addFirst")}</Link>
              </Button>
            }
          />
        }
        rows={(answer, view) => <DriversTable drivers={answer.drivers} {...view} />}
      />
    </div>
  );
}
