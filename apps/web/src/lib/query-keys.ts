import type { CompanyJobListQuery, DriverListQuery, Topic, TruckListQuery } from "@haulwise/domain";
import type { QueryKey } from "@tanstack/react-query";

/*
 * Every key the app caches a server answer under, one family per entity. Keys run from the
 * general to the particular, so invalidating a key also reaches every key that starts with
 * it: `jobKeys.record(id)` covers both forms of one job (the company's detail and the
 * read-only view), `jobKeys.lists()` every list of jobs. API files, mutations and the
 * realtime client use these; no other file writes a key out.
 */

// The signed-in person's key lives in a file of its own: the sign-in page reads it, and this
// registry, which grows with every screen, stays out of that page's first load.
export { meKeys } from "./me-keys";

/** The contractor's company profile. */
export const companyKeys = {
  all: ["company"] as const,
};

/**
 * The company's drivers, as cards: `list({})` every one of them (the choices when assigning),
 * `list(query)` one page of the drivers list.
 */
export const driverKeys = {
  all: ["drivers"] as const,
  lists: () => [...driverKeys.all, "list"] as const,
  list: (query: DriverListQuery = {}) => [...driverKeys.lists(), query] as const,
  /** One driver's card, and their jobs, loads and documents (the driver page). */
  detail: (driverId: string) => [...driverKeys.all, "detail", driverId] as const,
  work: (driverId: string) => [...driverKeys.detail(driverId), "work"] as const,
};

/** Whether the signed-in driver is on duty. */
export const dutyKeys = {
  all: ["duty"] as const,
};

/** The signed-in driver's tokens for background tracker apps (never the tokens themselves). */
export const deviceTokenKeys = {
  all: ["device-tokens"] as const,
};

export const truckKeys = {
  all: ["trucks"] as const,
  lists: () => [...truckKeys.all, "list"] as const,
  list: (query: TruckListQuery) => [...truckKeys.lists(), query] as const,
  detail: (truckId: string) => [...truckKeys.all, "detail", truckId] as const,
};

export const invitationKeys = {
  all: ["invitations"] as const,
  list: () => [...invitationKeys.all, "list"] as const,
  preview: (token: string) => [...invitationKeys.all, "preview", token] as const,
};

/** A range of whole days in the company's time zone; both absent means today. */
export type DayRange = { from?: string; to?: string };

/** The fleet overview's figures and the contractor dashboard's stat cards. */
export const dashboardKeys = {
  all: ["dashboard"] as const,
  fleet: () => [...dashboardKeys.all, "fleet"] as const,
  stats: (range: DayRange) => [...dashboardKeys.all, "stats", range] as const,
};

/** Load tickets: the Daily Load Summary of a range (one job's or the company's), one load, mine. */
export const loadKeys = {
  all: ["loads"] as const,
  summaries: () => [...loadKeys.all, "summary"] as const,
  summary: (range: DayRange & { jobId?: string }) => [...loadKeys.summaries(), range] as const,
  detail: (loadId: string) => [...loadKeys.all, "detail", loadId] as const,
  /** The signed-in driver's loads under way and latest delivered. */
  mine: () => [...loadKeys.all, "mine"] as const,
  /** A job's printable haul sheet of one day. */
  haulSheet: (jobId: string, day: string) => [...loadKeys.all, "haul-sheet", jobId, day] as const,
};

/** The signed-in driver's daily metrics. */
export const metricsKeys = {
  all: ["metrics"] as const,
  mine: () => [...metricsKeys.all, "mine"] as const,
};

/**
 * Which jobs a list holds: the company's own, the ones the signed-in driver works, and the
 * open ones the driver may ask to join.
 */
export type JobListScope = "company" | "assigned" | "available";

