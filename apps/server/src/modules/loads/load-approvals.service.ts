import { randomUUID } from "node:crypto";
import {
  type ApprovalCounts,
  type ApprovalDay,
  type ApprovalOverview,
  type ApprovalTicket,
  type ApproveDayResult,
  type ApproveLoadInputSchema,
  type DayRangeQuerySchema,
  displayNameOf,
  driverNameOf,
  type LoadDetail,
  localDayOf,
  messages,
  type ReconciliationDay,
  type ReplaceLoadInputSchema,
  type SendBackInputSchema,
  type TicketFlag,
  ticketFlags,
  type Valid,
  wallClockIn,
  zonedDayBounds,
} from "@haulwise/domain";
import { type Actor, requireContractor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db, Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { LoadsTable } from "../../db/schema.js";
import type { EventBus } from "../../events/bus.js";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../http/app-error.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { ShiftsService } from "../shifts/shifts.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import * as approvalRepo from "./load-approvals.repo.js";
import { correctedTicket } from "./load-correction.js";
import { differences, snapshotOf, toLoadRow } from "./load-rows.js";
import * as repo from "./loads.repo.js";
import type { LoadsService } from "./loads.service.js";
import type { TicketHolds } from "./ticket-holds.js";

export type LoadApprovalsService = ReturnType<typeof createLoadApprovalsService>;

const m = messages.approvals;
const DAY_MS = 86_400_000;

/** "2:10 PM" on the company's wall clock. */
function clockTimeIn(zone: string) {
  return (iso: string) => {
    const { hour, minute } = wallClockIn(iso, zone);
    const suffix = hour < 12 ? "AM" : "PM";
    return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${suffix}`;
  };
}

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * Daily approval by exception: a job's day of tickets with their flags, approving one, all the
 * unflagged ones, or sending one back to its driver with a note; and changing an approved
 * ticket, which is a void with a reason and a new ticket.
 */
export function createLoadApprovalsService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
  loads: LoadsService;
  jobs: JobsService;
  companies: CompaniesService;
  profiles: ProfilesService;
  trucks: TrucksService;
  shifts: ShiftsService;
  holds: TicketHolds;
  /**
   * The job's day as the trucks' load cycles reconcile it with its tickets, where cycles are
   * counted (a job with a haul route); null or absent: no cycle flags.
   */
  reconciliationDay?: (
    companyId: string,
    jobId: string,
    day: string,
  ) => Promise<ReconciliationDay | null>;
}) {
  const { db, dialect, clock, events, loads, jobs, companies, profiles, trucks, shifts, holds } =
    deps;

  async function nameOf(userId: string) {
    const name = (await profiles.namesOf([userId])).get(userId);
    return displayNameOf(name?.firstName, name?.lastName);
  }

  /** A contractor's own load, or the 404 anyone else gets. */
  async function requireContractorLoad(actor: Actor, loadId: string) {
    const { row, access } = await loads.requireLoad(actor, loadId);
    if (access !== "contractor") throw forbidden(m.driverAccessOnly);
    return row;
  }

  /** Each ticket's flags, from the company's other tickets, the trucks and the shifts. */
  async function flagsOf(
    companyId: string,
    zone: string,
    tickets: approvalRepo.DeliveredTicket[],
    cycles: ReconciliationDay | null = null,
  ): Promise<Map<string, TicketFlag[]>> {
    const withoutCycle = new Set(cycles?.ticketsWithoutCycle.map((t) => t.id) ?? []);
    const live = tickets.filter((t) => t.status === "completed");
    const numbers = [...new Set(live.map((t) => t.ticket_number).filter((n): n is string => !!n))];
    const times = live.map((t) => Date.parse(t.completed_at!));
    const [sameNumbers, truckRows, shiftRows] = await Promise.all([
      approvalRepo.findByTicketNumbers(db, companyId, numbers),
      trucks.trucksById(
        companyId,
        live.map((t) => t.truck_id).filter((id): id is string => !!id),
      ),
      live.length
        ? shifts.shiftsOf(
            live.map((t) => t.driver_id).filter((id): id is string => !!id),
            new Date(Math.min(...times) - DAY_MS).toISOString(),
            new Date(Math.max(...times) + DAY_MS).toISOString(),
          )
        : new Map(),
    ]);
    const formatTime = clockTimeIn(zone);
    const now = clock.now().toISOString();
    const flags = new Map<string, TicketFlag[]>();
    for (const ticket of live) {
      const day = localDayOf(ticket.completed_at!, zone);
      const bounds = zonedDayBounds(day, zone);
      const truck = ticket.truck_id ? truckRows.get(ticket.truck_id) : undefined;
      const dayShifts = ((ticket.driver_id && shiftRows.get(ticket.driver_id)) || []).filter(
        (shift: { startedAt: string; endedAt: string | null }) =>
          shift.startedAt < bounds.to && (shift.endedAt === null || shift.endedAt >= bounds.from),
      );
      flags.set(
        ticket.id,
        ticketFlags({
          quantity: ticket.quantity === null ? null : Number(ticket.quantity),
          unit: ticket.quantity_unit,
          completedAt: ticket.completed_at,
          ticketNumber: ticket.ticket_number,
          duplicates: sameNumbers
            .filter(
              (other) => other.ticket_number === ticket.ticket_number && other.id !== ticket.id,
            )
            .map((other) => `load #${other.load_number} (${other.job_title})`),
          truck: truck
            ? {
                truckNumber: truck.truck_number,
                capacityTons: truck.capacity_tons === null ? null : Number(truck.capacity_tons),
                capacityCubicYards:
                  truck.capacity_cubic_yards === null ? null : Number(truck.capacity_cubic_yards),
              }
            : null,
          shifts: dayShifts,
          now,
          formatTime,
          cycle: cycles
            ? { counted: cycles.cycles > 0, matched: !withoutCycle.has(ticket.id) }
            : undefined,
        }),
      );
    }
    return flags;
  }

  function countsOf(tickets: ApprovalTicket[]): ApprovalCounts {
    const live = tickets.filter((t) => t.status === "completed");
    return {
      total: live.length,
      approved: live.filter((t) => t.approval === "approved").length,
      flagged: live.filter((t) => t.approval !== "approved" && t.flags.length > 0).length,
      waiting: live.filter((t) => t.approval === "pending").length,
      sentBack: live.filter((t) => t.approval === "sent_back").length,
    };
  }

  async function assess(
    companyId: string,
    zone: string,
    rows: approvalRepo.DeliveredTicket[],
    cycles: ReconciliationDay | null = null,
  ) {
    const flags = await flagsOf(companyId, zone, rows, cycles);
    const truckRows = await trucks.trucksById(
      companyId,
      rows.map((r) => r.truck_id).filter((id): id is string => !!id),
    );
    return rows.map(
      (row): ApprovalTicket => ({
        ...toLoadRow(row),
        approvalNote: row.approval === "sent_back" ? row.approval_note : null,
        approvedAt: row.approved_at,
        truck: row.truck_id
          ? { id: row.truck_id, truckNumber: truckRows.get(row.truck_id)?.truck_number ?? "?" }
          : null,
        flags: flags.get(row.id) ?? [],
        updatedAt: row.updated_at,
        invoiceNumber: row.invoice_number === null ? null : Number(row.invoice_number),
        replacesLoadId: row.replaces_load_id,
      }),
    );
  }

  /** Approves one ticket inside the caller's transaction; false when it was already approved. */
  async function approveIn(
    trx: Executor,
    loadId: string,
    by: { id: string; name: string },
    expect?: { updatedAt?: string; pendingOnly?: boolean },
  ): Promise<boolean> {
    await repo.lockLoad(trx, dialect, loadId);
    const current = await repo.findLoad(trx, loadId);
    if (!current) throw notFound(messages.loads.notFound);
    if (current.status === "voided") throw conflict(m.voidedCannotApprove);
    if (current.status !== "completed") throw conflict(m.notCompleted);
    if (current.approval === "approved") return false;
    if (expect?.pendingOnly && current.approval !== "pending") return false;
    if (expect?.updatedAt && !sameInstant(expect.updatedAt, current.updated_at)) {
      throw conflict(m.changedSinceShown);
    }
    const at = clock.now().toISOString();
    await approvalRepo.setLoadApproval(trx, loadId, {
      approval: "approved",
      approval_note: null,
      approved_at: at,
      approved_by: by.id,
    });
    await repo.insertChange(trx, {
      id: randomUUID(),
      load_id: loadId,
      change: "approved",
      changed_by: by.id,
      changed_by_name: by.name,
      before: JSON.stringify({ approval: current.approval }),
      after: JSON.stringify({ approval: "approved" }),
      reason: null,
      at,
    });
    return true;
  }

  function announce(
    row: { company_id: string; job_id: string },
    loadId: string,
    change: "approved" | "sent_back" | "voided" | "recorded",
  ) {
    events.emit("load.changed", { companyId: row.company_id, jobId: row.job_id, loadId, change });
  }

  /** A job's day on one screen: every delivered ticket with its flags, and the day's hours. */
  async function dayOf(actor: Actor, jobId: string, day?: string): Promise<ApprovalDay> {
    const job = await jobs.requireContractorJob(actor, jobId);
    const zone = await companies.timeZoneOf(job.company_id);
    const theDay = day ?? localDayOf(clock.now(), zone);
    const bounds = zonedDayBounds(theDay, zone);
    const rows = await approvalRepo.findDeliveredTickets(db, {
      companyId: job.company_id,
      jobId: job.id,
      ...bounds,
    });
    const cycles = (await deps.reconciliationDay?.(job.company_id, job.id, theDay)) ?? null;
    const tickets = await assess(job.company_id, zone, rows, cycles);
    const hourRows = await approvalRepo.findDayHours(db, job.id, theDay);
    const formatTime = clockTimeIn(zone);
    const names = await profiles.namesOf(hourRows.map((h) => h.driver_id));
    return {
      job: {
        id: job.id,
        title: job.title,
        jobNumber: job.job_number,
        customerName: job.customer_name,
      },
      day: theDay,
      timeZone: zone,
      tickets,
      unticketedCycles: (cycles?.cyclesWithoutTicket ?? []).map((cycle) => ({
        id: cycle.id,
        driverId: cycle.driverId,
        endedAt: cycle.dump.departedAt,
        message: m.flags.cycleWithoutTicket(formatTime(cycle.dump.departedAt)),
      })),
      hours: hourRows.map((h) => {
        const name = names.get(h.driver_id);
        return {
          id: h.id,
          driverId: h.driver_id,
          driverName: driverNameOf(name?.firstName ?? null, name?.lastName ?? null),
          hours: Number(h.hours_worked),
          loadsReported: Number(h.loads_completed),
          approval: h.approval,
          approvalNote: h.approval === "sent_back" ? h.approval_note : null,
          updatedAt: h.updated_at ?? h.created_at,
        };
      }),
      counts: countsOf(tickets),
    };
  }

  return {
    /**
     * Approves one delivered ticket, which locks it. `updatedAt`, when given, must be the
     * ticket's as the screen showed it: a ticket changed since is refused with a 409. Approving
     * an approved ticket again answers it as it is.
     */
    async approve(
      actor: Actor,
      loadId: string,
      input?: Valid<typeof ApproveLoadInputSchema>,
    ): Promise<LoadDetail> {
      const expect = input ?? {};
      const row = await requireContractorLoad(actor, loadId);
      const by = { id: actor.userId, name: await nameOf(actor.userId) };
      const changed = await db.transaction().execute((trx) => approveIn(trx, loadId, by, expect));
      if (changed) announce(row, loadId, "approved");
      return loads.detail(actor, loadId);
    },

    /** Sends a delivered, unapproved ticket back to its driver with a note of what to check. */
    async sendBack(
      actor: Actor,
      loadId: string,
      input: Valid<typeof SendBackInputSchema>,
    ): Promise<LoadDetail> {
      const { note } = input;
      const row = await requireContractorLoad(actor, loadId);
      const by = { id: actor.userId, name: await nameOf(actor.userId) };
      await db.transaction().execute(async (trx) => {
        await repo.lockLoad(trx, dialect, loadId);
        const current = await repo.findLoad(trx, loadId);
        if (!current || current.status === "voided") throw conflict(messages.loads.voided);
        if (current.status !== "completed") throw conflict(m.notCompleted);
        if (current.approval === "approved") throw conflict(m.approvedCannotSendBack);
        const at = clock.now().toISOString();
        await approvalRepo.setLoadApproval(trx, loadId, {
          approval: "sent_back",
          approval_note: note,
        });
        await repo.insertChange(trx, {
          id: randomUUID(),
          load_id: loadId,
          change: "sent_back",
          changed_by: by.id,
          changed_by_name: by.name,
          before: JSON.stringify({ approval: current.approval }),
          after: JSON.stringify({ approval: "sent_back" }),
          reason: note,
          at,
        });
      });
      announce(row, loadId, "sent_back");
      events.emit("load.sent_back", {
        companyId: row.company_id,
        jobId: row.job_id,
        loadId,
        driverId: row.driver_id,
        loadNumber: Number(row.load_number),
        note,
      });
      return loads.detail(actor, loadId);
    },

    /**
     * Changes an approved ticket the only way it may change: it is voided with the reason and
     * a new ticket carries the corrected details (the rest copied), waiting for approval. Both
     * keep the other's number in their history. Refused while the ticket is on an invoice or
     * pay statement that is not void.
     */
    async replace(
      actor: Actor,
      loadId: string,
      input: Valid<typeof ReplaceLoadInputSchema>,
    ): Promise<LoadDetail> {
      const patch = input;
      const row = await requireContractorLoad(actor, loadId);
      if (row.status === "voided") throw conflict(messages.loads.voided);
      if (row.approval !== "approved" || row.status !== "completed") {
        throw conflict(m.replaceOnlyApproved);
      }
      const now = clock.now();
      const next = correctedTicket(row, patch, now);
      if (!differences(snapshotOf(row), snapshotOf({ ...row, ...next }))) {
        throw badRequest(m.nothingToReplace);
      }
      const by = { id: actor.userId, name: await nameOf(actor.userId) };
      const newId = randomUUID();
      const stamp = now.toISOString();
      await db.transaction().execute(async (trx) => {
        await jobs.lockJob(trx, row.job_id);
        await repo.lockLoad(trx, dialect, loadId);
        const current = await repo.findLoad(trx, loadId);
        if (!current || current.status === "voided") throw conflict(messages.loads.voided);
        if (current.approval !== "approved") throw conflict(m.replaceOnlyApproved);
        await holds.refuseIfHeld(trx, loadId);
        const loadNumber = await repo.nextLoadNumber(trx, row.job_id);
        const replacement: LoadsTable = {
          id: newId,
          company_id: current.company_id,
          job_id: current.job_id,
          load_number: loadNumber,
          driver_id: current.driver_id,
          driver_name: current.driver_name,
          status: "completed",
          ...next,
          photo_key: current.photo_key,
          signature_key: current.signature_key,
          signer_name: current.signer_name,
          signed_at: current.signed_at,
          start_latitude: current.start_latitude,
          start_longitude: current.start_longitude,
          start_accuracy: current.start_accuracy,
          complete_latitude: current.complete_latitude,
          complete_longitude: current.complete_longitude,
          complete_accuracy: current.complete_accuracy,
          voided_at: null,
          void_reason: null,
          created_by: actor.userId,
          created_at: stamp,
          updated_at: stamp,
          approval: "pending",
          approved_at: null,
          approved_by: null,
          approval_note: null,
          truck_id: current.truck_id,
          replaces_load_id: current.id,
        };
        await repo.insertLoad(trx, replacement);
        await repo.updateLoad(trx, loadId, {
          status: "voided",
          voided_at: stamp,
          void_reason: patch.reason,
          updated_at: stamp,
        });
        await repo.insertChange(trx, {
          id: randomUUID(),
          load_id: loadId,
          change: "voided",
          changed_by: by.id,
          changed_by_name: by.name,
          before: JSON.stringify({ status: current.status }),
          after: JSON.stringify({ status: "voided", replacedByLoadNumber: loadNumber }),
          reason: patch.reason,
          at: stamp,
        });
        await repo.insertChange(trx, {
          id: randomUUID(),
          load_id: newId,
          change: "recorded",
          changed_by: by.id,
          changed_by_name: by.name,
          before: null,
          after: JSON.stringify({
            ...snapshotOf(replacement),
            replacesLoadNumber: current.load_number,
          }),
          reason: patch.reason,
          at: stamp,
        });
      });
      announce(row, loadId, "voided");
      announce(row, newId, "recorded");
      return loads.detail(actor, newId);
    },

    day: dayOf,

    /**
     * Approves every waiting ticket of the job's day that has no flag now. Tickets sent back
     * stay with their drivers; flagged ones wait for a person.
     */
    async approveUnflagged(actor: Actor, jobId: string, day: string): Promise<ApproveDayResult> {
      const job = await jobs.requireContractorJob(actor, jobId);
      const zone = await companies.timeZoneOf(job.company_id);
      const rows = await approvalRepo.findDeliveredTickets(db, {
        companyId: job.company_id,
        jobId: job.id,
        ...zonedDayBounds(day, zone),
      });
      const cycles = (await deps.reconciliationDay?.(job.company_id, job.id, day)) ?? null;
      const tickets = await assess(job.company_id, zone, rows, cycles);
      const clean = tickets.filter(
        (t) => t.status === "completed" && t.approval === "pending" && t.flags.length === 0,
      );
      const by = { id: actor.userId, name: await nameOf(actor.userId) };
      const approved = await db.transaction().execute(async (trx) => {
        const done: string[] = [];
        for (const ticket of clean) {
          // A ticket changed since its flags were read waits for the next look.
          const changed = await approveIn(trx, ticket.id, by, {
            updatedAt: ticket.updatedAt,
            pendingOnly: true,
          }).catch((error: unknown) => {
            if (error instanceof AppError && error.statusCode === 409) return false;
            throw error;
          });
          if (changed) done.push(ticket.id);
        }
        return done;
      });
      for (const loadId of approved)
        announce({ company_id: job.company_id, job_id: job.id }, loadId, "approved");
      return {
        approved: approved.length,
        leftFlagged: tickets.filter(
          (t) => t.status === "completed" && t.approval !== "approved" && t.flags.length > 0,
        ).length,
      };
    },

    /** The company's days with delivered tickets in a range, each job's approval counts. */
    async overview(
      actor: Actor,
      input: Valid<typeof DayRangeQuerySchema> = {},
    ): Promise<ApprovalOverview> {
      const company = requireContractor(actor);
      const query = input;
      const zone = company.timeZone;
      const today = localDayOf(clock.now(), zone);
      const from = query.from ?? today;
      const to = query.to ?? from;
      const rows = await approvalRepo.findDeliveredTickets(db, {
        companyId: company.id,
        from: zonedDayBounds(from, zone).from,
        to: zonedDayBounds(to, zone).to,
      });
      const tickets = await assess(company.id, zone, rows);
      const groups = new Map<string, ApprovalTicket[]>();
      for (const ticket of tickets) {
        const key = `${localDayOf(ticket.completedAt!, zone)}|${ticket.jobId}`;
        groups.set(key, [...(groups.get(key) ?? []), ticket]);
      }
      const days = [...groups.entries()]
        .map(([key, group]) => ({
          day: key.split("|")[0]!,
          jobId: group[0]!.jobId,
          jobTitle: group[0]!.jobTitle,
          jobNumber: group[0]!.jobNumber,
          counts: countsOf(group),
        }))
        .filter((d) => d.counts.total > 0)
        .sort((a, b) =>
          a.day === b.day ? a.jobTitle.localeCompare(b.jobTitle) : b.day.localeCompare(a.day),
        );
      return { range: { from, to, timeZone: zone, today }, days };
    },

    /** Approves a driver's hours of a day on a job (their daily metrics), which locks them. */
    async reviewHours(
      actor: Actor,
      entryId: string,
      outcome: { approve: true } | { approve: false; note: string },
    ) {
      const company = requireContractor(actor);
      // Whose hours these are is settled before the transaction (SQLite holds its one
      // connection for it); the row is read again under its lock.
      const found = await approvalRepo.findHoursForUpdate(db, dialect, entryId);
      const access = found?.job_id
        ? await jobs.accessTo(actor, found.job_id).catch(() => null)
        : null;
      if (!found || access?.access !== "contractor" || access.job.company_id !== company.id) {
        throw notFound(m.hoursNotFound);
      }
      const reviewed = await db.transaction().execute(async (trx) => {
        const entry = await approvalRepo.findHoursForUpdate(trx, dialect, entryId);
        if (!entry) throw notFound(m.hoursNotFound);
        if (entry.approval === "approved") {
          if (outcome.approve) return { entry, changed: false };
          throw conflict(m.approvedCannotSendBack);
        }
        await approvalRepo.setHoursApproval(
          trx,
          entryId,
          outcome.approve
            ? {
                approval: "approved",
                approval_note: null,
                approved_at: clock.now().toISOString(),
                approved_by: actor.userId,
              }
            : { approval: "sent_back", approval_note: outcome.note },
        );
        return { entry, changed: true };
      });
      if (reviewed.changed) {
        events.emit("hours.reviewed", {
          companyId: company.id,
          jobId: reviewed.entry.job_id!,
          entryId,
          driverId: reviewed.entry.driver_id,
          day: reviewed.entry.date,
          outcome: outcome.approve ? "approved" : "sent_back",
          note: outcome.approve ? null : outcome.note,
        });
      }
      return dayOf(actor, reviewed.entry.job_id!, reviewed.entry.date);
    },
  };
}
