import { type DriverCard, messages } from "@haulwise/domain";
import { MailIcon, PhoneIcon, StarIcon } from "lucide-react";
import type * as React from "react";
import { timeAgo } from "@/lib/format";
import { currentLocale, t, translateMessage } from "@/lib/i18n";
import { cn } from "@/lib/utils";

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

/** When the driver last did anything, as a time ago with the moment on hover. */
export function LastActive({ at }: { at: string | null }) {
  return at ? (
    <time dateTime={at} title={new Date(at).toLocaleString(currentLocale())}>
      {timeAgo(at)}
    </time>
  ) : (
    <span className="text-muted-foreground">{t("drivers.notYet")}</span>
  );
}

/** The driver's rating out of 5, or that nobody has rated them yet. */
export function DriverRating({ driver, className }: { driver: DriverCard; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1.5 whitespace-nowrap", className)}>
      <StarIcon aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      {driver.rating === null ? (
        translateMessage(messages.drivers.noRatings)
      ) : (
        <span>
          {driver.rating.toFixed(1)} <span className="text-muted-foreground">/ 5</span>
        </span>
      )}
    </span>
  );
}

/**
 * Spec part 2 §2, Drivers: what a driver's card holds under their name, every figure
 * computed by the server: phone and e-mail links, rating with its bar (width rating/5),
 * trips, hours, last activity, and the rate and remove controls.
 */
export function DriverDetails({
  driver,
  actions,
}: {
  driver: DriverCard;
  actions?: React.ReactNode;
}) {
  const ratingPercent = driver.rating === null ? 0 : Math.min(100, (driver.rating / 5) * 100);
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-1 gap-1.5">
        {driver.phone ? (
          <a href={`tel:${driver.phone}`} className={linkClass}>
            <PhoneIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate">{driver.phone}</span>
          </a>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <PhoneIcon aria-hidden="true" className="size-4 shrink-0" />
            {t("drivers.noPhone")}
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
        <div className="flex items-baseline justify-between gap-2 text-sm font-medium">
          <DriverRating driver={driver} />
          {driver.ratingCount > 0 ? (
            <span className="text-xs font-normal text-muted-foreground">
              {t("drivers.ratings", { count: driver.ratingCount })}
              {driver.myRating !== null
                ? ` · ${t("drivers.yours", { rating: driver.myRating })}`
                : ""}
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
        <Stat label={t("drivers.trips")} value={driver.tripsCompleted} />
        <Stat label={t("drivers.hours")} value={driver.hoursLogged} />
        <Stat
          label={t("drivers.lastActive")}
          value={
            <span className="text-sm font-medium">
              <LastActive at={driver.lastActiveAt} />
            </span>
          }
        />
      </dl>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
