/** What people read on a replay of a driver's day or of one load (part of `messages`). */

const METRES_PER_MILE = 1609.344;

/** "2 h 05 min", "14 min", "40 s". */
export function replayDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
}

export const replayMessages = {
  replay: "Replay",
  /** The accessible name of a replay link where several sit side by side. */
  replayOf: (name: string) => `Replay ${name}'s day`,
  title: (name: string) => `Replay: ${name}`,
  loadTitle: (name: string, loadNumber: number) => `Replay: ${name}, load #${loadNumber}`,
  description:
    "Play back where the truck went: stops with how long it stood, the sites it visited, and its speed.",
  dayLabel: "Day",
  driverLabel: "Driver",
  wholeDay: "Show the whole day",
  play: "Play",
  pause: "Pause",
  speedLabel: "Playback speed",
  speedOption: (speed: number) => `${speed}×`,
  speedHint: "1× plays one minute of the day each second.",
  follow: "Follow the truck",
  sliderLabel: "Time",
  mapLabel: (name: string) => `Replay map of ${name}'s day`,
  speedChart: "Speed chart",
  speedChartDescription: (peakMph: number) =>
    `Speed through the day, in miles per hour; the fastest moment was about ${peakMph} mph.`,
  unseen: "No signal",
  totalsHeading: "Totals",
  distance: "Distance",
  moving: "Moving",
  stopped: "Stopped",
  distanceValue: (metres: number) =>
    `${(metres / METRES_PER_MILE).toFixed(1)} mi (${(metres / 1000).toFixed(1)} km)`,
  duration: replayDuration,
  stopsHeading: "Stops",
  noStops: "No stops of 3 minutes or more.",
  stopLine: (from: string, to: string, ms: number) => `${from}–${to} · ${replayDuration(ms)}`,
  stopMarker: (from: string, ms: number) => `Stopped ${replayDuration(ms)} from ${from}`,
  jumpToStop: (from: string) => `Go to the stop at ${from}`,
  visitsHeading: "Site visits",
  noVisits: "No site visits counted this day.",
  visitLine: (site: string, from: string, to: string | null) =>
    to === null ? `${site}: arrived ${from}, still there` : `${site}: ${from}–${to}`,
  inferred: "placed across a silence",
  empty: "No positions were recorded for this day.",
  loadWindowEmpty:
    "No positions were recorded while this load was under way. The whole day may show more.",
  failed: "The replay could not be loaded",
  notYourDriver: "You can replay only your own company's drivers",
} as const;
