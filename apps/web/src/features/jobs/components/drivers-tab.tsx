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
import { toast } from "@/lib/toast";
import { type RosterAction, useChangeRoster } from "../api/change-roster";
import { AssignDriverForm } from "./assign-driver-form";
import { JobLocationCard } from "./job-location-card";

const rosterError = splitMessage(messages.drivers.jobDriversError);

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

  async function handleChange(action: RosterAction, driverId: string, done: string) {
    try {
      await change.mutateAsync({ action, driverId });
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, "That did not work. Please try again."));
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
            <CardTitle>Assign a driver</CardTitle>
            <CardDescription>
              Drivers on the job see it under My Jobs and can be sent its documents.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AssignDriverForm
              roster={roster.data ?? []}
              pending={change.isPending && change.variables?.action === "assign"}
              onAssign={(driverId, name) =>
                handleChange("assign", driverId, `${name} assigned to this job`)
              }
            />
          </CardContent>
        </Card>

        {waiting.length > 0 ? (
          <Card>
            <CardHeader>
              <CardTitle>Requests to join</CardTitle>
              <CardDescription>Drivers of your company who asked to work this job.</CardDescription>
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
                          Asked {timeAgo(driver.requestedAt)}
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
                            `${driver.name} joined this job`,
                          )
                        }
                      >
                        {isBusy("approve", driver.driverId) ? (
                          <Loader2Icon aria-hidden="true" className="animate-spin" />
                        ) : (
                          <CheckIcon aria-hidden="true" />
                        )}
                        Approve<span className="sr-only"> {driver.name}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={change.isPending}
                        onClick={() =>
                          void handleChange(
                            "remove",
                            driver.driverId,
                            `Request from ${driver.name} declined`,
                          )
                        }
                      >
                        <XIcon aria-hidden="true" />
                        Decline<span className="sr-only"> {driver.name}</span>
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
            <CardTitle>Driver Roster</CardTitle>
            <CardDescription>Drivers working this job now.</CardDescription>
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
                {messages.jobs.noRosterDrivers}
              </p>
            ) : (
              <ul aria-label="Driver Roster" className="divide-y rounded-lg border">
                {active.map((driver) => (
                  <li key={driver.driverId} className="flex flex-wrap items-center gap-3 p-3">
                    <UserAvatar name={driver.name} src={driver.avatarUrl} size="xs" />
                    <div className="grid min-w-0 flex-1 basis-40">
                      <span className="font-medium">{driver.name}</span>
                      {driver.joinedAt ? (
                        <span className="text-xs text-muted-foreground">
                          Joined {formatDate(driver.joinedAt)}
                        </span>
                      ) : null}
                    </div>
                    <Button asChild size="sm" variant="outline">
                      <Link to={`/replay/${encodeURIComponent(driver.driverId)}`}>
                        <HistoryIcon aria-hidden="true" />
                        {messages.replay.replay}
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
                          `${driver.name} taken off this job`,
                        )
                      }
                    >
                      {isBusy("remove", driver.driverId) ? (
                        <Loader2Icon aria-hidden="true" className="animate-spin" />
                      ) : (
                        <UserMinusIcon aria-hidden="true" />
                      )}
                      Remove<span className="sr-only"> {driver.name} from this job</span>
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