export const jobKeys = {
  all: ["jobs"] as const,
  lists: () => [...jobKeys.all, "list"] as const,
  list: (scope: JobListScope) => [...jobKeys.lists(), scope] as const,
  /** One page of the company's jobs list. */
  companyList: (query: CompanyJobListQuery) => [...jobKeys.list("company"), query] as const,
  /** Everything cached about one job. */
  job: (jobId: string) => [...jobKeys.all, "job", jobId] as const,
  /** The job itself, in each form a screen reads it. */
  record: (jobId: string) => [...jobKeys.job(jobId), "record"] as const,
  /** `GET /api/jobs/:id`: the company's own form, which its contractors edit. */
  detail: (jobId: string) => [...jobKeys.record(jobId), "detail"] as const,
  /** `GET /api/jobs/:id/view`: the read-only form, with how the reader relates to the job. */
  view: (jobId: string) => [...jobKeys.record(jobId), "view"] as const,
  documents: (jobId: string) => [...jobKeys.job(jobId), "documents"] as const,
  /** The roster: drivers on the job and requests to join it. */
  drivers: (jobId: string) => [...jobKeys.job(jobId), "drivers"] as const,
  metrics: (jobId: string) => [...jobKeys.job(jobId), "metrics"] as const,
  /** People given view access. */
  grants: (jobId: string) => [...jobKeys.job(jobId), "grants"] as const,
  /** Where the job's active drivers are now (no plan limit: the job is chosen). */
  positions: (jobId: string) => [...jobKeys.job(jobId), "positions"] as const,
};

/** A job shared with its customer: its links (the contractor's) and the page a link opens. */
export const shareKeys = {
  all: ["sharing"] as const,
  links: (jobId: string) => [...shareKeys.all, "links", jobId] as const,
  /** What the job's customer approved and disputed. */
  reviews: (jobId: string) => [...shareKeys.all, "reviews", jobId] as const,
  /** What a link opens; keyed by its token, which only this tab holds. */
  shared: (token: string) => [...shareKeys.all, "shared", token] as const,
};

/** The company's customers: active ones (the choices on a job) or with archived ones. */
export const customerKeys = {
  all: ["customers"] as const,
  list: (archived?: "include" | "only") =>
    [...customerKeys.all, "list", archived ?? "active"] as const,
};

/** A job's rates: what its customer pays and what its drivers and hired trucks are paid. */
export const rateKeys = {
  all: ["rates"] as const,
  job: (jobId: string) => [...rateKeys.all, jobId] as const,
};

/** Daily approval: the days of a range, and one job's day. */
export const approvalKeys = {
  all: ["approvals"] as const,
  overview: (range: DayRange) => [...approvalKeys.all, "overview", range] as const,
  day: (jobId: string, day: string) => [...approvalKeys.all, "day", jobId, day] as const,
};

export const invoiceKeys = {
  all: ["invoices"] as const,
  list: () => [...invoiceKeys.all, "list"] as const,
  detail: (invoiceId: string) => [...invoiceKeys.all, "detail", invoiceId] as const,
};

/** Pay statements: the company's list and one statement, the driver's own, the payees. */
export const payKeys = {
  all: ["pay"] as const,
  list: () => [...payKeys.all, "list"] as const,
  payees: () => [...payKeys.all, "payees"] as const,
  detail: (statementId: string) => [...payKeys.all, "detail", statementId] as const,
  mine: () => [...payKeys.all, "mine"] as const,
};

/** Live tracking: where the company's drivers are, their trails and open alerts. */
export const trackingKeys = {
  all: ["tracking"] as const,
  /** The company's live map, within the plan's limit. */
  company: () => [...trackingKeys.all, "company"] as const,
  /** Open idle and stopped-sharing alerts. */
  alerts: () => [...trackingKeys.all, "alerts"] as const,
  /** One driver's track on one day of the company's calendar ("today": the company's today). */
  trail: (driverId: string, date: string) =>
    [...trackingKeys.all, "trail", driverId, date] as const,
  /** Where one driver stayed on one day ("today": the company's today). */
  stops: (driverId: string, date: string) =>
    [...trackingKeys.all, "stops", driverId, date] as const,
  /** One driver's day to replay: `day` is a date, the instant it holds, or "today". */
  replay: (driverId: string, day: string) =>
    [...trackingKeys.all, "replay", driverId, day] as const,
  /** The signed-in driver's own newest position. */
  mine: () => [...trackingKeys.all, "mine"] as const,
  /** Which drivers the company map keeps when the plan shows fewer than are sharing. */
  liveDrivers: () => [...trackingKeys.all, "live-drivers"] as const,
};

