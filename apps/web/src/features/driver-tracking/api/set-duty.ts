import { type Duty, DutySchema, SetDutyInputSchema } from "@haulwise/domain";
import type { QueryClient } from "@tanstack/react-query";
import { formOutbox } from "@/api/form-outbox";
import type { OutboxEntry } from "@/lib/offline/outbox";
import { dutyKeys } from "@/lib/query-keys";

/** The outbox kind of a duty change. */
export const DUTY_CHANGE = "duty";

/**
 * Puts the driver on or off duty. The change goes through the form outbox, so it holds in a
 * dead zone and across a reload: the screen shows it at once and the server hears it, in
 * order, when there is signal.
 */
export async function queueDutyChange(queryClient: QueryClient, onDuty: boolean) {
  await formOutbox.enqueue({
    method: "PUT",
    path: "/api/me/duty",
    body: { onDuty },
    kind: DUTY_CHANGE,
    label: onDuty ? "Going on duty" : "Going off duty",
  });
  queryClient.setQueryData<Duty>(dutyKeys.all, (duty) => ({
    trackerReportAt: null,
    ...duty,
    onDuty,
  }));
}

/** The duty the driver chose last that the server has not confirmed yet, or null. */
export function unsentDutyOf(entries: readonly OutboxEntry[]): boolean | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    if (entry?.kind !== DUTY_CHANGE || entry.status !== "pending" || entry.body.type !== "json") {
      continue;
    }
    const parsed = SetDutyInputSchema.safeParse(entry.body.data);
    if (parsed.success) return parsed.data.onDuty;
  }
  return null;
}

/**
 * Keeps the cached duty in step with the server's answers to queued changes. A refused change
 * (the account is no longer a driver's) is dropped and the server's value read again.
 */
export function followDutyAnswers(
  queryClient: QueryClient,
  onRefused: (entry: OutboxEntry) => void,
) {
  const stopSent = formOutbox.onSent((entry, answer) => {
    if (entry.kind !== DUTY_CHANGE) return;
    const duty = DutySchema.safeParse(answer);
    if (duty.success && unsentDutyOf(formOutbox.entries()) === null) {
      queryClient.setQueryData(dutyKeys.all, duty.data);
    }
  });
  const stopFailed = formOutbox.onFailed((entry) => {
    if (entry.kind !== DUTY_CHANGE) return;
    void formOutbox.discard(entry.id);
    void queryClient.invalidateQueries({ queryKey: dutyKeys.all });
    onRefused(entry);
  });
  return () => {
    stopSent();
    stopFailed();
  };
}
