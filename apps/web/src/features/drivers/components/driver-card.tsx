import { type DriverCard as DriverCardData, messages } from "@haulwise/domain";
import { formatDistanceToNow } from "date-fns";
import { MailIcon, PhoneIcon, StarIcon, TruckIcon } from "lucide-react";
import type * as React from "react";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { UserAvatar } from "@/components/user-avatar";
import { DriverStatusBadge } from "./driver-status-badge";

export type DriverCardProps = {
  driver: DriverCardData;
  /** Rate and remove controls, placed in the card's footer. */
  actions?: React.ReactNode;
};

const linkClass =
  "inline-flex min-w-0 items-center gap-2 rounded-sm text-sm text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";

function Stat({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Spec part 2 §2, Drivers: one driver's card, every figure computed by the server. */
export function DriverCard({ driver, actions }: DriverCardProps) {
  const ratingPercent = driver.rating === null ? 0 : Math.min(100, (driver.rating / 5) * 100);
  const headingId = `driver-${driver.id}-name`;
  return (
    <Card aria-labelledby={headingId} role="article" className="h-full gap-4 py-5">
      <CardContent className="grid flex-1 grid-cols-1 content-start gap-4 px-5">
        <div className="flex items-start gap-3">
          <UserAvatar name={driver.name} src={driver.avatarUrl} size="xs" className="size-12" />
          <div className="grid min-w-0 flex-1 gap-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={headingId} className="min-w-0 font-semibold break-words">
                {driver.name}
              </h2>
              <DriverStatusBadge status={driver.status} />
            </div>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <TruckIcon aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">
                {driver.vehicle ? `Driving: ${driver.vehicle.name}` : messages.drivers.notAssigned}
              </span>
            </p>
          </div>
        </div>

        <div className="grid grid-cols-1 gap-1.5">
          {driver.phone ? (
            <a href={`tel:${driver.phone}`} className={linkClass}>
              <PhoneIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="truncate">{driver.phone}</span>
            </a>
          ) : (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
              No phone number
            </p>
          )}
          <a href={`mailto:${driver.email}`} className={linkClass}>
            <MailIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate" title={driver.email}>
              {driver.email}
            </span>
          </a>
        </div>

        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="flex items-center gap-1.5 font-medium">
              <StarIcon aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              {driver.rating === null ? (
                messages.drivers.noRatings
              ) : (
                <span>
                  {driver.rating.toFixed(1)} <span className="text-muted-foreground">/ 5</span>
                </span>
              )}
            </span>
            {driver.ratingCount > 0 ? (
              <span className="text-xs text-muted-foreground">
                {driver.ratingCount} {driver.ratingCount === 1 ? "rating" : "ratings"}
                {driver.myRating !== null ? ` · yours ${driver.myRating}` : ""}
              </span>
            ) : null}
          </div>
          <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
            <div
              data-testid="rating-bar"
              className="h-full rounded-full bg-amber-500"
              style={{ width: `${ratingPercent}%` }}
            />
          </div>
        </div>

        <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/60 p-3">
          <Stat label="Trips" value={driver.tripsCompleted} />
          <Stat label="Hours" value={driver.hoursLogged} />
          <Stat
            label="Last active"
            value={
              driver.lastActiveAt ? (
                <time
                  dateTime={driver.lastActiveAt}
                  title={new Date(driver.lastActiveAt).toLocaleString()}
                  className="text-sm font-medium"
                >
                  {formatDistanceToNow(new Date(driver.lastActiveAt), { addSuffix: true })}
                </time>
              ) : (
                <span className="text-sm font-medium text-muted-foreground">Not yet</span>
              )
            }
          />
        </dl>
      </CardContent>
      {actions ? <CardFooter className="gap-2 px-5">{actions}</CardFooter> : null}
    </Card>
  );
}
