import { randomUUID } from "node:crypto";
import {
  type CompleteLoadInput,
  CompleteLoadInputSchema,
  type CorrectLoadInput,
  CorrectLoadInputSchema,
  type DeliverySignature,
  displayNameOf,
  driverNameOf,
  LOADS,
  type LoadChangeKind,
  type LoadDetail,
  type LoadSnapshot,
  localDayOf,
  type MyLoads,
  messages,
  type RecordLoadInput,
  RecordLoadInputSchema,
  type VoidLoadInput,
  VoidLoadInputSchema,
  zonedDayBounds,
} from "@haulwise/domain";
import { type Actor, requireRole } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db, Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import { isUniqueViolation } from "../../db/errors.js";
import type { LoadsTable } from "../../db/schema.js";
import type { EventBus } from "../../events/bus.js";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../http/app-error.js";
import { normaliseImage, normaliseSignature } from "../../storage/images.js";
import type { Storage } from "../../storage/storage.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { CyclesService } from "../cycles/cycles.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import { checkQuantity, correctedTicket, fieldError, pastTime } from "./load-correction.js";
import { differences, snapshotOf, toChange, toLoadRow } from "./load-rows.js";
import * as repo from "./loads.repo.js";
import type { TicketHolds } from "./ticket-holds.js";

export type LoadsService = ReturnType<typeof createLoadsService>;

/** How the asker stands to a load: its company's contractor, or the driver who hauled it. */
type LoadAccess = "contractor" | "driver";

const m = messages.loads;
const DAY_MS = 86_400_000;
/** How many delivered loads the driver's own list shows. */
const RECENT_LOADS = 20;
/** Numbers are taken under the job's lock; a retry covers SQLite's busy moments only. */
const NUMBER_ATTEMPTS = 3;

