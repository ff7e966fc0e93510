import { randomUUID } from "node:crypto";
import {
  DOCUMENT_TYPES,
  displayNameOf,
  documentRecipientsOf,
  driverNameOf,
  type JobDocument,
  messages,
} from "@haulwise/domain";
import { type Actor, requireRole } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { EventBus } from "../../events/bus.js";
import { badRequest, notFound, unsupportedMediaType } from "../../http/app-error.js";
import type { StreamedForm } from "../../http/uploads.js";
import { detectFileType, keepingHead } from "../../storage/file-type.js";
import type { Storage } from "../../storage/storage.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import * as repo from "./documents.repo.js";

export type DocumentsService = ReturnType<typeof createDocumentsService>;

const m = messages.documents;

function toDocument(row: repo.DocumentRow): JobDocument {
  const hasProfile = row.driver_first_name !== null || row.driver_last_name !== null;
  return {
    id: row.id,
    jobId: row.job_id,
    fileName: row.file_name,
    fileType: row.file_type,
    sizeBytes: Number(row.size_bytes),
    notes: row.notes,
    driver: {
      id: row.driver_id,
      // The name stored with the document outlives the driver's account.
      name: hasProfile
        ? driverNameOf(row.driver_first_name, row.driver_last_name)
        : (row.driver_name ?? m.unknownDriver),
    },
    uploadedByName: row.uploaded_by_name,
    jobTitle: row.job_title,
    jobNumber: row.job_number,
    createdAt: row.created_at,
  };
}

/** A file name as the person chose it, refused when it carries a path or control characters. */
function checkedFileName(raw: string): { name: string; extension: string } {
  const name = raw.normalize("NFC").trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!name || /[/\\]|\.\.|[\u0000-\u001f\u007f\u202a-\u202e]/.test(name) || name.length > 200) {
    throw badRequest(m.pathInName);
  }
  const extension = name.includes(".") ? name.split(".").pop()!.toLowerCase() : "";
  if (!DOCUMENT_TYPES[extension]) throw unsupportedMediaType(m.unsupportedType);
  return { name, extension };
}

