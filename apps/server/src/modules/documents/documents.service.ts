import { randomUUID } from "node:crypto";
import {
  DOCUMENT_TYPES,
  displayNameOf,
  documentMessages,
  driverNameOf,
  type JobDocument,
  jobMessages,
  messages,
  NOTIFICATION_TYPES,
  notificationLinks,
  notificationTexts,
} from "@haulwise/domain";
import { fileTypeFromBuffer } from "file-type";
import type { SessionUser } from "../../auth/plugin.js";
import type { Db } from "../../db/database.js";
import { badRequest, notFound, unsupportedMediaType } from "../../http/app-error.js";
import type { Storage } from "../../storage/storage.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import * as repo from "./documents.repo.js";

export type DocumentsService = ReturnType<typeof createDocumentsService>;

export type DocumentUpload = {
  fileName: string;
  data: Buffer;
  driverId: string | null;
  notes: string | null;
};

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
        : (row.driver_name ?? messages.documents.unknownDriver),
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
    throw badRequest(documentMessages.pathInName);
  }
  const extension = name.includes(".") ? name.split(".").pop()!.toLowerCase() : "";
  if (!DOCUMENT_TYPES[extension]) throw unsupportedMediaType(documentMessages.unsupportedType);
  return { name, extension };
}

export function createDocumentsService(deps: {
  db: Db;
  storage: Storage;
  jobs: JobsService;
  companies: CompaniesService;
  notifications: NotificationsService;
}) {
  const { db, storage, jobs, companies, notifications } = deps;

  /** The document and whether the caller may see it: its company's contractor or the driver it is for. */
  async function readable(userId: string, documentId: string) {
    const row = await repo.findDocument(db, documentId);
    if (!row) throw notFound("Document not found");
    if (row.driver_id === userId) {
      const membership = await companies.findMembership(row.company_id, userId);
      if (membership) return { row, canDelete: false };
    }
    try {
      await jobs.requireContractorJob(userId, row.job_id);
      return { row, canDelete: true };
    } catch {
      throw notFound("Document not found");
    }
  }

  return {
    async listForJob(userId: string, jobId: string): Promise<JobDocument[]> {
      const { access } = await jobs.accessTo(userId, jobId);
      if (access === "viewer") throw notFound(messages.jobs.jobNotFound);
      const rows = await repo.findForJob(db, jobId, access === "driver" ? userId : undefined);
      return rows.map(toDocument);
    },

    async listForDriver(user: SessionUser): Promise<JobDocument[]> {
      await jobs.requireDriverRole(user);
      return (await repo.findForDriver(db, user.id)).map(toDocument);
    },

    /**
     * Stores a document for one driver of the job. The type is checked by content against the
     * extension; the file is stored under a server-made name; no row without a file and no
     * file without a row.
     */
    async upload(user: SessionUser, jobId: string, upload: DocumentUpload): Promise<JobDocument> {
      const job = await jobs.requireContractorJob(user.id, jobId);
      const { name, extension } = checkedFileName(upload.fileName);
      if (!upload.driverId) throw badRequest(documentMessages.driverRequired);
      const membership = await companies.findMembership(job.company_id, upload.driverId);
      if (membership?.member_role !== "driver") throw badRequest(jobMessages.driverNotInCompany);
      if (upload.notes && upload.notes.length > 2000)
        throw badRequest(documentMessages.notesTooLong);

      const type = DOCUMENT_TYPES[extension]!;
      const detected = await fileTypeFromBuffer(upload.data);
      if (!detected || !type.detected.includes(detected.mime)) {
        throw unsupportedMediaType(documentMessages.typeMismatch(extension));
      }

      const [driver, uploader] = await Promise.all([
        repo.findProfileNames(db, upload.driverId),
        repo.findProfileNames(db, user.id),
      ]);
      const id = randomUUID();
      const key = `documents/${user.id}/${job.id}/${randomUUID()}.${extension}`;
      await companies.reserveStorage(job.company_id, upload.data.length);
      try {
        await storage.put(key, upload.data);
      } catch (error) {
        await companies.releaseStorage(job.company_id, upload.data.length);
        throw error;
      }
      try {
        await repo.insertDocument(db, {
          id,
          job_id: job.id,
          company_id: job.company_id,
          driver_id: upload.driverId,
          contractor_id: user.id,
          driver_name: driverNameOf(driver?.first_name ?? null, driver?.last_name ?? null),
          uploaded_by_name: displayNameOf(uploader?.first_name, uploader?.last_name),
          file_name: name,
          file_type: type.mime,
          file_path: key,
          size_bytes: upload.data.length,
          notes: upload.notes?.trim() ? upload.notes.trim() : null,
          created_at: new Date().toISOString(),
        });
      } catch (error) {
        await storage.delete(key);
        await companies.releaseStorage(job.company_id, upload.data.length);
        throw error;
      }
      const driverId = upload.driverId;
      await notifications.deliver(NOTIFICATION_TYPES.documentSent, async () => [
        {
          userId: driverId,
          ...notificationTexts.documentSent(name, { title: job.title, jobNumber: job.job_number }),
          link: notificationLinks.driverDocuments,
        },
      ]);
      return toDocument((await repo.findDocument(db, id))!);
    },

    async download(userId: string, documentId: string) {
      const { row } = await readable(userId, documentId);
      const file = await storage.read(row.file_path);
      if (!file) throw notFound("The file of this document is missing");
      return { ...file, fileName: row.file_name, contentType: row.file_type };
    },

    async remove(userId: string, documentId: string) {
      const { row, canDelete } = await readable(userId, documentId);
      if (!canDelete) throw notFound("Document not found");
      if (!(await repo.deleteDocument(db, row.id))) return;
      await storage.delete(row.file_path);
      await companies.releaseStorage(row.company_id, Number(row.size_bytes));
    },
  };
}
