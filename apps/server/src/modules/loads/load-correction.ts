import {
  type CorrectLoadInputSchema,
  LOADS,
  messages,
  type QuantityUnit,
  type Valid,
} from "@haulwise/domain";
import type { Selectable } from "kysely";
import type { LoadsTable } from "../../db/schema.js";
import { badRequest } from "../../http/app-error.js";

const m = messages.loads;

/** A refusal that names the field a person should change. */
export const fieldError = (path: string, message: string) =>
  badRequest(message, [{ path, message }]);

/** Refuses more than a truck carries in the unit. */
export function checkQuantity(quantity: number | null, unit: QuantityUnit) {
  if (quantity !== null && quantity > LOADS.maxQuantity[unit]) {
    throw fieldError("quantity", m.quantityTooLarge(LOADS.maxQuantity[unit], unit));
  }
}

/** A time a contractor typed: any past time, not the future. */
export function pastTime(iso: string, now: Date, path: string): string {
  const at = new Date(iso);
  if (at.getTime() > now.getTime() + LOADS.maxFutureSkewMs) throw fieldError(path, m.inFuture);
  return at.toISOString();
}

type TicketFields = Pick<
  Selectable<LoadsTable>,
  "material_type" | "quantity" | "quantity_unit" | "ticket_number" | "started_at" | "completed_at"
>;

/**
 * A ticket's details once a correction applies (a field left out stays as it was), whether it
 * corrects the ticket itself or replaces an approved one; refused with the field to change when
 * the result could not be a real load.
 */
export function correctedTicket(
  row: TicketFields,
  patch: Omit<Valid<typeof CorrectLoadInputSchema>, "reason">,
  now: Date,
): TicketFields {
  const next: TicketFields = {
    material_type: patch.materialType !== undefined ? patch.materialType : row.material_type,
    quantity: patch.quantity ?? row.quantity,
    quantity_unit: patch.quantityUnit ?? row.quantity_unit,
    ticket_number: patch.ticketNumber !== undefined ? patch.ticketNumber : row.ticket_number,
    started_at:
      patch.startedAt === undefined
        ? row.started_at
        : patch.startedAt === null
          ? null
          : pastTime(patch.startedAt, now, "startedAt"),
    completed_at: patch.completedAt
      ? pastTime(patch.completedAt, now, "completedAt")
      : row.completed_at,
  };
  checkQuantity(next.quantity, next.quantity_unit);
  if (next.started_at && next.completed_at && next.completed_at < next.started_at) {
    throw fieldError("completedAt", m.completedBeforeStart);
  }
  return next;
}
