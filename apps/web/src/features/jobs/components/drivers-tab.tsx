import { type Job, messages } from "@haulwise/domain";
import { CheckIcon, HistoryIcon, Loader2Icon, UserMinusIcon, XIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { useJobRoster } from "@/api/get-job-roster";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { UserAvatar } from "@/components/user-avatar";
import { errorMessage } from "@/lib/api-error";
import { formatDate, splitMessage, timeAgo } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { type RosterAction, useChangeRoster } from "../api/change-roster";
import { AssignDriverForm } from "./assign-driver-form";
import { JobLocationCard } from "./job-location-card";

/**
 * The Active Drivers tab (spec part 2 §2): the job's live map (handed in), assign the
 * company's drivers, answer requests to join, the Driver Roster of active assignments (each
 * with a replay of their day), and
 * the Job Location card.
 */
export function DriversTab({ job, liveMap }: { job: Job; liveMap?: React.ReactNode }) {
  const roster = useJobRoster(job.id);
  const change = useChangeRoster(job.id);
  const active = roster.data?.filter((driver) => driver.status === "active") ?? [];
  const waiting = roster.data?.filter((driver) => driver.status === "pending") ?? [];
  const busyWith = change.isPending ? change.variables : undefined;
  const rosterError = splitMessage(translateMessage(messages.drivers.jobDriversError));

  async function handleChange(action: RosterAction, driverId: string, done: string) {
    try {
      await change.mutateAsync({ action, driverId });
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, t("jobs.drivers.failed")));
      return false;
    }
  }

  const isBusy = (action: RosterAction, driverId: string) =>
    busyWith?.action === action && busyWith.driverId === driverId;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 content-start gap-6">
        {liveMap}
        <Card>
          <CardHeader>
            <CardTitle>{t("jobs.drivers.assignTitle")}</CardTitle>
            <CardDescription>{t("jobs.drivers.assignDescription")}</CardDescription>
          </CardHeader>
          <CardContent>
            <AssignDriverForm
              roster={roster.data ?? []}
              pending={change.isPending && change.variables?.action === "assign"}
              onAssign={(driverId, name) =>
                handleChange("assign", driverId, t("jobs.drivers.assigned", { name }))
              }
            />
          </CardContent>
        </Card>

        {waiting.length > 0 ? (
          <Card>
            <CardHeader>
              <CardTitle>{t("jobs.drivers.requests")}</CardTitle>
              <CardDescription>{t("jobs.drivers.requestsDescription")}</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="divide-y rounded-lg border">
                {waiting.map((driver) => (
                  <li key={driver.driverId} className="flex flex-wrap items-center gap-3 p-3">
                    <UserAvatar name={driver.name} src={driver.avatarUrl} size="xs" />
                    <div className="grid min-w-0 flex-1 basis-40">
                      <span className="font-medium">{driver.name}</span>
                      {driver.requestedAt ? (
                        <span className="text-xs text-muted-foreground">
                          {t("jobs.drivers.asked", { when: timeAgo(driver.requestedAt) })}
                        </span>
                      ) : null}
                    </div>
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        disabled={change.isPending}
                        onClick={() =>
                          void handleChange(
                            "approve",
                            driver.driverId,
                            t("jobs.drivers.joined", { name: driver.name }),
                          )
                        }
                      >
                        {isBusy("approve", driver.driverId) ? (
                          <Loader2Icon aria-hidden="true" className="animate-spin" />
                        ) : (
                          <CheckIcon aria-hidden="true" />
                        )}
                        {t("jobs.drivers.approve")}
                        <span className="sr-only"> {driver.name}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={change.isPending}
                        onClick={() =>
                          void handleChange(
                            "remove",
                            driver.driverId,
                            t("jobs.drivers.declined", { name: driver.name }),
                          )
                        }
                      >
                        <XIcon aria-hidden="true" />
                        {t("jobs.drivers.decline")}
                        <span className="sr-only"> {driver.name}</span>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}

        <Card>
          <CardHeader>
            <CardTitle>{t("jobs.drivers.roster")}</CardTitle>
            <CardDescription>{t("jobs.drivers.rosterDescription")}</CardDescription>
          </CardHeader>
          <CardContent>
            {roster.isPending ? (
              <div aria-hidden="true" className="grid gap-2">
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
              </div>
            ) : roster.isError ? (
              <Alert variant="destructive">
                <AlertTitle>{rosterError.title}</AlertTitle>
                <p className="col-start-2 text-sm">{rosterError.description}</p>
              </Alert>
            ) : active.length === 0 ? (
              <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
                {translateMessage(messages.jobs.noRosterDrivers)}
              </p>
            ) : (
              <ul aria-label={t("jobs.drivers.roster")} className="divide-y rounded-lg border">
                {active.map((driver) => (
                  <li key={driver.driverId} className="flex flex-wrap items-center gap-3 p-3">
                    <UserAvatar name={driver.name} src={driver.avatarUrl} size="xs" />
                    <div className="grid min-w-0 flex-1 basis-40">
                      <span className="font-medium">{driver.name}</span>
                      {driver.joinedAt ? (
                        <span className="text-xs text-muted-foreground">
                          {t("jobs.drivers.joinedOn", { date: formatDate(driver.joinedAt) })}
                        </span>
                      ) : null}
                    </div>
                    <Button asChild size="sm" variant="outline">
                      <Link to={`/replay/${encodeURIComponent(driver.driverId)}`}>
                        <HistoryIcon aria-hidden="true" />
                        {translateMessage(messages.replay.replay)}
                      </Link>
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={change.isPending}
                      onClick={() =>
                        void handleChange(
                          "remove",
                          driver.driverId,
                          t("jobs.drivers.removed", { name: driver.name }),
                        )
                      }
                    >
                      {isBusy("remove", driver.driverId) ? (
                        <Loader2Icon aria-hidden="true" className="animate-spin" />
                      ) : (
                        <UserMinusIcon aria-hidden="true" />
                      )}
                      {t("jobs.drivers.remove")}
                      <span className="sr-only">
                        {t("jobs.drivers.removeWhich", { name: driver.name })}
                      </span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="grid content-start gap-6">
        <JobLocationCard job={job} />
      </div>
    </div>
  );
}
