import { dashboardPathFor, messages } from "@haulwise/domain";
import { format } from "date-fns";
import { TruckIcon } from "lucide-react";
import type * as React from "react";
import { Link, useLocation } from "react-router";
import { useMe } from "@/api/get-me";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage, isApiError } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { localDate } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";

import { roleOf } from "@/lib/session";
import { useFleetSummary } from "../api/get-fleet-summary";
import { FleetFigures } from "../components/fleet-figures";
import { RecentActivity } from "../components/recent-activity";

const NEW_VEHICLE_PATH = "/vehicles/new";

function EmptyFleet() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <TruckIcon aria-hidden="true" className="size-6" />
        </span>
        <div className="grid gap-1">
          <h2 className="font-semibold">{t("fleet.noVehicles")}</h2>
          <p className="text-sm text-muted-foreground">{t("fleet.noVehiclesHelp")}</p>
        </div>
        <Button asChild>
          <Link to={NEW_VEHICLE_PATH}>{t("fleet.addVehicle")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** For someone who runs no company: where their own work is, unless this page is it. */
function NoFleet({ ownDashboard }: { ownDashboard: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("fleet.noFleet")}</CardTitle>
        <CardDescription>
          {t("fleet.noFleetHelp")}
          {ownDashboard ? ` ${t("fleet.ownWork")}` : null}
        </CardDescription>
      </CardHeader>
      {ownDashboard ? (
        <CardContent>
          <Button asChild variant="outline">
            <Link to={ownDashboard}>{t("fleet.goToDashboard")}</Link>
          </Button>
        </CardContent>
      ) : null}
    </Card>
  );
}

/**
 * /dashboard, the general dashboard (spec part 1 §2) with real figures only. The app layer
 * hands in the Fleet Location map (another feature's).
 */
export function DashboardRoute({ fleetMap }: { fleetMap?: React.ReactNode }) {
  const me = useMe();
  // A fleet is a company's, and only the contractor who runs one may read it: anyone else
  // would only be refused.
  const runsCompany = Boolean(me.data?.profile?.companyId);
  const summary = useFleetSummary({ enabled: runsCompany });
  const { pathname } = useLocation();
  const ownDashboard = dashboardPathFor(roleOf(me.data));
  const noFleet = <NoFleet ownDashboard={ownDashboard === pathname ? null : ownDashboard} />;
  const today = localDate(clock.now(), "EEEE d MMMM yyyy", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });

  const loading = (
    <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{translateMessage(messages.guard.loading)}</span>
      {["vehicles", "drivers", "trend"].map((key) => (
        <Skeleton key={key} className="h-32 rounded-xl" />
      ))}
    </div>
  );

  let content: React.ReactNode;
  if (me.isPending) {
    content = loading;
  } else if (!runsCompany) {
    content = noFleet;
  } else if (summary.isPending) {
    content = loading;
  } else if (summary.isError) {
    content =
      isApiError(summary.error) && summary.error.status === 403 ? (
        noFleet
      ) : (
        <QueryError
          message={errorMessage(summary.error, messages.vehicles.failedToLoad)}
          onRetry={() => summary.refetch()}
        />
      );
  } else {
    const data = summary.data;
    content = (
      <>
        <FleetFigures summary={data} />
        {fleetMap}
        {data.totalVehicles === 0 ? (
          <EmptyFleet />
        ) : (
          <Card>
            <CardHeader>
              <CardTitle>{t("fleet.recent")}</CardTitle>
              <CardDescription>{t("fleet.recentDescription")}</CardDescription>
            </CardHeader>
            <CardContent>
              {data.recentActivity.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  {t("fleet.noActiveTruck")}{" "}
                  <Link
                    to="/vehicles"
                    className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  >
                    {t("fleet.assignTrucks")}
                  </Link>
                </p>
              ) : (
                <RecentActivity items={data.recentActivity} />
              )}
            </CardContent>
          </Card>
        )}
      </>
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("fleet.title")}
        description={<time dateTime={format(clock.now(), "yyyy-MM-dd")}>{today}</time>}
      />
      {content}
    </div>
  );
}
