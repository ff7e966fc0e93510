import { dayInZone, driverNameOf, zonedDayBounds } from "@haulwise/domain";
import type { Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import { isUniqueViolation } from "../../db/errors.js";
import { conflict } from "../../http/app-error.js";
import type { BillableHours, BillableTicket } from "./billable-work.js";
import { DraftProblem } from "./billable-work.js";
import * as repo from "./billing-documents.repo.js";

export type BillingDocumentsService = ReturnType<typeof createBillingDocumentsService>;
export type { DocumentKind, PayeeFilter } from "./billing-documents.repo.js";

/** Two drafts racing for the same work: the loser looks again this many times. */
const DRAFT_ATTEMPTS = 3;

/**
 * What invoices and pay statements share: the per-company numbering of each kind, the
 * approved work no live document of the kind holds yet, and drafting it while others draft.
 * A ticket or a day of hours is on at most one live document of each kind: the unique index on
 * the document's lines holds it even when two people draft at once.
 */
export function createBillingDocumentsService(deps: { dialect: Dialect }) {
  const { dialect } = deps;

  return {
    /** The next number of the company's documents of the kind, inside the caller's transaction. */
    takeNumber: (trx: Executor, companyId: string, kind: repo.DocumentKind) =>
      repo.takeNumber(trx, dialect, companyId, kind),

    /**
     * The approved tickets delivered in the period's days (in `zone`, both included) and the
     * approved hours of those days that no live document of the kind holds, inside the
     * caller's transaction (the tickets locked until it ends).
     */
    async unheldWork(
      trx: Executor,
      work: {
        heldBy: repo.DocumentKind;
        /** The jobs whose hours (and, without `companyId`, whose tickets) count. */
        jobIds: string[];
        /** Tickets of the whole company rather than of `jobIds`. */
        companyId?: string;
        payee?: repo.PayeeFilter;
        period: { from: string; to: string };
        zone: string;
        truckNumber: (truckId: string | null) => string | null;
      },
    ): Promise<{ tickets: BillableTicket[]; hours: BillableHours[] }> {
      const { heldBy, jobIds, payee, period, zone, truckNumber } = work;
      const [tickets, hours] = await Promise.all([
        repo.findUnheldTickets(trx, dialect, {
          heldBy,
          of: work.companyId ? { companyId: work.companyId } : { jobIds },
          from: zonedDayBounds(period.from, zone).from,
          to: zonedDayBounds(period.to, zone).to,
          payee,
        }),
        repo.findUnheldHours(trx, {
          heldBy,
          jobIds,
          fromDay: period.from,
          toDay: period.to,
          payee,
        }),
      ]);
      return {
        tickets: tickets.map((t) => ({
          id: t.id,
          jobId: t.job_id,
          loadNumber: Number(t.load_number),
          ticketNumber: t.ticket_number,
          material: t.material_type,
          quantity: t.quantity === null ? null : Number(t.quantity),
          unit: t.quantity_unit,
          deliveredOn: dayInZone(t.completed_at!, zone),
          driverName: t.driver_name,
          truckNumber: truckNumber(t.truck_id),
        })),
        hours: hours.map((h) => ({
          id: h.id,
          jobId: h.job_id!,
          day: h.date,
          hours: Number(h.hours_worked),
          driverName: driverNameOf(h.first_name, h.last_name),
          truckNumber: truckNumber(h.truck_id),
        })),
      };
    },

    /**
     * Drafts a document: `store` writes one draft in one transaction and answers its id. A
     * `DraftProblem` is the person's to fix (409); when a racing draft took some of the work
     * first (the unique index), it looks again, then answers `nothingLeft` (409).
     */
    async draftRacing(store: () => Promise<string>, nothingLeft: string): Promise<string> {
      for (let attempt = 1; attempt <= DRAFT_ATTEMPTS; attempt++) {
        try {
          return await store();
        } catch (error) {
          if (error instanceof DraftProblem) throw conflict(error.message);
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw conflict(nothingLeft);
    },
  };
}
