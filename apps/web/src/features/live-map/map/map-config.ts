/** Where a live map starts before it has anything to show (spec part 2 §9). */
export const MAP_DEFAULTS = {
  center: { latitude: 37.7749, longitude: -122.4194 },
  zoom: 11,
  /** Fitting the map to its markers never zooms in closer than this. */
  maxFitZoom: 15,
  /** Embedded maps (dashboards, job tabs) are this tall. */
  embeddedHeightPx: 400,
} as const;
