import { type FleetSummary, trackingStateLabels } from "@haulwise/domain";
import { formatDistanceToNow } from "date-fns";
import { ClockIcon, MapPinIcon } from "lucide-react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { UserAvatar } from "@/components/user-avatar";

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
    <ul aria-label="Recent activity" className="divide-y">
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
                  ? `Last position ${formatDistanceToNow(new Date(item.lastSeenAt), { addSuffix: true })}`
                  : "No position shared yet"}
              </span>
            </p>
          </div>
          <div className="flex flex-col items-end gap-1">
            <Badge variant={tones[item.tracking]}>{trackingStateLabels[item.tracking]}</Badge>
            {item.etaMinutes !== null ? (
              <span className="flex items-center gap-1 text-sm font-medium">
                <ClockIcon aria-hidden="true" className="size-3.5" />
                ETA {item.etaMinutes} min
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
