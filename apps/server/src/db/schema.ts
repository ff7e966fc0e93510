import type {
  ApprovalState,
  BillingCycle,
  BillPer,
  FixFlag,
  FixReading,
  InvoiceStatus,
  JobStatus,
  LoadChangeKind,
  LoadStatus,
  PayeeKind,
  PayPer,
  PayStatementStatus,
  PlanId,
  QuantityUnit,
  Role,
  TrackingAlertKind,
  TrackingInterruption,
  TrackingState,
  TruckStatus,
} from "@haulwise/domain";
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * Timestamps are ISO strings in the application: TEXT in SQLite, timestamptz in PostgreSQL,
 * turned back into ISO strings by the `IsoDatesPlugin` on read.
 */
type Timestamp = string;
/** SQLite has no boolean type: reads give 0/1 there and true/false in PostgreSQL. */
type Bool = ColumnType<boolean | number, boolean | undefined, boolean>;

/** A person's place in a company. */
export type MemberRole = "owner" | "contractor" | "driver";
/** Stored invitation states; "expired" is computed from `expires_at` when read. */
export type StoredInvitationStatus = "pending" | "accepted" | "revoked";
/** A driver's place on a job: on it, waiting for approval, or taken off (or declined). */
export type AssignmentStatus = "active" | "pending" | "removed";
export type { LoadStatus };
export type LocationKind = "position" | "stop";

