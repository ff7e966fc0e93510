import { LoadDetailSchema, type RecordLoadInput } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formOutbox } from "@/api/form-outbox";
import { sendQueued } from "@/lib/offline/send-queued";
import { dashboardKeys, loadKeys } from "@/lib/query-keys";
import { jobLoadsChanged } from "./get-job-metrics";

/** The outbox kind of a load ticket. */
export const LOAD_TICKET = "load-ticket";

/** A ticket as the form fills it in (with the id the device chose), and its photo if taken. */
export type LoadTicket = RecordLoadInput & { id: string; photo?: File | null };

/** JSON, or multipart when a photo rides along: the ticket JSON in `ticket`, the photo as the file. */
function bodyOf({ photo, ...ticket }: LoadTicket) {
  if (!photo) return ticket;
  const body = new FormData();
  body.append("ticket", JSON.stringify(ticket));
  body.append("photo", photo);
  return body;
}

/**
 * Records a load ticket through the form outbox: kept on the device (photo included) until
 * the server has it, sent once (the ticket's id makes a repeat harmless). Resolves with the
 * stored load, or null when it waits for a connection.
 */
export async function recordLoad(ticket: LoadTicket, label: string) {
  const result = await sendQueued(formOutbox, {
    method: "POST",
    path: "/api/loads",
    body: bodyOf(ticket),
    kind: LOAD_TICKET,
    label,
    idempotencyKey: ticket.id,
  });
  return result.sent ? LoadDetailSchema.parse(result.answer) : null;
}

export function useRecordLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    // The outbox keeps the request when there is no network; the mutation must not wait.
    networkMode: "always",
    mutationFn: ({ ticket, label }: { ticket: LoadTicket; label: string }) =>
      recordLoad(ticket, label),
    meta: { invalidates: [loadKeys.all, dashboardKeys.all] },
    onSuccess: (load) => (load ? jobLoadsChanged(queryClient, load.jobId) : undefined),
  });
}