/** The company's sites: fences drawn on maps, and a job's load and dump sites. */
export const siteKeys = {
  all: ["sites"] as const,
  list: () => [...siteKeys.all, "list"] as const,
  /** Places where trucks dwelt repeatedly over the last `days` days. */
  suggestions: (days: number) => [...siteKeys.all, "suggestions", days] as const,
};

/** A span of time as the instants it runs between (ISO strings). */
export type InstantRange = { from: string; to: string };

/** A job's load cycles and their reconciliation with tickets, by the range read. */
export const cycleKeys = {
  all: ["cycles"] as const,
  job: (jobId: string) => [...cycleKeys.all, "job", jobId] as const,
  list: (jobId: string, range: InstantRange) => [...cycleKeys.job(jobId), "list", range] as const,
  reconciliation: (jobId: string, range: InstantRange) =>
    [...cycleKeys.job(jobId), "reconciliation", range] as const,
  /** One cycle's visits and the fixes that placed them. */
  evidence: (jobId: string, cycleId: string) =>
    [...cycleKeys.job(jobId), "evidence", cycleId] as const,
  /** The signed-in driver's cycles of the last day, to add tickets to. */
  mine: () => [...cycleKeys.all, "mine"] as const,
};

/** How this server's maps are drawn (outlines, a tile server or its own street map file). */
export const mapKeys = {
  all: ["map"] as const,
  config: () => [...mapKeys.all, "config"] as const,
};

export const documentKeys = {
  all: ["documents"] as const,
  /** Documents addressed to the signed-in driver. */
  mine: () => [...documentKeys.all, "mine"] as const,
};

export const notificationKeys = {
  all: ["notifications"] as const,
};

/** The company's plan (`GET /api/subscription`) and the built-in provider's checkouts. */
export const subscriptionKeys = {
  all: ["subscription"] as const,
  status: () => [...subscriptionKeys.all, "status"] as const,
  checkout: (checkoutId: string) => [...subscriptionKeys.all, "checkout", checkoutId] as const,
};

export const searchKeys = {
  all: ["search"] as const,
  jobSites: (text: string) => [...searchKeys.all, "job-sites", text] as const,
};

/**
 * Where a topic's state itself is cached: location and alert frames are written under this
 * key instead of refetching it. Null for topics that only send change notices.
 */
export function liveKeyForTopic({ scope, id, channel }: Topic): QueryKey | null {
  switch (`${scope}:${channel}`) {
    case "company:locations":
      return trackingKeys.company();
    case "job:locations":
      return jobKeys.positions(id);
    case "company:alerts":
      return trackingKeys.alerts();
    default:
      return null;
  }
}

/**
 * The cached answers a notice on a topic makes out of date. Company and user topics carry
 * the signed-in person's own company or id, which the keys leave implicit: a tab's cache
 * only ever holds one person's data. For location topics these are what a driver's change
 * of state (idle, paused, off duty) makes out of date, not every move.
 */
export function keysForTopic({ scope, id, channel }: Topic): QueryKey[] {
  switch (`${scope}:${channel}`) {
    case "job:status":
      return [jobKeys.record(id), jobKeys.lists()];
    case "job:loads":
      // The job's metrics and Live Haul Updates, and every load screen (summaries, a load's
      // details, the driver's own list): a notice names loads, not where they are shown. A
      // ticket links to a counted load, so the job's cycles and reconciliation change too.
      return [jobKeys.metrics(id), loadKeys.all, approvalKeys.all, cycleKeys.job(id)];
    case "job:cycles":
      // An arrival, a departure or a counted load at one of the job's sites.
      return [cycleKeys.job(id)];
    case "user:cycles":
      // The driver's own counted loads: the "add ticket" prompt.
      return [cycleKeys.mine()];
    case "company:locations":
      // Driver cards and the fleet overview show status and last activity from positions.
      return [driverKeys.lists(), dashboardKeys.fleet()];
    case "company:loads":
      // Stat cards, every summary and open load, the driver cards' last activity, approval.
      return [dashboardKeys.all, loadKeys.all, driverKeys.all, approvalKeys.all];
    case "user:notifications":
      return [notificationKeys.all];
    default:
      // A job's positions and the company's alerts arrive whole (see liveKeyForTopic).
      return [];
  }
}
