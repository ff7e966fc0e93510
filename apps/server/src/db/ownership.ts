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
 *   except `auth` (apps/server/src/auth/, Better Auth's tables) and modules still to come.
 */
export const tableOwnership = {
  auth: { owns: ["sessions", "accounts", "verifications"], reads: [] },
  /** The person: the account row Better Auth creates and the profile we keep beside it. */
  profiles: { owns: ["users", "profiles"], reads: [] },
  accounts: { owns: [], reads: [] },
  companies: { owns: ["companies", "company_members"], reads: ["users", "profiles"] },
  invitations: { owns: ["invitations"], reads: ["companies", "profiles"] },
  drivers: { owns: ["driver_ratings"], reads: [] },
  trucks: { owns: ["trucks"], reads: ["profiles"] },
  jobs: {
    owns: ["jobs", "job_drivers", "job_permissions"],
    reads: ["companies", "company_members", "documents", "users", "profiles"],
  },
  documents: { owns: ["documents"], reads: ["jobs", "company_members", "profiles"] },
  positions: { owns: ["location_history"], reads: ["users", "jobs"] },
  loads: { owns: ["loads", "load_changes", "driver_metrics"], reads: ["jobs"] },
  notifications: { owns: ["notifications"], reads: [] },
  /** Subscriptions arrive with the billing module. */
  billing: { owns: ["subscriptions", "billing_events"], reads: [] },
  /** Read models: one indexed query per figure over the tables they name. */
  dashboard: { owns: [], reads: ["users", "location_history", "loads"] },
  search: { owns: [], reads: ["jobs", "companies", "company_members", "job_drivers"] },
  system: { owns: [], reads: [] },
} as const satisfies Record<string, { owns: readonly Table[]; reads: readonly Table[] }>;
