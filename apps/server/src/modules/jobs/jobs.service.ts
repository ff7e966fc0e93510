import { randomUUID } from "node:crypto";
import {
  type AvailableJob,
  type CreateJobInput,
  CreateJobInputSchema,
  driverNameOf,
  type GrantAccess,
  type Job,
  type JobDriver,
  type JobGrant,
  jobMessages,
  jobNumberAt,
  messages,
  NOTIFICATION_TYPES,
  notificationLinks,
  notificationTexts,
  OPEN_JOB_STATUSES,
  type UpdateJobInput,
  UpdateJobInputSchema,
} from "@haulwise/domain";
import type { SessionUser } from "../../auth/plugin.js";
import type { Db } from "../../db/database.js";
import { isUniqueViolation } from "../../db/errors.js";
import { badRequest, conflict, forbidden, notFound } from "../../http/app-error.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import * as repo from "./jobs.repo.js";

export type JobsService = ReturnType<typeof createJobsService>;

/** How a signed-in person relates to a job; anything else sees a 404. */
export type JobAccess = "contractor" | "driver" | "viewer";

function toJob(row: repo.JobRow): Job {
  return {
    id: row.id,
    jobNumber: row.job_number,
    title: row.title,
    description: row.description,
    status: row.status as Job["status"],
    location: row.location,
    locationAddress: row.location_address,
    latitude: row.latitude,
    longitude: row.longitude,
    startDate: row.start_date,
    companyId: row.company_id,
    companyName: row.company_name,
    documentCount: Number(row.document_count ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const avatarUrlOf = (userId: string, key: string | null) =>
  key ? `/api/users/${userId}/avatar?v=${encodeURIComponent(key.split("/").pop() ?? "")}` : null;

const JOB_NOT_FOUND = messages.jobs.jobNotFound;

/** What a contractor can do to a driver's place on a job, as the driver hears of it. */
type DriverNews = "assigned" | "requestApproved" | "requestDeclined" | "unassigned";

const jobRefOf = (job: repo.JobRow) => ({ title: job.title, jobNumber: job.job_number });

export function createJobsService(deps: {
  db: Db;
  companies: CompaniesService;
  notifications: NotificationsService;
}) {
  const { db, companies, notifications } = deps;

  /** Tells one driver what happened to them on a job; their jobs list is where to look. */
  function tellDriver(news: DriverNews, driverId: string, job: repo.JobRow): Promise<void> {
    const text = notificationTexts[news](job.company_name, jobRefOf(job));
    return notifications.deliver(NOTIFICATION_TYPES[news], async () => [
      { userId: driverId, ...text, link: notificationLinks.driverJobs },
    ]);
  }

  /** The job and the caller's relation to it, or a 404 that does not say whether it exists. */
  async function accessTo(
    userId: string,
    jobId: string,
  ): Promise<{ job: repo.JobRow; access: JobAccess }> {
    const job = await repo.findJob(db, jobId);
    if (!job) throw notFound(JOB_NOT_FOUND);
    const membership = await companies.findMembership(job.company_id, userId);
    if (membership && membership.member_role !== "driver") {
      const role = await db
        .selectFrom("profiles")
        .select("role")
        .where("id", "=", userId)
        .executeTakeFirst();
      if (role?.role === "contractor") return { job, access: "contractor" };
    }
    if (membership?.member_role === "driver") {
      const assignment = await repo.findAssignment(db, jobId, userId);
      if (assignment?.status === "active") return { job, access: "driver" };
    }
    if (await repo.findGrant(db, jobId, userId)) return { job, access: "viewer" };
    throw notFound(JOB_NOT_FOUND);
  }

  async function requireContractorJob(userId: string, jobId: string) {
    const { job, access } = await accessTo(userId, jobId);
    if (access !== "contractor") throw notFound(JOB_NOT_FOUND);
    return job;
  }

  async function reload(jobId: string) {
    return toJob((await repo.findJob(db, jobId))!);
  }

  return {
    accessTo,
    requireContractorJob,

    async list(userId: string): Promise<Job[]> {
      const company = await companies.requireContractorCompany(userId);
      return (await repo.findJobsForCompany(db, company.id)).map(toJob);
    },

    /** Job numbers follow the spec's clock-based format and stay unique within the company. */
    async create(userId: string, input: CreateJobInput, now = Date.now()): Promise<Job> {
      const company = await companies.requireContractorCompany(userId);
      const details = CreateJobInputSchema.parse(input);
      const id = randomUUID();
      for (let offset = 0; ; offset++) {
        const jobNumber = jobNumberAt(now + offset);
        if (await repo.jobNumberTaken(db, company.id, jobNumber)) continue;
        const stamp = new Date(now).toISOString();
        try {
          await repo.insertJob(db, {
            id,
            company_id: company.id,
            contractor_id: userId,
            job_number: jobNumber,
            title: details.title,
            description: details.description,
            status: "active",
            location: details.location,
            location_address: details.locationAddress ?? null,
            latitude: details.latitude ?? null,
            longitude: details.longitude ?? null,
            start_date: details.startDate,
            created_at: stamp,
            updated_at: stamp,
          });
          return reload(id);
        } catch (error) {
          // Two jobs created in the same millisecond: take the next number.
          if (isUniqueViolation(error) && offset < 1000) continue;
          throw error;
        }
      }
    },

    async get(userId: string, jobId: string): Promise<Job> {
      return toJob(await requireContractorJob(userId, jobId));
    },

    /** Read-only view for the job's contractor, its drivers and people granted view access. */
    async view(userId: string, jobId: string): Promise<Job & { access: JobAccess }> {
      const { job, access } = await accessTo(userId, jobId);
      return { ...toJob(job), access };
    },

    async update(userId: string, jobId: string, input: UpdateJobInput): Promise<Job> {
      const job = await requireContractorJob(userId, jobId);
      const patch = UpdateJobInputSchema.parse(input);
      await repo.updateJob(db, job.id, {
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.location !== undefined ? { location: patch.location } : {}),
        ...(patch.startDate !== undefined ? { start_date: patch.startDate } : {}),
        ...(patch.locationAddress !== undefined ? { location_address: patch.locationAddress } : {}),
        ...(patch.latitude !== undefined ? { latitude: patch.latitude } : {}),
        ...(patch.longitude !== undefined ? { longitude: patch.longitude } : {}),
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        updated_at: new Date().toISOString(),
      });
      return reload(job.id);
    },

    async roster(userId: string, jobId: string): Promise<JobDriver[]> {
      await requireContractorJob(userId, jobId);
      return (await repo.listAssignments(db, jobId)).map((row) => ({
        driverId: row.driver_id,
        name: driverNameOf(row.first_name, row.last_name),
        email: row.email,
        phone: row.phone_number,
        avatarUrl: avatarUrlOf(row.driver_id, row.avatar_key),
        status: row.status as JobDriver["status"],
        requestedAt: row.requested_at,
        joinedAt: row.joined_at,
      }));
    },

    async assignDriver(userId: string, jobId: string, driverId: string) {
      const job = await requireContractorJob(userId, jobId);
      const membership = await companies.findMembership(job.company_id, driverId);
      if (membership?.member_role !== "driver") throw badRequest(jobMessages.driverNotInCompany);
      const before = await repo.findAssignment(db, jobId, driverId);
      await repo.upsertAssignment(db, {
        jobId,
        driverId,
        status: "active",
        now: new Date().toISOString(),
      });
      // Assigning someone already on the job changes nothing they need to hear about.
      if (before?.status === "active") return;
      await tellDriver(
        before?.status === "pending" ? "requestApproved" : "assigned",
        driverId,
        job,
      );
    },

    /** Takes a driver off the job, or declines their request to join it. */
    async unassignDriver(userId: string, jobId: string, driverId: string) {
      const job = await requireContractorJob(userId, jobId);
      const before = await repo.findAssignment(db, jobId, driverId);
      if (before?.status !== "active" && before?.status !== "pending") {
        throw notFound("This driver is not on the job");
      }
      await repo.setAssignmentStatus(db, jobId, driverId, "removed", new Date().toISOString());
      await tellDriver(
        before.status === "pending" ? "requestDeclined" : "unassigned",
        driverId,
        job,
      );
    },

    async approveRequest(userId: string, jobId: string, driverId: string) {
      const job = await requireContractorJob(userId, jobId);
      const assignment = await repo.findAssignment(db, jobId, driverId);
      if (assignment?.status !== "pending") throw notFound(jobMessages.noPendingRequest);
      await repo.setAssignmentStatus(db, jobId, driverId, "active", new Date().toISOString());
      await tellDriver("requestApproved", driverId, job);
    },

    /** A driver asks to join an open job of a company they drive for. */
    async requestToJoin(user: SessionUser, jobId: string) {
      const job = await repo.findJob(db, jobId);
      const membership = job ? await companies.findMembership(job.company_id, user.id) : undefined;
      if (!job || membership?.member_role !== "driver") throw notFound(JOB_NOT_FOUND);
      if (!OPEN_JOB_STATUSES.includes(job.status as Job["status"]))
        throw conflict(jobMessages.notOpen);
      const existing = await repo.findAssignment(db, jobId, user.id);
      if (existing?.status === "active") throw conflict(jobMessages.alreadyOnJob);
      if (existing?.status === "pending") throw conflict(jobMessages.requestPending);
      await repo.upsertAssignment(db, {
        jobId,
        driverId: user.id,
        status: "pending",
        now: new Date().toISOString(),
      });
      await notifications.deliver(NOTIFICATION_TYPES.joinRequested, async () => {
        const names = await repo.findProfileNames(db, user.id);
        const text = notificationTexts.joinRequested(
          driverNameOf(names?.first_name ?? null, names?.last_name ?? null),
          jobRefOf(job),
        );
        const contractors = await companies.contractorIdsOf(job.company_id);
        return contractors.map((contractorId) => ({
          userId: contractorId,
          ...text,
          link: notificationLinks.jobDrivers(job.id),
        }));
      });
    },

    async driverJobs(user: SessionUser): Promise<Job[]> {
      return (await repo.findDriverJobs(db, user.id)).map(toJob);
    },

    async availableJobs(user: SessionUser): Promise<AvailableJob[]> {
      return (await repo.findOpenJobsForDriver(db, user.id, OPEN_JOB_STATUSES)).map((row) => ({
        ...toJob(row),
        joinRequest: row.request_status === "pending" ? "pending" : "none",
      }));
    },

    async grants(userId: string, jobId: string): Promise<JobGrant[]> {
      await requireContractorJob(userId, jobId);
      return (await repo.listGrants(db, jobId)).map((row) => ({
        userId: row.user_id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        canEdit: Boolean(row.can_edit),
        grantedAt: row.created_at,
      }));
    },

    /** Read-only access by exact e-mail, for verified accounts only; `can_edit` stays false. */
    async grantAccess(
      userId: string,
      jobId: string,
      { emails }: GrantAccess,
    ): Promise<{ granted: number }> {
      const job = await requireContractorJob(userId, jobId);
      const users = (await repo.findVerifiedUsersByEmail(db, emails)).filter(
        (u) => u.id !== userId,
      );
      if (users.length === 0) throw notFound(messages.permissions.noUsersFound);
      const hadAccess = new Set((await repo.listGrants(db, job.id)).map((grant) => grant.user_id));
      const now = new Date().toISOString();
      await repo.insertGrants(
        db,
        users.map((u) => ({
          id: randomUUID(),
          job_id: job.id,
          user_id: u.id,
          granted_by: userId,
          created_at: now,
        })),
      );
      // Granting again to someone who already has access tells them nothing new.
      const text = notificationTexts.jobShared(job.company_name, jobRefOf(job));
      await notifications.deliver(NOTIFICATION_TYPES.jobShared, async () =>
        users
          .filter((grantee) => !hadAccess.has(grantee.id))
          .map((grantee) => ({
            userId: grantee.id,
            ...text,
            link: notificationLinks.jobView(job.id),
          })),
      );
      return { granted: users.length };
    },

    async revokeAccess(userId: string, jobId: string, granteeId: string) {
      await requireContractorJob(userId, jobId);
      const result = await repo.deleteGrant(db, jobId, granteeId);
      if (Number(result.numDeletedRows) === 0)
        throw notFound("This person has no access to the job");
    },

    requireDriverRole: async (user: SessionUser) => {
      const profile = await db
        .selectFrom("profiles")
        .select("role")
        .where("id", "=", user.id)
        .executeTakeFirst();
      if (profile?.role !== "driver") throw forbidden("This is for drivers");
    },
  };
}
