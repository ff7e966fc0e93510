import type { Database } from "./schema.js";

type Table = keyof Database;

/**
 * Which code owns which table, checked by `npm run lint` (scripts/check-server-rules.mjs).
 *
 * - A module writes (insert, update, delete) only the tables it `owns`.
 * - It reads another module's table only if listed in its `reads`: a read model that joins
 *   names, counts or filters in one query (documented in docs/decisions/009). Anything
 *   more (a rule, a write, a look-up another module would also need) goes through the owning
 *   module's service.
 * - Every table has exactly one owner. Keys are folders under apps/server/src/modules/,
 *   except `auth` (apps/server/src/auth/, Better Auth's tables), `throttles`
 *   (apps/server/src/throttles/) and modules still to come.
 */
export const tableOwnership = {
  /** Reads the person with their session, once per signed-in request (session-reader.ts). */
  auth: { owns: ["sessions", "accounts", "verifications"], reads: ["users"] },
  /** The person: the account row Better Auth creates and the profile we keep beside it. */
  profiles: { owns: ["users", "profiles"], reads: [] },
  accounts: { owns: [], reads: [] },
  /** What visitors may know of the install: demo mode, where mail goes, whether anyone is here. */
  install: { owns: [], reads: ["users"] },
  /**
   * `company_storage`: the bytes each company's documents take up, against its quota. Reads
   * jobs and their grants for one question only: who shares work with a company (pictures).
   */
  companies: {
    owns: ["companies", "company_members", "company_storage"],
    reads: ["users", "profiles", "jobs", "job_permissions"],
  },
  invitations: { owns: ["invitations"], reads: ["companies", "profiles"] },
  drivers: { owns: ["driver_ratings"], reads: [] },
  trucks: { owns: ["trucks"], reads: ["profiles"] },
  jobs: {
    owns: ["jobs", "job_drivers", "job_permissions"],
    // The customer's name beside the job it is for.
    reads: ["companies", "company_members", "documents", "users", "profiles", "customers", "sites"],
  },
  /** The general contractors and owners a company bills; the job count beside each. */
  customers: { owns: ["customers"], reads: ["jobs"] },
  documents: { owns: ["documents"], reads: ["jobs", "company_members", "profiles"] },
  /** Live tracking: position history, each driver's current track, alerts, device tokens. */
  tracking: {
    owns: [
      "location_history",
      "driver_positions",
      "driver_daily_fixes",
      "tracking_alerts",
      "device_tokens",
      "live_drivers",
    ],
    // Read models of live maps and alerts: names, trucks, memberships and assignments
    // joined to positions in one query.
    reads: ["users", "jobs", "profiles", "company_members", "job_drivers", "trucks"],
  },
  /** Reads the invoice number beside each ticket on the day's approval screen. */
  loads: {
    owns: ["loads", "load_changes", "driver_metrics", "former_driver_loads"],
    reads: ["jobs", "invoice_lines", "invoices"],
  },
  /** Share links to one job each, and what their holders said about its tickets. */
  sharing: { owns: ["share_links", "customer_reviews"], reads: [] },
  /** When each driver was on duty, from their duty switch. */
  shifts: { owns: ["driver_shifts"], reads: [] },
  rates: { owns: ["bill_rates", "pay_rates"], reads: [] },
  /**
   * The per-company numbering of invoices and pay statements. Reads the approved tickets and
   * hours they draft from (with the driver's name beside the hours) in the query that finds
   * which ones no live invoice, or no live statement, holds yet.
   */
  "billing-documents": {
    owns: ["document_counters"],
    reads: ["loads", "driver_metrics", "profiles", "invoice_lines", "pay_lines"],
  },
  /** Invoices and their lines; the customer's jobs they name. */
  invoicing: { owns: ["invoices", "invoice_lines"], reads: ["jobs"] },
  /** CSV files from what invoicing and pay answer: no table. */
  "accounting-exports": { owns: [], reads: [] },
  pay: { owns: ["pay_statements", "pay_lines", "pay_deductions"], reads: ["jobs"] },
  notifications: { owns: ["notifications"], reads: [] },
  /** A company's fenced places, and the counter every change to what they count raises. */
  sites: { owns: ["sites", "site_revisions"], reads: ["company_members", "jobs"] },
  /**
   * Visits and load cycles counted from position history: reads fixes, routes, rosters and
   * tickets as one query per question (a recount reads a driver's fixes in one range).
   */
  cycles: {
    owns: ["site_visits", "cycles", "site_trackers", "cycle_builds"],
    reads: [
      "location_history",
      "sites",
      "site_revisions",
      "jobs",
      "job_drivers",
      "company_members",
      "loads",
      "users",
      "profiles",
      "trucks",
    ],
  },
  billing: { owns: ["subscriptions", "billing_events", "billing_checkouts"], reads: [] },
  /** Read models: one indexed query per figure over the tables they name. */
  dashboard: { owns: [], reads: ["users", "location_history", "loads"] },
  search: { owns: [], reads: ["jobs", "companies", "company_members", "job_drivers"] },
  /** Where an address is, from a place list shipped with the app: no table. */
  places: { owns: [], reads: [] },
  /** How maps are drawn, from the settings and a map file beside the data: no table. */
  map: { owns: [], reads: [] },
  system: { owns: [], reads: [] },
  /** Sign-in attempts per account and mail per mailbox, shared by a cluster (throttles/). */
  throttles: { owns: ["throttles"], reads: [] },
} as const satisfies Record<string, { owns: readonly Table[]; reads: readonly Table[] }>;
