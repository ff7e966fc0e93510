import { messages } from "@haulwise/domain";
import type { Executor } from "../../db/database.js";
import { conflict } from "../../http/app-error.js";

/**
 * What else a ticket may be on (an invoice, a pay statement): the name of the document
 * holding it, or null. Asked inside the transaction that is about to void the ticket, after
 * its row is locked.
 */
export type TicketHold = (trx: Executor, loadId: string) => Promise<string | null>;

/**
 * The documents that hold tickets. Invoicing and pay register here when the app is composed,
 * so loads refuse to void a ticket still on one without depending on them.
 */
export function createTicketHolds() {
  const holds: TicketHold[] = [];
  return {
    add(hold: TicketHold) {
      holds.push(hold);
    },
    /** Refuses with a 409 naming the document while the ticket is on a live one. */
    async refuseIfHeld(trx: Executor, loadId: string) {
      for (const hold of holds) {
        const holder = await hold(trx, loadId);
        if (holder) throw conflict(messages.approvals.onLiveDocument(holder));
      }
    },
  };
}

export type TicketHolds = ReturnType<typeof createTicketHolds>;
