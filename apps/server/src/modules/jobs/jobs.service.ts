import { randomUUID } from "node:crypto";
import {
  type AvailableJob,
  type CompanyJobList,
  type CompanyJobListQuery,
  CompanyJobListQuerySchema,
  type CreateJobInput,
  CreateJobInputSchema,
  countBy,
  displayNameOf,
  driverNameOf,
  type GrantAccess,
  type Job,
  type JobDriver,
  type JobGrant,
  type JobSort,
  jobListOrder,
  jobNumberAt,
  jobStatuses,
  type ListSorts,
  messages,
  OPEN_JOB_STATUSES,
  orderAsAsked,
  sliceList,
  type UpdateJobInput,
  UpdateJobInputSchema,
} from "@haulwise/domain";
import { type Actor, requireContractor, requireRole } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db, Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import { isUniqueViolation } from "../../db/errors.js";
import type { EventBus } from "../../events/bus.js";
import { badRequest, conflict, notFound, upstreamFailed } from "../../http/app-error.js";
import type { Translator } from "../../i18n/translator.js";
import type { Logger } from "../../logger.js";
import type { Mailer } from "../../mail/mailer.js";
import { requirePlainNames } from "../../mail/plain-names.js";
import { jobSharedEmail } from "../../mail/templates.js";
import type { InvitationAllowance } from "../../throttles/invitation-allowance.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { CustomersService } from "../customers/customers.service.js";
import { avatarUrlOf, type ProfilesService } from "../profiles/profiles.service.js";
import type { SitesService } from "../sites/sites.service.js";
import { createJobAccess, type JobAccess } from "./job-access.js";
import * as repo from "./jobs.repo.js";

export type JobsService = ReturnType<typeof createJobsService>;

/** What notifications and other listeners say about a job. */
export type JobSummary = { title: string; jobNumber: string; companyName: string };

const m = messages.jobs;

/** Where a job is, as its list shows and searches it. */
const siteOf = (job: Job) => job.locationAddress ?? job.location;

/** What each sort key orders jobs by; the list starts with the newest. */
const jobSorts: ListSorts<Job, JobSort> = {
  ...jobListOrder,
  values: {
    created: (job) => job.createdAt,
    startDate: (job) => job.startDate,
    number: (job) => job.jobNumber,
    title: (job) => job.title,
    site: siteOf,
    status: (job) => job.status,
  },
};

function toJob(row: repo.JobRow): Job {
  return {
    id: row.id,
    jobNumber: row.job_number,
    title: row.title,
    description: row.description,
    status: row.status,
    location: row.location,
    locationAddress: row.location_address,
    latitude: row.latitude,
    longitude: row.longitude,
    startDate: row.start_date,
    companyId: row.company_id,
    companyName: row.company_name,
    documentCount: Number(row.document_count ?? 0),
    loadSiteId: row.load_site_id ?? null,
    dumpSiteId: row.dump_site_id ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    customerId: row.customer_id,
    customerName: row.customer_name,
    purchaseOrder: row.purchase_order,
  };
}

