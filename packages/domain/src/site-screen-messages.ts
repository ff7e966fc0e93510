/** What the Sites screen and the maps say about sites (part of `messages`). */
export const siteScreenMessages = {
  title: "Sites",
  description: "Pits, dump sites and job sites: the fences that count your trucks' loads.",
  newSite: "New site",
  drawHeading: "Draw a site",
  editHeading: "Edit site",
  name: "Name",
  address: "Address",
  addressHint: "Optional. Find on map starts the circle at its ZIP code or town.",
  findOnMap: "Find on map",
  shape: "Fence",
  circle: "Circle",
  polygon: "Polygon",
  radius: "Radius (metres)",
  minDwell: "Minimum stay (minutes)",
  minDwellHint:
    "Shorter stays are drive-throughs. Empty: 2 minutes where trucks load, 1 where they dump.",
  circleHint:
    "Click the map to place the circle's centre, then drag the handle on its edge to set its radius.",
  polygonHint: (corners: number) =>
    corners === 0
      ? "Click the map at each corner of the site, in order around it."
      : `${corners} ${corners === 1 ? "corner" : "corners"} placed. Keep clicking corners in order around the site; drag a corner to move it.`,
  pickCircle: "Click the map where the site's centre is",
  pickPolygon: "Click the map at the site's next corner",
  undoCorner: "Undo last corner",
  clearCorners: "Clear corners",
  noFenceYet: "Draw the site's fence: click the map, or find its address.",
  save: "Save site",
  cancel: "Cancel",
  created: (name: string) => `${name} saved: its loads are counted from the last 7 days`,
  updated: (name: string) => `${name} saved: the last 7 days are counted again`,
  saveFailed: "The site could not be saved. Please try again.",
  archive: "Archive",
  archiveTitle: (name: string) => `Archive ${name}?`,
  archiveDescription:
    "It leaves the maps and stops counting loads from now. The loads it counted stay.",
  archived: (name: string) => `${name} archived`,
  archiveFailed: "The site could not be archived. Please try again.",
  list: "Your sites",
  none: "No sites yet. Draw your pit and your dump site, and Haulwise counts every load between them.",
  loadFailed: "Your sites could not be loaded.",
  circleSummary: (radius: number) => `Circle, radius ${Math.round(radius)} m`,
  polygonSummary: (corners: number) => `Polygon, ${corners} corners`,
  dwellSummary: (seconds: number | null) =>
    seconds === null
      ? "Minimum stay: 2 min loading, 1 min dumping"
      : `Minimum stay: ${Math.round((seconds / 60) * 10) / 10} min`,
  mapLabel: "Map of your sites",
  haulRoute: "Haul route",
  haulRouteHelp:
    "Where this job's trucks load and where they dump: Haulwise counts a load each time a truck goes from one to the other.",
  loadSite: "Load site",
  dumpSite: "Dump site",
  noSite: "No site",
  saveRoute: "Save haul route",
  routeSaved: "Haul route saved: the last 7 days are counted again",
  routeFailed: "The haul route could not be saved. Please try again.",
  routeSummary: (load: string | null, dump: string | null) =>
    load && dump
      ? `Loads at ${load}, dumps at ${dump}`
      : load
        ? `Loads at ${load}; no dump site yet`
        : dump
          ? `Dumps at ${dump}; no load site yet`
          : "No haul route yet: loads are not counted for this job.",
  drawSitesFirst: "Draw your pit and dump site on the Sites page first.",
  goToSites: "Go to Sites",
  stopsHeading: (name: string) => `Where ${name} stopped today`,
  stopLine: (from: string, to: string, minutes: number) => `${from} to ${to}, ${minutes} min`,
  stopAtSite: (site: string) => `at ${site}`,
  makeSiteHere: "Make a site here",
  stopSiteName: (name: string, at: string) => `Stop of ${name} at ${at}`,
  suggestions: "Suggested sites",
  suggestionsHelp:
    "Places where your trucks stopped again and again. The dashed fence is drawn around the stops.",
  dismiss: "Dismiss",
  ticketNumber: "Ticket number",
  weight: "Weight (tons)",
  addTicket: "Add ticket",
  ticketLabel: (site: string) => `Ticket for the load delivered at ${site}`,
  markHeading: "Mark a site",
  markHelp:
    "Standing at this job's pit or dump site? Mark it where you are: Haulwise draws a circle around you for your contractor to adjust, and counts your loads from it.",
  markPit: "This is the pit",
  markDump: "This is the dump site",
  marking: "Finding your position…",
  marked: (name: string) => `${name} marked where you are`,
  markNeedsLocation:
    "Haulwise cannot read your position. Allow location for Haulwise in your browser, then try again.",
  markFailed: "The site could not be marked. Please try again.",
} as const;

