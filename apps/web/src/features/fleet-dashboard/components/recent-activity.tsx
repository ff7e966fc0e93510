import type { FleetSummary } from "@haulwise/domain";
import { ClockIcon, MapPinIcon } from "lucide-react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { UserAvatar } from "@/components/user-avatar";
import { timeAgo } from "@/lib/format";
import { t } from "@/lib/i18n";
import { trackingStateWord } from "@/lib/tracking-state-words";

type Activity = FleetSummary["recentActivity"][number];

/** The live map's words for the driver; green only while their position is getting through. */
const tones: Record<Activity["tracking"], BadgeVariant> = {
  moving: "success",
  idle: "warning",
  paused: "muted",
  stopped: "muted",
  off_duty: "muted",
};

/** Up to three active trucks with their drivers; an ETA only where positions give one. */
export function RecentActivity({ items }: { items: Activity[] }) {
  return (
    <ul aria-label={t("fleet.recentLabel")} className="divide-y">
      {items.map((item) => (
        <li
          key={item.truckId}
          className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0"
        >
          <UserAvatar
            name={item.driverName}
            src={item.driverAvatarUrl}
            size="xs"
            className="size-10"
          />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="truncate font-medium">{item.driverName}</p>
            <p className="text-sm text-muted-foreground">
              {item.truckName} · <span className="font-mono">{item.plate}</span>
            </p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
              {item.jobTitle ? (
                <span className="flex items-center gap-1">
                  <MapPinIcon aria-hidden="true" className="size-3.5" />
                  {item.jobTitle}
                </span>
              ) : null}
              <span>
                {item.lastSeenAt
                  ? t("fleet.lastPosition", { ago: timeAgo(item.lastSeenAt) })
                  : t("fleet.noPosition")}
              </span>
            </p>
          </div>
          <div className="flex flex-col items-end gap-1">
            <Badge variant={tones[item.tracking]}>{trackingStateWord(item.tracking)}</Badge>
            {item.etaMinutes !== null ? (
              <span className="flex items-center gap-1 text-sm font-medium">
                <ClockIcon aria-hidden="true" className="size-3.5" />
                {t("fleet.eta", { minutes: item.etaMinutes })}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
