import { TRACKING, type TrackingState, trackingStateLabels } from "@haulwise/domain";
import { trackingStateWord } from "@/lib/tracking-state-words";

/** A truck's marker as the map draws it and the legend describes it. */
export type MarkerLook = { fill: string; label: string };

/**
 * Marker colours (spec part 2 §2: orange when idle, red otherwise), with grey for a driver
 * whose phone has stopped reporting: a pause is shown as what it is, never as idle or moving.
 */
export const markerLooks: Record<Exclude<TrackingState, "off_duty">, MarkerLook> = {
  moving: { fill: "#dc2626", label: trackingStateLabels.moving },
  idle: { fill: "#f97316", label: trackingStateLabels.idle },
  paused: { fill: "#78716c", label: trackingStateLabels.paused },
  stopped: { fill: "#78716c", label: trackingStateLabels.stopped },
};

/** A tracking state in the language on screen ('Moving', 'En movimiento'). */
export const stateWordOf = trackingStateWord;

export function markerLookOf(state: TrackingState): MarkerLook {
  return state === "off_duty" ? markerLooks.stopped : markerLooks[state];
}

/**
 * A position this old is faded: the truck has likely moved on since, whether its phone went
 * quiet or the viewer's own connection did (then nothing newer can arrive to say so).
 */
export const STALE_POSITION_MS = TRACKING.pausedAfterMs;

/** Faded markers are drawn (and listed) at this opacity. */
export const STALE_OPACITY = 0.35;

export const isStalePosition = (position: { recordedAt: string }, nowMs: number) =>
  !(nowMs - Date.parse(position.recordedAt) < STALE_POSITION_MS);

/** Leaflet path options for a truck: a filled circle with a ring that stands out on either theme. */
export function markerPathOptions(
  state: TrackingState,
  dark: boolean,
  selected: boolean,
  stale = false,
) {
  return {
    radius: selected ? 10 : 7,
    fillColor: markerLookOf(state).fill,
    fillOpacity: stale ? STALE_OPACITY : 1,
    color: dark ? "#0c0a09" : "#ffffff",
    opacity: stale ? STALE_OPACITY : 1,
    weight: selected ? 3 : 2,
  };
}