/** What a job's Load Cycles tab says (part of `messages`). */
export const cycleScreenMessages = {
  tab: "Load Cycles",
  day: "Day",
  downloadCsv: "Download CSV",
  loadFailed: "The load cycles could not be loaded.",
  reconciliationFailed: "The reconciliation could not be loaded.",
  noRoute:
    "This job has no haul route yet: choose its load site and dump site on the job's page, and Haulwise counts the last 7 days again.",
  counted: "Counted loads",
  ticketed: "Ticketed",
  notTicketed: "Not yet ticketed",
  inferred: "Across a GPS gap",
  longestWait: (name: string, truck: string | null, duration: string, site: string | null) =>
    `Longest wait at ${site ?? "the load site"}: ${name}${truck ? ` (${truck})` : ""}, ${duration} in one visit.`,
  noWaits: "No truck has loaded here on this day yet.",
  aDriver: "A driver",
  reconciliation: "Loads and tickets",
  reconciliationSummary: (matched: number, cycles: number, tickets: number) =>
    `${matched} of ${cycles} counted ${cycles === 1 ? "load has" : "loads have"} a ticket; ${tickets} ${tickets === 1 ? "ticket" : "tickets"} recorded.`,
  cyclesWithoutTicket: (count: number) => `Counted, no ticket yet (${count})`,
  ticketsWithoutCycle: (count: number) => `Tickets with no counted load (${count})`,
  cyclesWithTicket: (count: number) => `Counted and ticketed (${count})`,
  noneTicketed: "No counted load has its ticket yet.",
  allTicketed: "Every counted load has its ticket.",
  allExplained: "Every ticket matches a counted load.",
  cycleLine: (driver: string, loadedAt: string, dumpedAt: string) =>
    `${driver}: loaded ${loadedAt}, dumped by ${dumpedAt}`,
  inferredMark: "counted across a GPS gap",
  ticketLine: (loadNumber: number, ticket: string | null, driver: string, at: string) =>
    `Load #${loadNumber}${ticket ? ` (ticket ${ticket})` : ""}, ${driver}, delivered ${at}`,
  perJob: "Where the time went",
  perTruck: "Per truck",
  leg: "Leg",
  count: "Count",
  median: "Median",
  p90: "90th percentile",
  truck: "Truck",
  loads: "Loads",
  legMedianP90: (leg: string) => `${leg} (median / 90th)`,
  legs: {
    atLoad: "At the load site",
    haul: "Haul",
    atDump: "At the dump",
    return: "Return",
    cycle: "Whole cycle",
  },
  timeline: "The day's cycles per truck",
  timelineKey: "Timeline colours",
  evidence: "Evidence",
  evidenceFor: (driver: string, loadedAt: string) => `Evidence for ${driver}'s load at ${loadedAt}`,
  evidenceTitle: (driver: string) => `How ${driver}'s load was counted`,
  evidenceHelp:
    "The visits that make this load, and the GPS fixes that placed the truck at each site. The line on the map joins the fixes, oldest first.",
  evidenceFailed: "The evidence for this load could not be loaded.",
  visitLine: (
    role: "load" | "dump",
    site: string,
    arrived: string,
    departed: string,
    stayed: string,
    minimum: string,
  ) =>
    `${role === "load" ? "Loaded" : "Dumped"} at ${site}: arrived ${arrived}, left ${departed}, stayed ${stayed} (at least ${minimum} counts)`,
  visitInferred: "Counted across a GPS gap: the phone was silent here, on both sides of the fence.",
  visitFixes: (fixes: number, inside: number, ignored: number) =>
    `${fixes} ${fixes === 1 ? "fix" : "fixes"}, ${inside} inside the fence${
      ignored > 0 ? `, ${ignored} too rough to count` : ""
    }`,
  evidenceTicket: (loadNumber: number, ticket: string | null) =>
    `Ticketed: Load #${loadNumber}${ticket ? ` (ticket ${ticket})` : ""}`,
  evidenceNoTicket: "No ticket yet: this load is not billed.",
  evidenceMap: "Map of this load's visits",
  evidenceMapNote: "The fences are the job's load and dump sites; the line joins the fixes.",
  showAll: (count: number) => `Show all ${count}`,
  showFewer: "Show fewer",
  countedToday: (counted: number, ticketed: number) =>
    `${counted} counted by GPS today, ${counted - ticketed} not yet ticketed`,
  countedInRange: (counted: number, ticketed: number) =>
    `Counted by GPS: ${counted} ${counted === 1 ? "load" : "loads"}, ${ticketed} of them ticketed, ${counted - ticketed} not yet ticketed.`,
  timelineLabel: (trucks: number, cycles: number) =>
    `Timeline of ${cycles} ${cycles === 1 ? "cycle" : "cycles"} by ${trucks} ${trucks === 1 ? "truck" : "trucks"}; the tables above give the same times in numbers.`,
} as const;
