/** What people read about sites, visits and load cycles (part of `messages`). */

const durationWords = (seconds: number) => {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return `${Math.round(seconds)} s`;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

export const sitesMessages = {
  notFound: "Site not found",
  contractorsOnly: "Only the company's contractor can change its sites",
  nameRequired: "Name the site",
  nameTooLong: (max: number) => `A site name can be at most ${max} characters`,
  addressTooLong: (max: number) => `An address can be at most ${max} characters`,
  geometryRequired: "Draw the site's fence: a circle or a polygon",
  geometryType: "A fence is a circle or a polygon",
  radiusNumber: "The radius must be a number of metres",
  radiusRange: (min: number, max: number) => `The radius must be between ${min} and ${max} metres`,
  tooFewPoints: (min: number) => `A polygon needs at least ${min} corners`,
  tooManyPoints: (max: number) => `A polygon can have at most ${max} corners`,
  polygonCrosses: "The polygon's sides cross each other; click its corners in order around it",
  polygonTooSmall: "This polygon has almost no area; click corners further apart",
  tooWide: (km: number) => `A site can be at most ${km} km across; check the corners`,
  dwellRange: (maxMinutes: number) =>
    `The minimum stay must be between 0 and ${maxMinutes} minutes`,
  dwellWhole: "The minimum stay is a whole number of seconds",
  archived: "This site is archived",
  inUse: (siteName: string, role: "load" | "dump", jobLabel: string) =>
    `${siteName} is the ${role} site of ${jobLabel}. Choose another site for that job before archiving this one.`,
  sameLoadAndDump: "A job's load site and dump site must be different sites",
  notCompanySite: "Choose one of your company's sites",
  positionTooRough: (accuracy: number) =>
    `Your position is too rough to mark a site (±${Math.round(accuracy)} m). Wait for a better GPS fix and try again.`,
  jobAlreadyHasSite: (role: "load" | "dump", siteName: string) =>
    `This job already has a ${role} site: ${siteName}. Your contractor can change it.`,
  markedName: (role: "load" | "dump", driverName: string) =>
    role === "load" ? `Pit marked by ${driverName}` : `Dump site marked by ${driverName}`,
  /** The suggestion's words: '14 stops of 6 minutes on average today'. */
  suggestionSummary: (stops: number, averageSeconds: number, days: number) =>
    `${stops} ${stops === 1 ? "stop" : "stops"} of ${durationWords(averageSeconds)} on average ${
      days <= 1 ? "today" : `in the last ${days} days`
    }`,
  makeThisASite: "Make this a site?",
  suggestedName: (index: number) => `Stop area ${index}`,
  range: "days is a whole number from 1 to 7",
} as const;

export const cyclesMessages = {
  rangeInvalid: "from and to must be dates and times, with from before to",
  rangeTooLong: (days: number) => `Choose a range of at most ${days} days`,
  cycleNotFound: "Load cycle not found",
  /** The driver's prompt after a dump. */
  loadDelivered: (siteName: string) => `Load delivered at ${siteName} — add ticket`,
  alreadyTicketed: (ticket: string) => `This load already has a ticket (${ticket})`,
  notYourCycle: "Load cycle not found",
  phase: {
    at_pit: "At the pit",
    hauling: "Hauling",
    at_site: "At the site",
    returning: "Returning",
  },
  arrived: (driverName: string, siteName: string) => `${driverName} arrived at ${siteName}`,
  departed: (driverName: string, siteName: string) => `${driverName} left ${siteName}`,
  durationWords,
} as const;
