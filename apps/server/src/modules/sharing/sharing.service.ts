import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  type ApproveSharedDayInput,
  type CreatedShareLink,
  type CreateShareLinkInput,
  type CustomerReview,
  type DisputeSharedLoadInput,
  displayNameOf,
  haulTotals,
  type Job,
  localDayOf,
  messages,
  OPEN_JOB_STATUSES,
  SHARING,
  type SharedJob,
  type SharedLoad,
  type ShareLink,
  type ShareLinkStatus,
} from "@haulwise/domain";
import { type Actor, requireContractor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import type { EventBus } from "../../events/bus.js";
import { badRequest, conflict, notFound } from "../../http/app-error.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { LoadsService } from "../loads/loads.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { LiveService } from "../tracking/live.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import * as repo from "./sharing.repo.js";

export type SharingService = ReturnType<typeof createSharingService>;

const m = messages.sharing;

/** The most tickets a shared page lists (newest first); the totals count them all. */
const SHARED_TICKETS_MAX = 2_000;

/** Only a hash of the token is stored: a leaked database does not leak working links. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () =>
  `${SHARING.tokenPrefix}${randomBytes(SHARING.tokenBytes).toString("base64url")}`;

const isOpenJob = (job: Pick<Job, "status">) => OPEN_JOB_STATUSES.includes(job.status);

/** Whether a link still works at `now`; an undated one works while its job is open. */
function statusOf(link: repo.ShareLinkRow, job: Pick<Job, "status"> | null, now: Date) {
  if (link.revoked_at) return "revoked" satisfies ShareLinkStatus;
  if (link.expires_at === null) return job && isOpenJob(job) ? "active" : "expired";
  return Date.parse(link.expires_at) > now.getTime() ? "active" : "expired";
}

function toShareLink(link: repo.ShareLinkRow, status: ShareLinkStatus): ShareLink {
  return {
    id: link.id,
    jobId: link.job_id,
    expiresAt: link.expires_at,
    createdAt: link.created_at,
    sharedByName: link.created_by_name,
    revokedAt: link.revoked_at,
    status,
  };
}

/**
 * Share links: a contractor hands one job to its customer as a bearer link. Whoever holds
 * it reads that job's tickets, tonnage and trucks at work, and nothing else.
 */
export function createSharingService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  jobs: Pick<JobsService, "requireContractorJob" | "jobById">;
  loads: Pick<LoadsService, "customerTicketsOf" | "customerPhotoOf" | "recordCustomerReview">;
  trucks: Pick<TrucksService, "trucksById">;
  live: Pick<LiveService, "jobSnapshot">;
  companies: Pick<CompaniesService, "timeZoneOf">;
  profiles: Pick<ProfilesService, "namesOf">;
  publicUrl: string;
}) {
  const { db, clock, events, jobs, loads, trucks, live, companies, profiles, publicUrl } = deps;

  /** The link and its job, when the token opens one that still works; one answer otherwise. */
  async function requireWorkingLink(token: string) {
    const link = await repo.findByTokenHash(db, hashToken(token));
    const job = link ? await jobs.jobById(link.job_id) : null;
    if (!link || !job || statusOf(link, job, clock.now()) !== "active") {
      throw notFound(m.linkGone);
    }
    return { link, job };
  }

  /** Loads as the customer sees them: the ticket and the truck, never a driver's contacts. */
  async function sharedLoadsOf(job: Job, timeZone: string): Promise<SharedLoad[]> {
    const rows = await loads.customerTicketsOf(job.id, SHARED_TICKETS_MAX);
    const truckIds = rows.flatMap((row) => (row.truck_id ? [row.truck_id] : []));
    const fleet = await trucks.trucksById(job.companyId, truckIds);
    return rows.map((row) => ({
      id: row.id,
      loadNumber: Number(row.load_number),
      status: row.status,
      driverName: row.driver_name?.trim() || messages.loads.unknownDriver,
      truckNumber: (row.truck_id && fleet.get(row.truck_id)?.truck_number) || null,
      materialType: row.material_type,
      quantity: row.quantity === null ? null : Number(row.quantity),
      quantityUnit: row.quantity_unit,
      ticketNumber: row.ticket_number,
      startedAt: row.started_at,
      completedAt: row.completed_at,
      day: localDayOf(row.completed_at ?? row.started_at ?? clock.now(), timeZone),
      hasPhoto: row.photo_key !== null,
    }));
  }

  /** The job's reviews, newest first, each disputed load named by its number. */
  async function reviewsOf(jobId: string, shared: readonly SharedLoad[]) {
    const numbers = new Map(shared.map((load) => [load.id, load.loadNumber]));
    return (await repo.findReviews(db, jobId)).map(
      (row): CustomerReview => ({
        id: row.id,
        verdict: row.verdict,
        day: row.day,
        loadId: row.load_id,
        loadNumber: row.load_id ? (numbers.get(row.load_id) ?? null) : null,
        reviewerName: row.reviewer_name,
        comment: row.comment,
        createdAt: row.created_at,
      }),
    );
  }

  /**
   * Stores what a link holder said and writes it into each load's history in one
   * transaction, then tells the job's contractors.
   */
  async function review(
    link: repo.ShareLinkRow,
    job: Job,
    verdict: "approved" | "disputed",
    details: { name: string; day: string | null; comment: string | null },
    tickets: readonly SharedLoad[],
  ): Promise<CustomerReview> {
    const id = randomUUID();
    const at = clock.now().toISOString();
    await db.transaction().execute(async (trx) => {
      await repo.insertReview(trx, {
        id,
        company_id: job.companyId,
        job_id: job.id,
        share_link_id: link.id,
        verdict,
        day: details.day,
        load_id: verdict === "disputed" ? tickets[0]!.id : null,
        reviewer_name: details.name,
        comment: details.comment,
        created_at: at,
      });
      await loads.recordCustomerReview(
        trx,
        tickets.map((ticket) => ticket.id),
        { verdict, name: details.name, comment: details.comment, at },
      );
    });
    const loadNumber = verdict === "disputed" ? tickets[0]!.loadNumber : null;
    events.emit("customer.reviewed", {
      companyId: job.companyId,
      jobId: job.id,
      reviewId: id,
      verdict,
      reviewerName: details.name,
      day: details.day,
      loadNumber,
    });
    return {
      id,
      verdict,
      day: details.day,
      loadId: verdict === "disputed" ? tickets[0]!.id : null,
      loadNumber,
      reviewerName: details.name,
      comment: details.comment,
      createdAt: at,
    };
  }

  return {
    /** Makes a link to one of the company's open jobs, working until `expiresAt` or the job's end. */
    async create(
      actor: Actor,
      jobId: string,
      input: CreateShareLinkInput,
    ): Promise<CreatedShareLink> {
      requireContractor(actor);
      const job = await jobs.requireContractorJob(actor, jobId);
      if (!OPEN_JOB_STATUSES.includes(job.status)) throw conflict(m.jobEnded);
      const now = clock.now();
      if (input.expiresAt !== null) {
        const at = Date.parse(input.expiresAt);
        if (at <= now.getTime()) throw badRequest(m.expiryInPast);
        if (at > now.getTime() + SHARING.maxDays * SHARING.dayMs) {
          throw badRequest(m.expiryTooFar(SHARING.maxDays));
        }
      }
      if (
        (await repo.countWorking(db, job.id, now.toISOString())) >= SHARING.maxActiveLinksPerJob
      ) {
        throw conflict(m.tooManyLinks(SHARING.maxActiveLinksPerJob));
      }
      const name = (await profiles.namesOf([actor.userId])).get(actor.userId);
      const token = newToken();
      const id = randomUUID();
      const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt).toISOString();
      await repo.insertLink(db, {
        id,
        company_id: job.company_id,
        job_id: job.id,
        token_hash: hashToken(token),
        expires_at: expiresAt,
        created_by: actor.userId,
        created_by_name: displayNameOf(name?.firstName, name?.lastName, actor.email),
        created_at: now.toISOString(),
        revoked_at: null,
        revoked_by: null,
      });
      return { id, url: `${publicUrl}/shared/${token}`, expiresAt };
    },

    /** The job's links, newest first, with whether each still works; never their tokens. */
    async list(actor: Actor, jobId: string): Promise<ShareLink[]> {
      requireContractor(actor);
      const job = await jobs.requireContractorJob(actor, jobId);
      const now = clock.now();
      return (await repo.findForJob(db, job.id)).map((link) =>
        toShareLink(link, statusOf(link, job, now)),
      );
    },

    /** Stops a link at once; revoking it again changes nothing. */
    async revoke(actor: Actor, linkId: string): Promise<void> {
      requireContractor(actor);
      const link = await repo.findById(db, linkId);
      if (!link) throw notFound(m.linkNotFound);
      // Another company's link is as unknown as a missing one.
      await jobs.requireContractorJob(actor, link.job_id).catch(() => {
        throw notFound(m.linkNotFound);
      });
      await repo.revoke(db, link.id, actor.userId, clock.now().toISOString());
    },

    /** What a working link shows: its one job, its tickets and tonnage, its trucks at work. */
    async open(token: string): Promise<SharedJob> {
      const { link, job } = await requireWorkingLink(token);
      const timeZone = await companies.timeZoneOf(job.companyId);
      const shared = await sharedLoadsOf(job, timeZone);
      const delivered = shared.filter((load) => load.status === "completed");
      const { positions } = await live.jobSnapshot(job.id);
      return {
        job: {
          title: job.title,
          jobNumber: job.jobNumber,
          status: job.status,
          location: job.locationAddress ?? job.location,
          companyName: job.companyName,
          customerName: job.customerName,
          purchaseOrder: job.purchaseOrder,
        },
        sharedByName: link.created_by_name,
        expiresAt: link.expires_at,
        today: localDayOf(clock.now(), timeZone),
        timeZone,
        totals: haulTotals(
          delivered.map((load) => ({ quantity: load.quantity, unit: load.quantityUnit })),
        ),
        loads: shared,
        positions,
        reviews: await reviewsOf(job.id, shared),
      };
    },

    /** The link holder signs off a day's delivered tickets (the company's calendar day). */
    async approveDay(
      token: string,
      day: string,
      input: ApproveSharedDayInput,
    ): Promise<CustomerReview> {
      const { link, job } = await requireWorkingLink(token);
      const timeZone = await companies.timeZoneOf(job.companyId);
      const tickets = (await sharedLoadsOf(job, timeZone)).filter(
        (load) => load.day === day && load.status === "completed",
      );
      if (tickets.length === 0) throw conflict(m.nothingToApprove);
      return review(link, job, "approved", { name: input.name, day, comment: null }, tickets);
    },

    /** The link holder disputes one ticket of the job, saying what is wrong with it. */
    async disputeLoad(
      token: string,
      loadId: string,
      input: DisputeSharedLoadInput,
    ): Promise<CustomerReview> {
      const { link, job } = await requireWorkingLink(token);
      const timeZone = await companies.timeZoneOf(job.companyId);
      const ticket = (await sharedLoadsOf(job, timeZone)).find((load) => load.id === loadId);
      if (!ticket) throw notFound(m.ticketNotOnJob);
      return review(
        link,
        job,
        "disputed",
        { name: input.name, day: ticket.day, comment: input.comment },
        [ticket],
      );
    },

    /** What the job's customer approved and disputed, for its contractors. */
    async reviews(actor: Actor, jobId: string): Promise<CustomerReview[]> {
      requireContractor(actor);
      const row = await jobs.requireContractorJob(actor, jobId);
      const job = await jobs.jobById(row.id);
      if (!job) throw notFound(messages.jobs.jobNotFound);
      const timeZone = await companies.timeZoneOf(job.companyId);
      return reviewsOf(job.id, await sharedLoadsOf(job, timeZone));
    },

    /** A ticket photo of the link's job. */
    async photo(token: string, loadId: string) {
      const { job } = await requireWorkingLink(token);
      return loads.customerPhotoOf(job.id, loadId);
    },
  };
}