/** A refusal that names the field, so a form can show it beside the box. */
/** Load tickets: recorded by drivers (or added by contractors), completed, corrected, voided. */
export function createLoadsService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
  storage: Storage;
  jobs: JobsService;
  companies: CompaniesService;
  profiles: ProfilesService;
  trucks: TrucksService;
  /** Invoices and pay statements a ticket may be on: voiding one of theirs is refused. */
  holds: TicketHolds;
  /** The times of a load cycle counted from GPS that a ticket is recorded for. */
  cycles?: Pick<CyclesService, "deliveryOf">;
}) {
  const { db, dialect, clock, events, storage, jobs, companies, profiles, trucks, holds } = deps;

  /** The load, if the asker may see it; a 404 that says nothing about it otherwise. */
  async function requireLoad(actor: Actor, loadId: string) {
    const row = await repo.findLoad(db, loadId);
    if (!row) throw notFound(m.notFound);
    const role = await companies.memberRoleOf(db, row.company_id, actor.userId);
    if (role && role !== "driver" && actor.role === "contractor") {
      return { row, access: "contractor" as LoadAccess };
    }
    if (role === "driver" && row.driver_id === actor.userId) {
      return { row, access: "driver" as LoadAccess };
    }
    throw notFound(m.notFound);
  }

  /** A time a device reported: not ahead of the clock, not older than a queue keeps tickets. */
  function deviceTime(iso: string | undefined, now: Date, path = "recordedAt"): string {
    if (!iso) return now.toISOString();
    const at = new Date(iso);
    if (at.getTime() > now.getTime() + LOADS.maxFutureSkewMs) throw fieldError(path, m.inFuture);
    if (at.getTime() < now.getTime() - LOADS.maxAgeDays * DAY_MS) throw fieldError(path, m.tooOld);
    return at.toISOString();
  }

  async function nameOf(userId: string): Promise<string> {
    const name = (await profiles.namesOf([userId])).get(userId);
    return displayNameOf(name?.firstName, name?.lastName);
  }

  /** Whether a driver may still correct this load: only on the day they recorded it. */
  async function recordedToday(row: { company_id: string; created_at: string }) {
    const zone = await companies.timeZoneOf(row.company_id);
    return localDayOf(row.created_at, zone) === localDayOf(clock.now(), zone);
  }

  function changeRow(
    loadId: string,
    change: LoadChangeKind,
    /** Who made the change; a customer acting through a share link has no account (null). */
    by: { id: string | null; name: string },
    at: string,
    diff: { before: LoadSnapshot | null; after: LoadSnapshot },
    reason: string | null = null,
  ) {
    return {
      id: randomUUID(),
      load_id: loadId,
      change,
      changed_by: by.id,
      changed_by_name: by.name,
      before: diff.before === null ? null : JSON.stringify(diff.before),
      after: JSON.stringify(diff.after),
      reason,
      at,
    };
  }

  async function detailFor(actor: Actor, loadId: string): Promise<LoadDetail> {
    const { row, access } = await requireLoad(actor, loadId);
    const [history, replacement] = await Promise.all([
      repo.findChanges(db, row.id),
      row.status === "voided" ? repo.findReplacement(db, row.id) : undefined,
    ]);
    const open = row.status !== "voided";
    const approved = row.approval === "approved";
    const contractor = access === "contractor";
    const position = (lat: number | null, lng: number | null, accuracy: number | null) =>
      lat === null || lng === null ? null : { latitude: lat, longitude: lng, accuracy };
    return {
      ...toLoadRow(row),
      photoUrl: row.photo_key ? `/api/loads/${encodeURIComponent(row.id)}/photo` : null,
      signature: row.signature_key
        ? {
            signerName: row.signer_name ?? "",
            signedAt: row.signed_at ?? row.completed_at ?? row.updated_at,
            imageUrl: `/api/loads/${encodeURIComponent(row.id)}/signature`,
          }
        : null,
      startPosition: position(row.start_latitude, row.start_longitude, row.start_accuracy),
      completePosition: position(
        row.complete_latitude,
        row.complete_longitude,
        row.complete_accuracy,
      ),
      voidedAt: row.voided_at,
      voidReason: row.void_reason,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      approvalNote: row.approval === "sent_back" ? row.approval_note : null,
      replacesLoadId: row.replaces_load_id,
      replacedByLoadId: replacement?.id ?? null,
      history: history.map(toChange),
      canComplete: row.status === "in_progress",
      canCorrect:
        open &&
        !approved &&
        (contractor || row.approval === "sent_back" || (await recordedToday(row))),
      canVoid: open && contractor,
      canApprove: contractor && row.status === "completed" && !approved,
      canReplace: contractor && row.status === "completed" && approved,
    };
  }

  /** Who records the ticket, for whom, on which job. */
  async function ticketParties(actor: Actor, jobId: string, driverId: string | undefined) {
    if (actor.role === "contractor") {
      const job = await jobs.requireContractorJob(actor, jobId);
      if (!driverId) throw fieldError("driverId", m.driverRequired);
      if ((await companies.memberRoleOf(db, job.company_id, driverId)) !== "driver") {
        throw fieldError("driverId", m.driverNotInCompany);
      }
      return { job, driverId };
    }
    if (actor.role === "driver") {
      if (driverId && driverId !== actor.userId) throw forbidden(m.ownLoadsOnly);
      const access = await jobs.accessTo(actor, jobId).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      });
      if (access?.access !== "driver") throw forbidden(m.notActiveOnJob);
      return { job: access.job, driverId: actor.userId };
    }
    throw forbidden(m.driversOrContractors);
  }

  /**
   * Stores a ticket photo under a new key, counted against the company's storage quota first;
   * a full quota is a 413 that says the ticket can go without it.
   */
  /**
   * Checks and stores a delivery signature, counted against the company's quota as photos
   * are; a signature that is not a readable PNG is refused on its field.
   */
  async function storeSignature(companyId: string, signature: DeliverySignature) {
    const png = await normaliseSignature(signature.image);
    if (!png) throw fieldError("signature.image", m.signatureImage);
    await companies.reserveStorage(companyId, png.length, m.signatureQuotaExceeded);
    try {
      const key = await storage.put(`load-signatures/${companyId}`, png, "png");
      return {
        key,
        signerName: signature.signerName,
        async discard() {
          await storage.delete(key);
          await companies.releaseStorage(companyId, png.length);
        },
      };
    } catch (error) {
      await companies.releaseStorage(companyId, png.length);
      throw error;
    }
  }

  async function storePhoto(companyId: string, image: Buffer): Promise<string> {
    await companies.reserveStorage(companyId, image.length, m.photoQuotaExceeded);
    try {
      return await storage.put(`load-tickets/${companyId}`, image, "webp");
    } catch (error) {
      await companies.releaseStorage(companyId, image.length);
      throw error;
    }
  }

  /** Inserts the load and its first history entry under the job's next load number. */
  async function insertNumbered(
    load: Omit<LoadsTable, "load_number">,
    first: LoadChangeKind,
    by: { id: string; name: string },
  ) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction().execute(async (trx: Executor) => {
          await jobs.lockJob(trx, load.job_id);
          const loadNumber = await repo.nextLoadNumber(trx, load.job_id);
          const row = { ...load, load_number: loadNumber };
          await repo.insertLoad(trx, row);
          await repo.insertChange(
            trx,
            changeRow(load.id, first, by, load.created_at, {
              before: null,
              after: snapshotOf(row),
            }),
          );
          return loadNumber;
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= NUMBER_ATTEMPTS) throw error;
        // The same ticket sent twice at once: the first one stored it.
        if (await repo.findLoad(db, load.id)) return null;
      }
    }
  }

  return {
    requireLoad,

    /**
     * Records a load ticket: a driver's own load on a job they are active on, or a load a
     * contractor adds for one of the company's drivers. Started (at the pit) or completed in
     * one step; numbered per job; with the ticket photo re-encoded and the device position.
     * Sending the same ticket id again answers the load already stored.
     */
    async record(actor: Actor, input: RecordLoadInput, photo: Buffer | null): Promise<LoadDetail> {
      const ticket = RecordLoadInputSchema.parse(input);
      const { job, driverId } = await ticketParties(actor, ticket.jobId, ticket.driverId);
      const id = ticket.id ?? randomUUID();
      if (ticket.id) {
        const existing = await repo.findLoad(db, id);
        if (existing && existing.created_by === actor.userId) return detailFor(actor, id);
        if (existing) throw conflict(m.idTaken);
      }

      const now = clock.now();
      let startedAt: string;
      let completedAt: string | null;
      const counted =
        ticket.cycleId && deps.cycles
          ? await deps.cycles.deliveryOf(driverId, job.id, ticket.cycleId)
          : null;
      if (counted) {
        // The load the truck's GPS counted: its times, whenever the ticket reaches us.
        startedAt = counted.startedAt;
        completedAt = counted.completedAt;
      } else if (actor.role === "driver") {
        if (ticket.startedAt || ticket.completedAt) throw forbidden(m.timesForContractors);
        startedAt = deviceTime(ticket.recordedAt, now);
        completedAt = ticket.stage === "completed" ? startedAt : null;
      } else {
        const base = ticket.recordedAt ? pastTime(ticket.recordedAt, now, "recordedAt") : null;
        startedAt = ticket.startedAt
          ? pastTime(ticket.startedAt, now, "startedAt")
          : (base ?? now.toISOString());
        completedAt =
          ticket.stage !== "completed"
            ? null
            : ticket.completedAt
              ? pastTime(ticket.completedAt, now, "completedAt")
              : (base ?? now.toISOString());
        if (completedAt && completedAt < startedAt) {
          throw fieldError("completedAt", m.completedBeforeStart);
        }
      }

      const names = await profiles.namesOf([driverId, actor.userId]);
      const driver = names.get(driverId);
      const recorder = names.get(actor.userId);
      const image = photo
        ? await normaliseImage(photo, { maxSide: LOADS.photoStoredSide, square: false })
        : null;
      // A new file for each attempt: a copy of this ticket sent again while the first is still
      // being stored writes its own file, and removes only that one (and gives back its
      // space) if it loses the race.
      const photoKey = image ? await storePhoto(job.company_id, image) : null;
      const signature = ticket.signature
        ? await storeSignature(job.company_id, ticket.signature).catch(async (error: unknown) => {
            if (photoKey && image) {
              await storage.delete(photoKey);
              await companies.releaseStorage(job.company_id, image.length);
            }
            throw error;
          })
        : null;
      const discardPhoto = async () => {
        await signature?.discard();
        if (!photoKey || !image) return;
        await storage.delete(photoKey);
        await companies.releaseStorage(job.company_id, image.length);
      };
      const stamp = now.toISOString();
      const atEnd = ticket.stage === "completed";
      const truck = (await trucks.assignedTo(job.company_id, [driverId])).get(driverId);
      const load: Omit<LoadsTable, "load_number"> = {
        id,
        company_id: job.company_id,
        job_id: job.id,
        driver_id: driverId,
        driver_name: driverNameOf(driver?.firstName ?? null, driver?.lastName ?? null),
        status: atEnd ? "completed" : "in_progress",
        material_type: ticket.materialType ?? null,
        quantity: ticket.quantity ?? null,
        quantity_unit: ticket.quantityUnit,
        ticket_number: ticket.ticketNumber ?? null,
        photo_key: photoKey,
        started_at: startedAt,
        completed_at: completedAt,
        // A load recorded in one step was at its delivery site when recorded.
        start_latitude: atEnd ? null : (ticket.latitude ?? null),
        start_longitude: atEnd ? null : (ticket.longitude ?? null),
        start_accuracy: atEnd ? null : (ticket.accuracy ?? null),
        complete_latitude: atEnd ? (ticket.latitude ?? null) : null,
        complete_longitude: atEnd ? (ticket.longitude ?? null) : null,
        complete_accuracy: atEnd ? (ticket.accuracy ?? null) : null,
        voided_at: null,
        void_reason: null,
        created_by: actor.userId,
        created_at: stamp,
        updated_at: stamp,
        approval: "pending",
        approved_at: null,
        approved_by: null,
        approval_note: null,
        truck_id: truck?.id ?? null,
        replaces_load_id: null,
        signature_key: signature?.key ?? null,
        signer_name: signature?.signerName ?? null,
        signed_at: signature ? (completedAt ?? stamp) : null,
      };
      let stored: number | null;
      try {
        stored = await insertNumbered(load, atEnd ? "recorded" : "started", {
          id: actor.userId,
          name: displayNameOf(recorder?.firstName, recorder?.lastName),
        });
      } catch (error) {
        await discardPhoto();
        throw error;
      }
      if (stored === null) {
        await discardPhoto();
        return detailFor(actor, id);
      }
      events.emit("load.changed", {
        companyId: job.company_id,
        jobId: job.id,
        loadId: id,
        change: "recorded",
      });
      return detailFor(actor, id);
    },

    /**
     * Completes a load under way at the delivery site, with the quantity if it was weighed
     * there. Completing a load already completed answers it as it is (a queued request sent
     * twice); a voided load stays voided.
     */
    async complete(actor: Actor, loadId: string, input: CompleteLoadInput): Promise<LoadDetail> {
      const patch = CompleteLoadInputSchema.parse(input);
      const { row, access } = await requireLoad(actor, loadId);
      if (row.status === "completed") return detailFor(actor, loadId);
      if (row.status === "voided") throw conflict(m.voided);
      const now = clock.now();
      const completedAt =
        access === "driver"
          ? deviceTime(patch.recordedAt, now)
          : patch.recordedAt
            ? pastTime(patch.recordedAt, now, "recordedAt")
            : now.toISOString();
      if (row.started_at && completedAt < row.started_at) {
        throw fieldError("recordedAt", m.completedBeforeStart);
      }
      const quantity = patch.quantity ?? row.quantity;
      const unit = patch.quantityUnit ?? row.quantity_unit;
      if (quantity === null) throw fieldError("quantity", m.quantityRequired);
      checkQuantity(quantity, unit);

      const by = { id: actor.userId, name: await nameOf(actor.userId) };
      const signature = patch.signature
        ? await storeSignature(row.company_id, patch.signature)
        : null;
      const changed = await db
        .transaction()
        .execute(async (trx) => {
          await repo.lockLoad(trx, dialect, loadId);
          const current = await repo.findLoad(trx, loadId);
          if (current?.status !== "in_progress") return false;
          const next = {
            status: "completed" as const,
            quantity,
            quantity_unit: unit,
            completed_at: completedAt,
            complete_latitude: patch.latitude ?? null,
            complete_longitude: patch.longitude ?? null,
            complete_accuracy: patch.accuracy ?? null,
            updated_at: now.toISOString(),
            ...(signature
              ? {
                  signature_key: signature.key,
                  signer_name: signature.signerName,
                  signed_at: completedAt,
                }
              : {}),
          };
          await repo.updateLoad(trx, loadId, next);
          const diff = differences(snapshotOf(current), snapshotOf({ ...current, ...next }));
          await repo.insertChange(
            trx,
            changeRow(
              loadId,
              "completed",
              by,
              now.toISOString(),
              diff ?? { before: {}, after: {} },
            ),
          );
          return true;
        })
        .catch(async (error: unknown) => {
          await signature?.discard();
          throw error;
        });
      // Completed twice (a queued completion sent again): the first one's signature stands.
      if (!changed) await signature?.discard();
      if (changed) {
        events.emit("load.changed", {
          companyId: row.company_id,
          jobId: row.job_id,
          loadId,
          change: "completed",
        });
      }
      return detailFor(actor, loadId);
    },

    /**
     * Corrects a load's ticket details. The company's contractors correct any load that is
     * not voided; a driver corrects their own on the day they recorded it. Each correction
     * keeps what changed, before and after, and why.
     */
    async correct(actor: Actor, loadId: string, input: CorrectLoadInput): Promise<LoadDetail> {
      const patch = CorrectLoadInputSchema.parse(input);
      const { row, access } = await requireLoad(actor, loadId);
      if (row.status === "voided") throw conflict(m.voided);
      if (row.approval === "approved") throw conflict(messages.approvals.lockedApproved);
      if (access === "driver") {
        if (patch.startedAt !== undefined || patch.completedAt !== undefined) {
          throw forbidden(m.timesForContractors);
        }
        // A ticket sent back to its driver is theirs to correct until it is approved.
        if (row.approval !== "sent_back" && !(await recordedToday(row))) {
          throw forbidden(m.driverCorrectsToday);
        }
      }
      if (patch.completedAt !== undefined && row.status !== "completed") {
        throw fieldError("completedAt", m.completionTimeNeedsCompleted);
      }
      const now = clock.now();
      const next = correctedTicket(row, patch, now);
      const diff = differences(snapshotOf(row), snapshotOf({ ...row, ...next }));
      if (!diff) throw badRequest(m.nothingToCorrect);

      const by = { id: actor.userId, name: await nameOf(actor.userId) };
      await db.transaction().execute(async (trx) => {
        await repo.lockLoad(trx, dialect, loadId);
        const current = await repo.findLoad(trx, loadId);
        if (current?.status === "voided") throw conflict(m.voided);
        if (current?.approval === "approved") throw conflict(messages.approvals.lockedApproved);
        // A corrected ticket that was sent back waits for approval again.
        const backToPending =
          current?.approval === "sent_back"
            ? { approval: "pending" as const, approval_note: null }
            : {};
        await repo.updateLoad(trx, loadId, {
          ...next,
          ...backToPending,
          updated_at: now.toISOString(),
        });
        await repo.insertChange(
          trx,
          changeRow(loadId, "corrected", by, now.toISOString(), diff, patch.reason ?? null),
        );
      });
      events.emit("load.changed", {
        companyId: row.company_id,
        jobId: row.job_id,
        loadId,
        change: "corrected",
      });
      return detailFor(actor, loadId);
    },

    /** Strikes a load off the company's totals with a reason; it stays, with its history. */
    async voidLoad(actor: Actor, loadId: string, input: VoidLoadInput): Promise<LoadDetail> {
      const { reason } = VoidLoadInputSchema.parse(input);
      const { row, access } = await requireLoad(actor, loadId);
      if (access !== "contractor") throw forbidden(m.voidForContractors);
      if (row.status === "voided") throw conflict(m.alreadyVoided);
      const now = clock.now().toISOString();
      const by = { id: actor.userId, name: await nameOf(actor.userId) };
      await db.transaction().execute(async (trx) => {
        await repo.lockLoad(trx, dialect, loadId);
        const current = await repo.findLoad(trx, loadId);
        if (!current || current.status === "voided") throw conflict(m.alreadyVoided);
        await holds.refuseIfHeld(trx, loadId);
        await repo.updateLoad(trx, loadId, {
          status: "voided",
          voided_at: now,
          void_reason: reason,
          updated_at: now,
        });
        await repo.insertChange(
          trx,
          changeRow(
            loadId,
            "voided",
            by,
            now,
            { before: { status: current.status }, after: { status: "voided" } },
            reason,
          ),
        );
      });
      events.emit("load.changed", {
        companyId: row.company_id,
        jobId: row.job_id,
        loadId,
        change: "voided",
      });
      return detailFor(actor, loadId);
    },

    /** One load with its photo link, positions and history, for its contractors and driver. */
    detail: detailFor,

    /**
     * A job's tickets as its customer sees them (not voided, newest number first), for a
     * caller that has already proved it may show this job.
     */
    customerTicketsOf: (jobId: string, limit: number) => repo.findCustomerTickets(db, jobId, limit),

    /**
     * Writes into each load's history what its customer said through a share link (inside the
     * caller's transaction): approved with its day, or disputed with the comment as the reason.
     */
    async recordCustomerReview(
      trx: Executor,
      loadIds: readonly string[],
      review: {
        verdict: "approved" | "disputed";
        name: string;
        comment: string | null;
        at: string;
      },
    ) {
      const change = review.verdict === "approved" ? "customer_approved" : "customer_disputed";
      for (const loadId of loadIds) {
        await repo.insertChange(
          trx,
          changeRow(
            loadId,
            change,
            { id: null, name: review.name },
            review.at,
            { before: null, after: {} },
            review.comment,
          ),
        );
      }
    },

    /** The ticket photo of a load on this job that is not voided, for the same caller. */
    async customerPhotoOf(jobId: string, loadId: string) {
      const row = await repo.findPhotoKeyOnJob(db, jobId, loadId);
      const file =
        row?.photo_key && row.status !== "voided" ? await storage.read(row.photo_key) : null;
      if (!file) throw notFound(m.noPhoto);
      return file;
    },

    /**
     * A job's loads of one day in its company's calendar, as the asker may read them one by
     * one: every load for the company's contractors, their own for a driver of it; the same
     * 404 as an unknown job for anyone else, and a 404 naming the day when it holds none.
     */
    async jobDayLoads(actor: Actor, jobId: string, day: string) {
      const job = await jobs.jobById(jobId);
      const role = job ? await companies.memberRoleOf(db, job.companyId, actor.userId) : null;
      const contractor = role !== null && role !== "driver" && actor.role === "contractor";
      if (!job || !(contractor || role === "driver")) throw notFound(messages.jobs.jobNotFound);
      const timeZone = await companies.timeZoneOf(job.companyId);
      const rows = await repo.findJobDayLoads(
        db,
        job.id,
        zonedDayBounds(day, timeZone),
        contractor ? null : actor.userId,
      );
      if (rows.length === 0) throw notFound(messages.pdf.dayEvidence.noLoads(day));
      return { job, timeZone, loadIds: rows.map((row) => row.id) };
    },

    /** The delivery signature of a load the asker may see, as a PNG. */
    async signature(actor: Actor, loadId: string) {
      const { row } = await requireLoad(actor, loadId);
      const file = row.signature_key ? await storage.read(row.signature_key) : null;
      if (!file) throw notFound(m.noSignature);
      return file;
    },

    /** The ticket photo of a load the asker may see. */
    async photo(actor: Actor, loadId: string) {
      const { row } = await requireLoad(actor, loadId);
      const file = row.photo_key ? await storage.read(row.photo_key) : null;
      if (!file) throw notFound(m.noPhoto);
      return file;
    },

    /**
     * The signed-in driver's loads under way and their latest delivered ones. Loads in a
     * company they have left show as they stood when they left, not as the company has
     * renamed or corrected them since.
     */
    async myLoads(actor: Actor): Promise<MyLoads> {
      requireRole(actor, "driver", messages.jobs.driversOnly);
      const memberOf = await companies.memberCompanyIdsOf(db, actor.userId);
      const [inProgress, recent, former] = await Promise.all([
        repo.findDriverInProgress(db, actor.userId, memberOf),
        repo.findDriverRecent(db, actor.userId, memberOf, RECENT_LOADS),
        repo.findFormerDriverLoads(db, actor.userId, memberOf, RECENT_LOADS),
      ]);
      const latest = [...recent, ...former]
        .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))
        .slice(0, RECENT_LOADS);
      return { inProgress: inProgress.map(toLoadRow), recent: latest.map(toLoadRow) };
    },

    /** A driver's loads in one company, as the driver's own list shows them (the driver page). */
    async driverLoadsIn(companyId: string, driverId: string): Promise<MyLoads> {
      const [inProgress, recent] = await Promise.all([
        repo.findDriverInProgress(db, driverId, [companyId]),
        repo.findDriverRecent(db, driverId, [companyId], RECENT_LOADS),
      ]);
      return { inProgress: inProgress.map(toLoadRow), recent: recent.map(toLoadRow) };
    },

    /**
     * A driver is leaving the company (inside the caller's transaction): their own history
     * keeps its loads as they stand now.
     */
    freezeForDeparture: (trx: Executor, companyId: string, driverId: string) =>
      repo.freezeFormerDriverLoads(trx, companyId, driverId, clock.now().toISOString()),
  };
}