/** Jobs, the drivers on them and who else may view them. */
export function createJobsService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
  companies: CompaniesService;
  profiles: ProfilesService;
  /** The company's sites a haul route may name. */
  sites: Pick<SitesService, "requireUsableSite">;
  customers: CustomersService;
  /** Grants are mailed to the address, drawing on the company's invitation allowance. */
  mailer: Mailer;
  translator: Translator;
  allowance: InvitationAllowance;
  publicUrl: string;
  logger: Pick<Logger, "error">;
}) {
  const {
    db,
    dialect,
    clock,
    events,
    companies,
    profiles,
    sites,
    customers,
    mailer,
    translator,
    allowance,
    publicUrl,
    logger,
  } = deps;
  const nowIso = () => clock.now().toISOString();

  const { accessTo, requireContractorJob } = createJobAccess({ db, companies });

  async function reload(jobId: string) {
    return toJob((await repo.findJob(db, jobId))!);
  }

  /** Roster changes of one job run one at a time, each deciding on what the last one left. */
  function changeRoster<T>(jobId: string, change: (trx: Executor) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      await repo.lockJob(trx, dialect, jobId);
      return change(trx);
    });
  }

  const onJob = (job: repo.JobRow, driverId: string) => ({
    companyId: job.company_id,
    jobId: job.id,
    driverId,
  });

  return {
    accessTo,
    requireContractorJob,

    /** Title, number and company of a job, for telling people about it; null once it is gone. */
    async summaryOf(jobId: string): Promise<JobSummary | null> {
      const job = await repo.findJob(db, jobId);
      return job
        ? { title: job.title, jobNumber: job.job_number, companyName: job.company_name }
        : null;
    },

    /**
     * A job by id with no access check, for a caller that has proved its right to it another
     * way (a share link's token); null once the job is gone.
     */
    async jobById(jobId: string): Promise<Job | null> {
      const job = await repo.findJob(db, jobId);
      return job ? toJob(job) : null;
    },

    /**
     * Holds the job's row until the caller's transaction ends (PostgreSQL), so writes that
     * count within a job (its load numbers) happen one after another.
     */
    lockJob: (trx: Executor, jobId: string) => repo.lockJob(trx, dialect, jobId),

    /** The company's jobs with status active: the dashboard's Active Jobs card. */
    activeJobCount: (companyId: string) => repo.countJobsWithStatus(db, companyId, "active"),

    /**
     * The company's jobs as their list shows them: searched by number, title and site,
     * filtered by status, sorted (newest first unless asked otherwise) and paged, with the
     * counts by status.
     */
    async list(actor: Actor, input: CompanyJobListQuery = {}): Promise<CompanyJobList> {
      const company = requireContractor(actor);
      const query = CompanyJobListQuerySchema.parse(input);
      const jobs = (await repo.findJobsForCompany(db, company.id)).map(toJob);
      const { items, ...paging } = sliceList(jobs, {
        ...query,
        fields: (job) => [job.jobNumber, job.title, job.location, job.locationAddress],
        keep: (job) => query.status === undefined || job.status === query.status,
        compare: orderAsAsked(jobSorts, query),
      });
      return {
        jobs: items,
        ...paging,
        counts: { total: jobs.length, ...countBy(jobs, jobStatuses, (job) => job.status) },
      };
    },

    /** Job numbers follow the spec's clock-based format and stay unique within the company. */
    async create(actor: Actor, input: CreateJobInput): Promise<Job> {
      const company = requireContractor(actor);
      const details = CreateJobInputSchema.parse(input);
      const now = clock.now().getTime();
      const id = randomUUID();
      for (let offset = 0; ; offset++) {
        const jobNumber = jobNumberAt(now + offset);
        if (await repo.jobNumberTaken(db, company.id, jobNumber)) continue;
        const stamp = new Date(now).toISOString();
        try {
          await repo.insertJob(db, {
            id,
            company_id: company.id,
            contractor_id: actor.userId,
            job_number: jobNumber,
            title: details.title,
            description: details.description,
            status: "active",
            location: details.location,
            location_address: details.locationAddress ?? null,
            latitude: details.latitude ?? null,
            longitude: details.longitude ?? null,
            start_date: details.startDate,
            load_site_id: null,
            dump_site_id: null,
            created_at: stamp,
            updated_at: stamp,
            customer_id: null,
            purchase_order: null,
          });
          events.emit("job.created", { companyId: company.id, jobId: id });
          return reload(id);
        } catch (error) {
          // Two jobs created in the same millisecond: take the next number.
          if (isUniqueViolation(error) && offset < 1000) continue;
          throw error;
        }
      }
    },

    /** One job of the company, for its contractors. */
    async get(actor: Actor, jobId: string): Promise<Job> {
      return toJob(await requireContractorJob(actor, jobId));
    },

    /** Read-only view for the job's contractor, its drivers and people granted view access. */
    async view(actor: Actor, jobId: string): Promise<Job & { access: JobAccess }> {
      const { job, access, grant } = await accessTo(actor, jobId);
      if (grant && grant.viewed_at === null) await repo.markGrantViewed(db, grant.id, nowIso());
      return { ...toJob(job), access };
    },

    /**
     * Edits a job's details, moves it to another status, sets its customer and purchase
     * order, or sets its haul route (sites of the company that are not archived, load and
     * dump apart).
     */
    async update(actor: Actor, jobId: string, input: UpdateJobInput): Promise<Job> {
      const job = await requireContractorJob(actor, jobId);
      const patch = UpdateJobInputSchema.parse(input);
      if (patch.customerId && patch.customerId !== job.customer_id) {
        await customers.requireBillable(job.company_id, patch.customerId);
      }
      await db.transaction().execute(async (trx) => {
        if (patch.loadSiteId !== undefined || patch.dumpSiteId !== undefined) {
          const current = await repo.lockJobRoute(trx, dialect, job.id);
          const loadSiteId =
            patch.loadSiteId !== undefined ? patch.loadSiteId : (current?.load_site_id ?? null);
          const dumpSiteId =
            patch.dumpSiteId !== undefined ? patch.dumpSiteId : (current?.dump_site_id ?? null);
          for (const siteId of [patch.loadSiteId, patch.dumpSiteId]) {
            if (siteId) await sites.requireUsableSite(trx, job.company_id, siteId);
          }
          if (loadSiteId !== null && loadSiteId === dumpSiteId) {
            throw badRequest(messages.sites.sameLoadAndDump);
          }
        }
        await repo.updateJob(trx, job.id, {
          ...(patch.customerId !== undefined ? { customer_id: patch.customerId } : {}),
          ...(patch.purchaseOrder !== undefined ? { purchase_order: patch.purchaseOrder } : {}),
          ...(patch.loadSiteId !== undefined ? { load_site_id: patch.loadSiteId } : {}),
          ...(patch.dumpSiteId !== undefined ? { dump_site_id: patch.dumpSiteId } : {}),
          ...(patch.title !== undefined ? { title: patch.title } : {}),
          ...(patch.description !== undefined ? { description: patch.description } : {}),
          ...(patch.location !== undefined ? { location: patch.location } : {}),
          ...(patch.startDate !== undefined ? { start_date: patch.startDate } : {}),
          ...(patch.locationAddress !== undefined
            ? { location_address: patch.locationAddress }
            : {}),
          ...(patch.latitude !== undefined ? { latitude: patch.latitude } : {}),
          ...(patch.longitude !== undefined ? { longitude: patch.longitude } : {}),
          ...(patch.status !== undefined ? { status: patch.status } : {}),
          updated_at: nowIso(),
        });
      });
      events.emit("job.updated", { companyId: job.company_id, jobId: job.id });
      return reload(job.id);
    },

    /**
     * Sets one end of the job's haul route, inside the caller's transaction, when that end
     * is empty. Answers null when it did, or the name of the site already there.
     */
    async setRouteEndIfEmpty(
      trx: Executor,
      jobId: string,
      role: "load" | "dump",
      siteId: string,
    ): Promise<string | null> {
      const current = await repo.lockJobRoute(trx, dialect, jobId);
      const held = role === "load" ? current?.load_site_id : current?.dump_site_id;
      if (held) return (await repo.findSiteName(trx, held)) ?? held;
      await repo.updateJob(trx, jobId, {
        ...(role === "load" ? { load_site_id: siteId } : { dump_site_id: siteId }),
        updated_at: nowIso(),
      });
      return null;
    },

    /** Drivers on the job and waiting requests, newest first. */
    async roster(actor: Actor, jobId: string): Promise<JobDriver[]> {
      await requireContractorJob(actor, jobId);
      return (await repo.listAssignments(db, jobId)).map((row) => ({
        driverId: row.driver_id,
        name: driverNameOf(row.first_name, row.last_name),
        email: row.email,
        phone: row.phone_number,
        avatarUrl: avatarUrlOf(row.driver_id, row.avatar_key),
        status: row.status,
        requestedAt: row.requested_at,
        joinedAt: row.joined_at,
      }));
    },

    /** Puts one of the company's drivers on the job; assigning someone who asked approves them. */
    async assignDriver(actor: Actor, jobId: string, driverId: string) {
      const job = await requireContractorJob(actor, jobId);
      const before = await changeRoster(jobId, async (trx) => {
        const role = await companies.memberRoleOf(trx, job.company_id, driverId, { lock: true });
        if (role !== "driver") throw badRequest(messages.drivers.notInCompany);
        const previous = await repo.findAssignment(trx, jobId, driverId);
        await repo.upsertAssignment(trx, { jobId, driverId, status: "active", now: nowIso() });
        return previous?.status;
      });
      // Assigning someone already on the job changes nothing they need to hear about.
      if (before === "active") return;
      events.emit(
        before === "pending" ? "job.join_approved" : "job.driver_assigned",
        onJob(job, driverId),
      );
    },

    /** Takes a driver off the job, or declines their request to join it. */
    async unassignDriver(actor: Actor, jobId: string, driverId: string) {
      const job = await requireContractorJob(actor, jobId);
      const before = await changeRoster(jobId, async (trx) => {
        const previous = await repo.findAssignment(trx, jobId, driverId);
        if (previous?.status !== "active" && previous?.status !== "pending") {
          throw notFound(m.driverNotOnJob);
        }
        await repo.setAssignmentStatus(trx, jobId, driverId, "removed", nowIso());
        return previous.status;
      });
      events.emit(
        before === "pending" ? "job.join_declined" : "job.driver_unassigned",
        onJob(job, driverId),
      );
    },

    /** Approves a driver's waiting request to join. */
    async approveRequest(actor: Actor, jobId: string, driverId: string) {
      const job = await requireContractorJob(actor, jobId);
      await changeRoster(jobId, async (trx) => {
        const assignment = await repo.findAssignment(trx, jobId, driverId);
        if (assignment?.status !== "pending") throw notFound(m.noPendingRequest);
        await repo.setAssignmentStatus(trx, jobId, driverId, "active", nowIso());
      });
      events.emit("job.join_approved", onJob(job, driverId));
    },

    /** A driver asks to join an open job of a company they drive for. */
    async requestToJoin(actor: Actor, jobId: string) {
      const job = await repo.findJob(db, jobId);
      const role = job ? await companies.memberRoleOf(db, job.company_id, actor.userId) : null;
      if (!job || role !== "driver") throw notFound(m.jobNotFound);
      if (!OPEN_JOB_STATUSES.includes(job.status)) throw conflict(m.notOpen);
      await changeRoster(jobId, async (trx) => {
        const existing = await repo.findAssignment(trx, jobId, actor.userId);
        if (existing?.status === "active") throw conflict(m.alreadyOnJob);
        if (existing?.status === "pending") throw conflict(m.requestPending);
        await repo.upsertAssignment(trx, {
          jobId,
          driverId: actor.userId,
          status: "pending",
          now: nowIso(),
        });
      });
      events.emit("job.join_requested", onJob(job, actor.userId));
    },

    /** The signed-in driver's jobs, by start date. */
    async driverJobs(actor: Actor): Promise<Job[]> {
      requireRole(actor, "driver", m.driversOnly);
      return (await repo.findDriverJobs(db, actor.userId)).map(toJob);
    },

    /** The jobs of one company a driver is on (the driver page). */
    async driverJobsIn(companyId: string, driverId: string): Promise<Job[]> {
      const rows = await repo.findDriverJobs(db, driverId);
      return rows.filter((row) => row.company_id === companyId).map(toJob);
    },

    /** Open jobs the driver may ask to join, with their own waiting requests. */
    async availableJobs(actor: Actor): Promise<AvailableJob[]> {
      requireRole(actor, "driver", m.driversOnly);
      return (await repo.findOpenJobsForDriver(db, actor.userId, OPEN_JOB_STATUSES)).map((row) => ({
        ...toJob(row),
        joinRequest: row.request_status === "pending" ? "pending" : "none",
      }));
    },

    /** People with view access to the job, newest grant first. */
    async grants(actor: Actor, jobId: string): Promise<JobGrant[]> {
      await requireContractorJob(actor, jobId);
      return (await repo.listGrants(db, jobId)).map((row) => {
        // A name would tell that the address has an account: shown once they open the job.
        const seen = row.viewed_at !== null && row.user_id !== null;
        return {
          id: row.id,
          email: row.email,
          status: seen ? "active" : "invited",
          firstName: seen ? row.first_name : null,
          lastName: seen ? row.last_name : null,
          canEdit: Boolean(row.can_edit),
          grantedAt: row.created_at,
          viewedAt: seen ? row.viewed_at : null,
        };
      });
    },

    /**
     * Read-only access by exact address; `can_edit` stays false. Every address is answered
     * and mailed alike: one with a verified account can open the job at once, any other as
     * soon as an account holding it is verified. Draws on the company's invitation allowance.
     */
    async grantAccess(
      actor: Actor,
      jobId: string,
      { emails }: GrantAccess,
    ): Promise<{ granted: number }> {
      const job = await requireContractorJob(actor, jobId);
      // Only the caller's own address reveals nothing about anyone, so only it may be "found".
      const addresses = emails.filter((email) => email !== actor.email.toLowerCase());
      if (addresses.length === 0) throw notFound(messages.permissions.noUsersFound);
      const name = (await profiles.namesOf([actor.userId])).get(actor.userId);
      const sender = name ? displayNameOf(name.firstName, name.lastName) : null;
      requirePlainNames(job.company_name, sender);

      const { created, newlyGranted } = await allowance.spend(
        job.company_id,
        addresses.length,
        async () => {
          const accounts = new Map(
            (await profiles.verifiedUsersByEmail(addresses)).map((user) => [
              user.email.toLowerCase(),
              user.id,
            ]),
          );
          return changeRoster(jobId, async (trx) => {
            const before = await repo.listGrants(trx, job.id);
            const hadAccess = new Set(before.map((g) => g.user_id));
            const granted = new Set(before.map((g) => g.email));
            const now = nowIso();
            const rows = addresses
              .filter((email) => !granted.has(email))
              .map((email) => ({
                id: randomUUID(),
                job_id: job.id,
                user_id: accounts.get(email) ?? null,
                email,
                granted_by: actor.userId,
                created_at: now,
              }));
            if (rows.length > 0) await repo.insertGrants(trx, rows);
            const bound = rows.flatMap((row) => (row.user_id ? [row.user_id] : []));
            return {
              created: rows.map((row) => row.id),
              newlyGranted: bound.filter((userId) => !hadAccess.has(userId)),
            };
          });
        },
      );
      // Written in the sender's language, as an invitation is (decision 094).
      const wording = translator.wordingFor(await profiles.languageOf(actor.userId));
      try {
        for (const email of addresses) {
          await mailer.send(
            jobSharedEmail(
              wording,
              email,
              job.company_name,
              sender,
              `${publicUrl}/jobs/${job.id}/view`,
            ),
          );
        }
      } catch (error) {
        logger.error({ err: error }, "sending job access emails failed");
        // Access nobody was told about is no invitation: undo this request's grants.
        if (created.length > 0) await repo.deleteGrantsById(db, created);
        await allowance.refund(job.company_id, addresses.length);
        throw upstreamFailed(messages.invitations.emailsNotSent);
      }
      // Granting again to someone who already has access is not news to them.
      if (newlyGranted.length > 0) {
        events.emit("job.shared", { companyId: job.company_id, jobId, userIds: newlyGranted });
      }
      return { granted: addresses.length };
    },

    /** Takes view access away from one granted address. */
    async revokeAccess(actor: Actor, jobId: string, grantId: string) {
      const job = await requireContractorJob(actor, jobId);
      const revoked = await repo.deleteGrant(db, jobId, grantId);
      if (!revoked) throw notFound(m.noAccessToRevoke);
      if (revoked.userId) {
        events.emit("job.access_revoked", {
          companyId: job.company_id,
          jobId,
          userId: revoked.userId,
        });
      }
    },

    /**
     * An account's address was verified (at sign-up or after a change): the grants waiting on
     * that address become theirs, and they hear about each job.
     */
    async claimGrants(userId: string, email: string) {
      const claimed = await db
        .transaction()
        .execute((trx) => repo.claimGrants(trx, userId, email.toLowerCase()));
      for (const { jobId, companyId } of claimed) {
        events.emit("job.shared", { companyId, jobId, userIds: [userId] });
      }
    },

    /**
     * A driver leaving the company leaves its jobs, inside the caller's transaction. Answers
     * the jobs whose join request was still waiting.
     */
    releaseDriverFromCompany: (trx: Executor, companyId: string, driverId: string) =>
      repo.releaseDriverFromCompany(trx, companyId, driverId, nowIso()),
  };
}