type SnakeCase<S extends string> = S extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `_${Lowercase<First>}`}${SnakeCase<Rest>}`
  : S;
/** A fix reading's column, in history and track rows alike: its name in snake_case. */
export type ReadingColumn<R extends FixReading = FixReading> = SnakeCase<R>;
/**
 * A nullable number column for each reading of a fix (`FixReadingsSchema` in the domain):
 * a reading added there is a column of both tables here, once its migration adds it.
 */
export type ReadingColumns = { [R in FixReading as ReadingColumn<R>]: number | null };

export type UsersTable = {
  id: string;
  name: string;
  email: string;
  email_verified: Bool;
  image: string | null;
  first_name: string | null;
  last_name: string | null;
  /** The role chosen at sign-up, copied to the profile when it is created. */
  role: Role | null;
  /** The browser's time zone at sign-up; a new contractor's company starts with it. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language chosen in Account Settings or at sign-up; null follows the browser's. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type SessionsTable = {
  id: string;
  token: string;
  user_id: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AccountsTable = {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type VerificationsTable = {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ProfilesTable = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  role: Role | null;
  avatar_key: string | null;
  driver_license_number: string | null;
  driver_license_state: string | null;
  driver_license_expiry: string | null;
  years_of_experience: number | null;
  address_line1: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  on_duty: Bool;
  /** Who started the duty: `tracker` for a tracker app's report, null for the driver's switch. */
  duty_source: DutySource | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type DutySource = "tracker";

export type CompaniesTable = {
  id: string;
  name: string;
  contact_name: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  notes: string | null;
  logo_key: string | null;
  owner_id: string | null;
  /** The IANA zone the company's days are counted in. */
  time_zone: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CompanyMembersTable = {
  company_id: string;
  user_id: string;
  member_role: MemberRole;
  joined_at: Timestamp;
};

export type InvitationsTable = {
  id: string;
  company_id: string;
  email: string;
  token_hash: string;
  status: StoredInvitationStatus;
  invited_by: string | null;
  accepted_by: string | null;
  /** The inviter's language when they sent it: the e-mail's language. */
  language: string | null;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TrucksTable = {
  id: string;
  company_id: string;
  owner_id: string | null;
  make: string;
  model: string;
  truck_number: string;
  license_plate: string | null;
  status: TruckStatus;
  assigned_driver_id: string | null;
  retired_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** What the truck carries; a ticket above it is flagged for approval. */
  capacity_tons: number | null;
  capacity_cubic_yards: number | null;
  /** Who is paid for a hired truck (an owner-operator or hauling firm); null for the company's own. */
  hired_from: string | null;
};

export type JobsTable = {
  id: string;
  company_id: string;
  contractor_id: string | null;
  job_number: string;
  title: string;
  description: string;
  status: JobStatus;
  location: string;
  location_address: string | null;
  latitude: number | null;
  longitude: number | null;
  start_date: string;
  /** The haul route: where trucks load and where they dump. */
  load_site_id: string | null;
  dump_site_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Who the work is for, and the purchase order they gave for it. */
  customer_id: string | null;
  purchase_order: string | null;
};

export type JobDriversTable = {
  id: string;
  job_id: string;
  driver_id: string;
  status: AssignmentStatus;
  requested_at: Timestamp | null;
  joined_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** View access granted to an address; `user_id` once a verified account holds it. */
export type JobPermissionsTable = {
  id: string;
  job_id: string;
  user_id: string | null;
  /** The address as granted, lower-cased. */
  email: string;
  granted_by: string | null;
  can_edit: Bool;
  /** When the person first opened the job; until then the grant shows as invited. */
  viewed_at: Timestamp | null;
  created_at: Timestamp;
};

export type DocumentsTable = {
  id: string;
  job_id: string;
  company_id: string;
  driver_id: string | null;
  contractor_id: string | null;
  driver_name: string | null;
  uploaded_by_name: string | null;
  file_name: string;
  file_type: string;
  file_path: string;
  size_bytes: number;
  notes: string | null;
  created_at: Timestamp;
};

export type LocationHistoryTable = {
  id: string;
  user_id: string;
  job_id: string | null;
  kind: LocationKind;
  latitude: number | null;
  longitude: number | null;
  flagged: Bool;
  recorded_at: Timestamp;
  created_at: Timestamp;
  /** The device that sent the fix and its sequence number there: a fix is stored once. */
  device_id: string | null;
  seq: number | null;
  /** Why a flagged fix is not shown as current. */
  flag: FixFlag | null;
} & ReadingColumns;

/** What the live map shows for a driver, and what the idle rule needs, kept current on ingest. */
/** Fixes a driver's devices stored on one UTC day, against the day's allowance. */
export type DriverDailyFixesTable = {
  driver_id: string;
  /** `YYYY-MM-DD`, in UTC. */
  day: string;
  fixes: number;
};

export type DriverPositionsTable = {
  driver_id: string;
  device_id: string | null;
  /** The newest unflagged fix. */
  latitude: number;
  longitude: number;
  recorded_at: Timestamp;
  /** The newest moment the device reported anything (a fix or a heartbeat), never in the future. */
  last_seen_at: Timestamp;
  /** The point the driver has stayed near, and since when. */
  anchor_latitude: number;
  anchor_longitude: number;
  anchor_since: Timestamp;
  /** The last fix flagged as a jump, which a next fix may confirm. */
  candidate_latitude: number | null;
  candidate_longitude: number | null;
  candidate_accuracy: number | null;
  candidate_at: Timestamp | null;
  /** From the device's beacons, until the next fresh fix. */
  interruption: TrackingInterruption | null;
  interrupted_at: Timestamp | null;
  /** The tracking state last announced. */
  state: TrackingState;
  updated_at: Timestamp;
} & ReadingColumns;

export type TrackingAlertsTable = {
  id: string;
  company_id: string;
  driver_id: string;
  kind: TrackingAlertKind;
  opened_at: Timestamp;
  cleared_at: Timestamp | null;
};

export type DeviceTokensTable = {
  id: string;
  user_id: string;
  name: string;
  /** SHA-256 of the token, hex: the token itself is shown once and never stored. */
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
};

/** The drivers a contractor keeps on the live map when the plan shows fewer than they have. */
export type LiveDriversTable = {
  company_id: string;
  driver_id: string;
  rank: number;
};

export type LoadsTable = {
  id: string;
  company_id: string;
  job_id: string;
  load_number: number;
  driver_id: string | null;
  /** The driver's name when the load was recorded; it outlives their account. */
  driver_name: string | null;
  status: LoadStatus;
  material_type: string | null;
  quantity: number | null;
  quantity_unit: QuantityUnit;
  ticket_number: string | null;
  photo_key: string | null;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  start_latitude: number | null;
  start_longitude: number | null;
  start_accuracy: number | null;
  complete_latitude: number | null;
  complete_longitude: number | null;
  complete_accuracy: number | null;
  voided_at: Timestamp | null;
  void_reason: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** pending | approved | sent_back: an approved one is locked. */
  approval: ApprovalState;
  approved_at: Timestamp | null;
  approved_by: string | null;
  /** Why it was sent back to its driver. */
  approval_note: string | null;
  /** The truck its driver had when it was recorded. */
  truck_id: string | null;
  /** The voided approved ticket this one replaces. */
  replaces_load_id: string | null;
  /** The receiver's signature at delivery (a PNG in storage), the name they typed, and when. */
  signature_key: string | null;
  signer_name: string | null;
  signed_at: Timestamp | null;
};

/** A driver's own load as it stood when they left the load's company; their history shows it. */
export type FormerDriverLoadsTable = {
  load_id: string;
  driver_id: string;
  company_id: string;
  job_id: string;
  job_title: string;
  job_number: string;
  load_number: number;
  driver_name: string | null;
  status: LoadStatus;
  material_type: string | null;
  quantity: number | null;
  quantity_unit: QuantityUnit;
  ticket_number: string | null;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  updated_at: Timestamp;
  left_at: Timestamp;
};

/** Every change to a load; `before` and `after` are JSON snapshots of the fields changed. */
export type LoadChangesTable = {
  id: string;
  load_id: string;
  change: LoadChangeKind;
  changed_by: string | null;
  changed_by_name: string;
  before: string | null;
  after: string;
  reason: string | null;
  at: Timestamp;
};

export type DriverMetricsTable = {
  id: string;
  driver_id: string;
  job_id: string | null;
  /** The calendar day in the job's company time zone. */
  date: string;
  loads_completed: number;
  hours_worked: number;
  miles_driven: number;
  fuel_used: number;
  notes: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** pending | approved | sent_back: an approved one is locked. */
  approval: ApprovalState;
  approved_at: Timestamp | null;
  approved_by: string | null;
  /** Why it was sent back to its driver. */
  approval_note: string | null;
  /** The truck its driver had when it was recorded. */
  truck_id: string | null;
};

/**
 * What a provider last reported: `active`, `past_due`, `canceled`, or `incomplete` (begun at
 * the provider but never paid, or paused). Only active and past-due plans are in force.
 */
export type StoredSubscriptionStatus = "active" | "past_due" | "canceled" | "incomplete";

/** One row per company: its subscription with whichever provider sold it. */
export type SubscriptionsTable = {
  id: string;
  company_id: string;
  plan: PlanId;
  billing_cycle: BillingCycle;
  status: StoredSubscriptionStatus;
  provider: "local" | "stripe";
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  current_period_end: Timestamp | null;
  cancel_at_period_end: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
  current_period_start: ColumnType<
    Timestamp | null,
    Timestamp | null | undefined,
    Timestamp | null
  >;
  /** A downgrade or cycle switch that takes effect at `current_period_end`. */
  scheduled_plan: ColumnType<PlanId | null, PlanId | null | undefined, PlanId | null>;
  scheduled_billing_cycle: ColumnType<
    BillingCycle | null,
    BillingCycle | null | undefined,
    BillingCycle | null
  >;
  /** Since when a renewal has been unpaid; the grace period counts from here. */
  past_due_since: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** When the provider's state held here was read; an older read never overwrites it. */
  synced_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
};

/** Every provider event applied, by the provider's id, so none is applied twice. */
export type BillingEventsTable = {
  id: string;
  type: string;
  received_at: Timestamp;
  company_id: ColumnType<string | null, string | null | undefined, string | null>;
};

export type LocalCheckoutStatus = "open" | "paid" | "canceled";

/** A checkout of the built-in provider, from Select Plan to Pay or Cancel. */
export type BillingCheckoutsTable = {
  id: string;
  company_id: string;
  plan: PlanId;
  billing_cycle: BillingCycle;
  status: LocalCheckoutStatus;
  created_by: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  completed_at: Timestamp | null;
};

export type NotificationsTable = {
  id: string;
  user_id: string;
  type: string;
  title: string;
  body: string | null;
  data: string | null;
  read_at: Timestamp | null;
  created_at: Timestamp;
  /** What the notification is about ("document:<id>"), so it can be resolved when that goes. */
  subject: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
};

export type DriverRatingsTable = {
  id: string;
  company_id: string;
  driver_id: string;
  rated_by: string | null;
  rating: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** One throttle's state (JSON), updated optimistically by version so instances never race. */
export type ThrottlesTable = {
  key: string;
  state: string;
  version: number;
  expires_at: Timestamp;
};

/** The bytes a company's stored files take up, reserved before a file is written. */
export type CompanyStorageTable = {
  company_id: string;
  used_bytes: ColumnType<number, number | undefined, number>;
};

/** A company's fenced place; `geometry` is the fence as JSON (SiteGeometry). */
export type SitesTable = {
  id: string;
  company_id: string;
  name: string;
  address: string | null;
  geometry: string;
  min_dwell_seconds: number | null;
  /** The fence's box in degrees. */
  south: number;
  west: number;
  north: number;
  east: number;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  archived_at: Timestamp | null;
};

/** Raised by every change to a company's fences that changes what they count. */
export type SiteRevisionsTable = {
  company_id: string;
  revision: number;
  changed_at: Timestamp;
};

export type SiteVisitsTable = {
  id: string;
  company_id: string;
  driver_id: string;
  site_id: string;
  arrived_at: Timestamp;
  departed_at: Timestamp | null;
  inferred: Bool;
  /** The fix that first placed the truck there, and the fix that closed the visit. */
  opened_at: Timestamp;
  closed_at: Timestamp | null;
};

export type CyclesTable = {
  id: string;
  company_id: string;
  job_id: string;
  driver_id: string;
  load_visit_id: string;
  dump_visit_id: string;
  load_site_id: string;
  load_arrived_at: Timestamp;
  load_departed_at: Timestamp;
  dump_site_id: string;
  dump_arrived_at: Timestamp;
  dump_departed_at: Timestamp;
  inferred: Bool;
  created_at: Timestamp;
};

/** A haul phase the live map shows. */
export type StoredHaulPhase = "at_pit" | "hauling" | "at_site" | "returning";

export type SiteTrackersTable = {
  company_id: string;
  driver_id: string;
  site_revision: number;
  /** JSON: the last fix counted and the visits under way. */
  state: string;
  recount_from: Timestamp | null;
  phase: StoredHaulPhase | null;
  phase_job_id: string | null;
  phase_site_id: string | null;
  phase_since: Timestamp | null;
  updated_at: Timestamp;
};

/** What a company's visits ("company:<id>") or a job's cycles ("job:<id>") were counted with. */
export type CycleBuildsTable = {
  scope: string;
  site_revision: number | null;
  load_site_id: string | null;
  dump_site_id: string | null;
  built_at: Timestamp;
};

export type CustomersTable = {
  id: string;
  company_id: string;
  name: string;
  email: string | null;
  billing_address: string | null;
  terms_days: number;
  archived_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** When a driver went on duty, and off again (null while on). */
export type DriverShiftsTable = {
  id: string;
  driver_id: string;
  started_at: Timestamp;
  ended_at: Timestamp | null;
};

/** What a job's customer pays, from `starts_on` until the next rate starts. */
export type BillRatesTable = {
  id: string;
  company_id: string;
  job_id: string;
  per: BillPer;
  rate_cents: number;
  minimum_cents: number | null;
  /** Basis points: 1250 is 12.5 %. */
  fuel_surcharge_bp: number;
  starts_on: string;
  created_by: string | null;
  created_at: Timestamp;
};

/** What a driver or hired truck is paid on a job; `payee_id` '' is everyone of the kind. */
export type PayRatesTable = {
  id: string;
  company_id: string;
  job_id: string;
  payee_kind: PayeeKind;
  payee_id: string;
  per: PayPer;
  rate_cents: number | null;
  percent_bp: number | null;
  starts_on: string;
  created_by: string | null;
  created_at: Timestamp;
};

/** The last number given to a company's invoices (kind 'invoice') or pay statements. */
export type DocumentCountersTable = {
  company_id: string;
  kind: "invoice" | "pay_statement";
  last_number: number;
};

export type InvoicesTable = {
  id: string;
  company_id: string;
  customer_id: string;
  number: number;
  status: InvoiceStatus;
  period_from: string;
  period_to: string;
  /** The customer as they were when the invoice was drafted or issued. */
  customer_name: string;
  customer_email: string | null;
  billing_address: string | null;
  terms_days: number;
  issued_on: string | null;
  due_on: string | null;
  subtotal_cents: number;
  surcharge_cents: number;
  total_cents: number;
  sent_at: Timestamp | null;
  sent_to: string | null;
  paid_on: string | null;
  paid_reference: string | null;
  voided_at: Timestamp | null;
  void_reason: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** What a line copies from its ticket, so an issued document never changes. */
type CopiedTicket = {
  job_id: string | null;
  job_title: string | null;
  job_number: string | null;
  material: string | null;
  ticket_number: string | null;
  load_number: number | null;
  delivered_on: string | null;
  driver_name: string | null;
  truck_number: string | null;
  quantity: number | null;
};

export type InvoiceLinesTable = CopiedTicket & {
  id: string;
  invoice_id: string;
  position: number;
  load_id: string | null;
  /** The ticket while the invoice is not void (unique: one live invoice per ticket). */
  billed_load_id: string | null;
  metrics_id: string | null;
  billed_metrics_id: string | null;
  purchase_order: string | null;
  unit: string;
  rate_cents: number;
  minimum_cents: number | null;
  amount_cents: number;
  surcharge_bp: number;
};

export type PayStatementsTable = {
  id: string;
  company_id: string;
  number: number;
  payee_kind: PayeeKind;
  payee_id: string;
  payee_name: string;
  status: PayStatementStatus;
  period_from: string;
  period_to: string;
  gross_cents: number;
  deductions_cents: number;
  net_cents: number;
  issued_at: Timestamp | null;
  voided_at: Timestamp | null;
  void_reason: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PayLinesTable = CopiedTicket & {
  id: string;
  statement_id: string;
  position: number;
  load_id: string | null;
  /** The ticket while the statement is not void (unique: a ticket is paid once). */
  paid_load_id: string | null;
  metrics_id: string | null;
  paid_metrics_id: string | null;
  unit: string;
  rate_cents: number | null;
  percent_bp: number | null;
  /** For a percentage of the haul: what the customer is charged for the load. */
  basis_cents: number | null;
  amount_cents: number;
};

export type PayDeductionsTable = {
  id: string;
  statement_id: string;
  description: string;
  amount_cents: number;
  created_at: Timestamp;
};

/** A job shared with its customer by a bearer link; only the token's SHA-256 is kept. */
export type ShareLinksTable = {
  id: string;
  company_id: string;
  job_id: string;
  token_hash: string;
  /** Null: the link works until the job ends. */
  expires_at: Timestamp | null;
  created_by: string | null;
  created_by_name: string;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_by: string | null;
};

/** A link holder's word on the job's tickets: a day approved, or one load disputed. */
export type CustomerReviewsTable = {
  id: string;
  company_id: string;
  job_id: string;
  share_link_id: string | null;
  verdict: "approved" | "disputed";
  /** The company-calendar day approved. */
  day: string | null;
  /** The load disputed. */
  load_id: string | null;
  reviewer_name: string;
  comment: string | null;
  created_at: Timestamp;
};

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  profiles: ProfilesTable;
  companies: CompaniesTable;
  company_members: CompanyMembersTable;
  invitations: InvitationsTable;
  trucks: TrucksTable;
  jobs: JobsTable;
  job_drivers: JobDriversTable;
  job_permissions: JobPermissionsTable;
  documents: DocumentsTable;
  location_history: LocationHistoryTable;
  driver_positions: DriverPositionsTable;
  driver_daily_fixes: DriverDailyFixesTable;
  tracking_alerts: TrackingAlertsTable;
  device_tokens: DeviceTokensTable;
  live_drivers: LiveDriversTable;
  loads: LoadsTable;
  load_changes: LoadChangesTable;
  driver_metrics: DriverMetricsTable;
  subscriptions: SubscriptionsTable;
  billing_events: BillingEventsTable;
  billing_checkouts: BillingCheckoutsTable;
  notifications: NotificationsTable;
  driver_ratings: DriverRatingsTable;
  throttles: ThrottlesTable;
  former_driver_loads: FormerDriverLoadsTable;
  company_storage: CompanyStorageTable;
  sites: SitesTable;
  site_revisions: SiteRevisionsTable;
  site_visits: SiteVisitsTable;
  cycles: CyclesTable;
  site_trackers: SiteTrackersTable;
  cycle_builds: CycleBuildsTable;
  customers: CustomersTable;
  driver_shifts: DriverShiftsTable;
  bill_rates: BillRatesTable;
  pay_rates: PayRatesTable;
  document_counters: DocumentCountersTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  pay_statements: PayStatementsTable;
  pay_lines: PayLinesTable;
  pay_deductions: PayDeductionsTable;
  share_links: ShareLinksTable;
  customer_reviews: CustomerReviewsTable;
};

export type ProfileRow = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type { Generated };
