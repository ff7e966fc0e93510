import { type TrackingState, trackingStateLabels } from "@haulwise/domain";

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

export function markerLookOf(state: TrackingState): MarkerLook {
  return state === "off_duty" ? markerLooks.stopped : markerLooks[state];
}

/** Leaflet path options for a truck: a filled circle with a ring that stands out on either theme. */
export function markerPathOptions(state: TrackingState, dark: boolean, selected: boolean) {
  return {
    radius: selected ? 10 : 7,
    fillColor: markerLookOf(state).fill,
    fillOpacity: 1,
    color: dark ? "#0c0a09" : "#ffffff",
    weight: selected ? 3 : 2,
  };
}
