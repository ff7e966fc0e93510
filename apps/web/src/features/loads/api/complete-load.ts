import { type CompleteLoadInput, LoadDetailSchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formOutbox } from "@/api/form-outbox";
import { sendQueued } from "@/lib/offline/send-queued";
import { dashboardKeys, loadKeys } from "@/lib/query-keys";
import { jobLoadsChanged } from "./get-job-metrics";
import { loadPath } from "./get-load";

/** The outbox kind of a load's completion. */
export const LOAD_COMPLETION = "load-completion";

/**
 * A load under way delivered at the site, often where there is no signal: it goes through
 * the form outbox like a ticket (completing twice changes nothing). Resolves with the load,
 * or null when the completion waits for a connection.
 */
export async function completeLoad(
  load: { id: string; loadNumber: number },
  input: CompleteLoadInput,
) {
  const result = await sendQueued(formOutbox, {
    method: "POST",
    path: `${loadPath(load.id)}/complete`,
    body: input,
    kind: LOAD_COMPLETION,
    label: `Completing load #${load.loadNumber}`,
  });
  return result.sent ? LoadDetailSchema.parse(result.answer) : null;
}

export function useCompleteLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    // The outbox keeps the request when there is no network; the mutation must not wait.
    networkMode: "always",
    mutationFn: ({
      load,
      input,
    }: {
      load: { id: string; loadNumber: number };
      input: CompleteLoadInput;
    }) => completeLoad(load, input),
    meta: { invalidates: [loadKeys.all, dashboardKeys.all] },
    onSuccess: (load) => (load ? jobLoadsChanged(queryClient, load.jobId) : undefined),
  });
}