/** Files a contractor sends to drivers of a job, one document per driver, one stored file. */
export function createDocumentsService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
  storage: Storage;
  jobs: JobsService;
  companies: CompaniesService;
  profiles: ProfilesService;
}) {
  const { db, dialect, clock, events, storage, jobs, companies, profiles } = deps;

  /** The document and whether the caller may see it: its company's contractor or the driver it is for. */
  async function readable(actor: Actor, documentId: string) {
    const row = await repo.findDocument(db, documentId);
    if (!row) throw notFound(m.notFound);
    if (row.driver_id === actor.userId) {
      if (await companies.memberRoleOf(db, row.company_id, actor.userId)) {
        return { row, canDelete: false };
      }
    }
    try {
      await jobs.requireContractorJob(actor, row.job_id);
      return { row, canDelete: true };
    } catch {
      throw notFound(m.notFound);
    }
  }

  /**
   * The drivers an upload goes to, all of them drivers of the job's company: the chosen ones,
   * or everyone on the job's roster now. Refused whole when one of them is not.
   */
  async function recipientsOf(
    actor: Actor,
    job: { id: string; company_id: string },
    fields: Record<string, string>,
  ): Promise<string[]> {
    if (!fields.driverId && fields.driverIds === undefined && fields.sendTo === undefined) {
      throw badRequest(m.driverRequired);
    }
    const parsed = documentRecipientsOf(fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? m.recipientsRequired);
    const companyDrivers = new Set((await companies.driversOf(job.company_id)).map((d) => d.id));
    if (parsed.data.sendTo === "job") {
      const onJob = (await jobs.roster(actor, job.id))
        .filter((driver) => driver.status === "active" && companyDrivers.has(driver.driverId))
        .map((driver) => driver.driverId);
      if (onJob.length === 0) throw badRequest(m.nobodyOnJob);
      return onJob;
    }
    if (parsed.data.driverIds.some((id) => !companyDrivers.has(id))) {
      throw badRequest(messages.drivers.notInCompany);
    }
    return parsed.data.driverIds;
  }

  /**
   * Checks what came with a stored file and records a document of it for each recipient, all
   * or none, reserving the file's space once: every recipient's document points at one file.
   */
  async function record(
    actor: Actor,
    job: { id: string; company_id: string },
    file: { key: string; name: string; extension: string; size: number; head: Buffer } | null,
    fields: Record<string, string>,
  ): Promise<JobDocument[]> {
    if (!file) throw badRequest(m.fileRequired);
    const notes = fields.notes ?? null;
    if (notes && notes.length > 2000) throw badRequest(m.notesTooLong);
    const driverIds = await recipientsOf(actor, job, fields);
    const type = DOCUMENT_TYPES[file.extension]!;
    const detected = await detectFileType(file.head);
    if (!detected || !type.detected.includes(detected.mime)) {
      throw unsupportedMediaType(m.typeMismatch(file.extension));
    }

    const names = await profiles.namesOf([...driverIds, actor.userId]);
    const uploader = names.get(actor.userId);
    const createdAt = clock.now().toISOString();
    const rows = driverIds.map((driverId) => {
      const driver = names.get(driverId);
      return {
        id: randomUUID(),
        job_id: job.id,
        company_id: job.company_id,
        driver_id: driverId,
        contractor_id: actor.userId,
        driver_name: driverNameOf(driver?.firstName ?? null, driver?.lastName ?? null),
        uploaded_by_name: displayNameOf(uploader?.firstName, uploader?.lastName),
        file_name: file.name,
        file_type: type.mime,
        file_path: file.key,
        size_bytes: file.size,
        notes: notes?.trim() ? notes.trim() : null,
        created_at: createdAt,
      };
    });
    await companies.reserveStorage(job.company_id, file.size);
    try {
      await db.transaction().execute((trx) => repo.insertDocuments(trx, rows));
    } catch (error) {
      await companies.releaseStorage(job.company_id, file.size);
      throw error;
    }
    for (const row of rows) {
      events.emit("document.sent", {
        companyId: job.company_id,
        jobId: job.id,
        documentId: row.id,
        driverId: row.driver_id,
        fileName: file.name,
      });
    }
    const stored = await repo.findDocuments(
      db,
      rows.map((row) => row.id),
    );
    return stored.map(toDocument);
  }

  return {
    /** A job's documents: all of them for its contractors, their own for a driver on it. */
    async listForJob(actor: Actor, jobId: string): Promise<JobDocument[]> {
      const { access } = await jobs.accessTo(actor, jobId);
      if (access === "viewer") throw notFound(messages.jobs.jobNotFound);
      const rows = await repo.findForJob(db, jobId, access === "driver" ? actor.userId : undefined);
      return rows.map(toDocument);
    },

    /** Documents addressed to the signed-in driver, from companies they still drive for. */
    async listForDriver(actor: Actor): Promise<JobDocument[]> {
      requireRole(actor, "driver", messages.jobs.driversOnly);
      return (await repo.findForDriver(db, actor.userId)).map(toDocument);
    },

    /** What one company sent a driver, newest first (the driver page). */
    async sentToDriverIn(companyId: string, driverId: string): Promise<JobDocument[]> {
      const rows = await repo.findForDriver(db, driverId);
      return rows.filter((row) => row.company_id === companyId).map(toDocument);
    },

    /**
     * Stores a file for one or several drivers of the job, streaming it to storage as it
     * arrives under a server-made name. The type is checked by content against the extension;
     * the space is reserved once the size is known; no row without a file and no file without
     * a row. `single`: the request named one `driverId` the way integrations always have.
     */
    async upload(
      actor: Actor,
      jobId: string,
      form: StreamedForm,
    ): Promise<{ documents: JobDocument[]; single: boolean }> {
      const job = await jobs.requireContractorJob(actor, jobId);
      let stored: {
        key: string;
        name: string;
        extension: string;
        size: number;
        head: Buffer;
      } | null = null;
      let written: string | null = null;
      try {
        const fields = await form.read(async (file) => {
          const { name, extension } = checkedFileName(file.fileName);
          const incoming = keepingHead(file.stream);
          const folder = `documents/${actor.userId}/${job.id}`;
          const key = await storage.put(folder, incoming.stream, extension);
          written = key;
          stored = { key, name, extension, size: incoming.size(), head: incoming.head() };
        });
        const documents = await record(actor, job, stored, fields);
        written = null;
        return {
          documents,
          single: fields.driverIds === undefined && fields.sendTo === undefined,
        };
      } finally {
        if (written) await storage.delete(written);
      }
    },

    /** The file, for its company's contractors and the driver it was sent to. */
    async download(actor: Actor, documentId: string) {
      const { row } = await readable(actor, documentId);
      const file = await storage.read(row.file_path);
      if (!file) throw notFound(m.fileMissing);
      return { ...file, fileName: row.file_name, contentType: row.file_type };
    },

    /**
     * Deletes one driver's document; only its company's contractors may. The file, shared by
     * the documents sent with it, goes with the last of them, and its space with it.
     */
    async remove(actor: Actor, documentId: string) {
      const { row, canDelete } = await readable(actor, documentId);
      if (!canDelete) throw notFound(m.notFound);
      // Two deletes racing: only the one that removed the row counts, and only the one that
      // removed the file's last row frees the file and its space.
      const outcome = await db
        .transaction()
        .execute((trx) => repo.deleteSharingFile(trx, dialect, row));
      if (outcome === "gone") return;
      if (outcome === "last") {
        await storage.delete(row.file_path);
        await companies.releaseStorage(row.company_id, Number(row.size_bytes));
      }
      events.emit("document.deleted", {
        companyId: row.company_id,
        jobId: row.job_id,
        documentId: row.id,
        driverId: row.driver_id,
      });
    },
  };
}
