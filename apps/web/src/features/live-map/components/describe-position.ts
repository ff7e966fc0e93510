import { idleMinutes, type LivePosition } from "@haulwise/domain";
import { clock } from "@/lib/clock";
import { formatTime, timeAgo } from "@/lib/format";
import { t } from "@/lib/i18n";
import type { Description } from "../map/engine";
import { stateWordOf } from "../map/marker-style";

const MPS_TO_MPH = 2.236_936;

/** What a driver is doing, in words: 'Idle for 12 minutes', 'Moving · 31 mph', 'Tracking paused'. */
export function activityOf(position: LivePosition, now: Date): string {
  if (position.state === "idle" && position.idleSince) {
    return t("map.idleFor", { minutes: idleMinutes(position.idleSince, now) });
  }
  if (position.state === "moving" && position.speed !== null && position.speed > 0.5) {
    return t("map.moving", { speed: Math.round(position.speed * MPS_TO_MPH) });
  }
  return stateWordOf(position.state);
}

const phaseWords: Record<NonNullable<LivePosition["haul"]>["phase"], () => string> = {
  at_pit: () => t("map.phase.at_pit"),
  hauling: () => t("map.phase.hauling"),
  at_site: () => t("map.phase.at_site"),
  returning: () => t("map.phase.returning"),
};

/** Where the truck is in its haul ('At the pit', 'Hauling'…), when its job's route says so. */
export const haulPhaseOf = (position: LivePosition): string | null =>
  position.haul ? phaseWords[position.haul.phase]() : null;

export const titleOf = (position: LivePosition) =>
  position.truck ? `${position.name} · ${position.truck.name}` : position.name;

/** 'Last update 14:05 (3 minutes ago)'. */
export const lastUpdateOf = (position: LivePosition) =>
  t("map.lastUpdate", { time: formatTime(position.recordedAt), ago: timeAgo(position.recordedAt) });

/**
 * The info window of a driver's marker (spec part 2 §2): name, idle time, where the truck is
 * in its haul when its job has a route, last update.
 */
export function describePosition(position: LivePosition, now = clock.now()): Description {
  const haul = haulPhaseOf(position);
  return {
    title: titleOf(position),
    lines: [activityOf(position, now), ...(haul ? [haul] : []), lastUpdateOf(position)],
  };
}
