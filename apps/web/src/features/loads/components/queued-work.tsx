import { LoadDetailSchema, messages } from "@haulwise/domain";
import { useQueryClient } from "@tanstack/react-query";
import { CloudOffIcon } from "lucide-react";
import { useEffect } from "react";
import { formOutbox } from "@/api/form-outbox";
import { Button } from "@/components/ui/button";
import { t, translateMessage } from "@/lib/i18n";
import type { OutboxEntry } from "@/lib/offline/outbox";
import { useOutboxEntries } from "@/lib/offline/use-outbox-entries";
import { toast } from "@/lib/toast";
import { LOAD_COMPLETION } from "../api/complete-load";
import { followQueuedWork, isQueuedWork } from "../api/follow-queued-work";
import { DAILY_METRICS_ENTRY } from "../api/submit-metrics";

/** What the person is told when a request kept on the device reaches the server. */
function sentMessage(entry: OutboxEntry, answer: unknown) {
  if (entry.kind === DAILY_METRICS_ENTRY) return translateMessage(messages.metrics.submitted);
  const load = LoadDetailSchema.safeParse(answer);
  if (!load.success) return t("loads.queue.sent", { label: entry.label });
  if (entry.kind === LOAD_COMPLETION) {
    return t("messages.loads.completed", { n: load.data.loadNumber });
  }
  return load.data.status === "in_progress"
    ? t("messages.loads.started", { n: load.data.loadNumber })
    : t("messages.loads.recorded", { n: load.data.loadNumber });
}

/**
 * Tells the person, on whatever screen they are, when a load ticket, completion or metrics
 * entry kept on the device reaches the server, or is refused by it. Renders nothing.
 */
export function QueuedWorkFollower() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followQueuedWork(queryClient, {
        onSent: (entry, answer) => toast.success(sentMessage(entry, answer)),
        onRefused: (entry) =>
          toast.error(
            t("loads.queue.refusedToast", {
              label: entry.label,
              reason: entry.error ? translateMessage(entry.error) : t("loads.queue.refusedShort"),
            }),
          ),
      }),
    [queryClient],
  );
  return null;
}

/**
 * Load tickets, completions and metrics kept on this device: waiting for a connection, or
 * refused by the server with its reason, to try again or discard. Nothing when none wait.
 */
export function WaitingToSend() {
  const entries = useOutboxEntries(formOutbox).filter(isQueuedWork);
  if (entries.length === 0) return null;
  return (
    <section
      aria-labelledby="waiting-to-send"
      className="grid gap-2 rounded-lg border border-dashed p-3"
    >
      <h3 id="waiting-to-send" className="flex items-center gap-2 text-sm font-semibold">
        <CloudOffIcon aria-hidden="true" className="size-4" />
        {t("loads.queue.heading", { count: entries.length })}
      </h3>
      <ul className="divide-y">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
            <span className="min-w-0 flex-1">
              {entry.label}
              <span
                className={
                  entry.status === "failed"
                    ? "block text-destructive"
                    : "block text-muted-foreground"
                }
              >
                {entry.status === "failed"
                  ? t("loads.queue.refused", {
                      reason: entry.error
                        ? translateMessage(entry.error)
                        : t("loads.queue.refusedByServer"),
                    })
                  : t("loads.queue.kept")}
              </span>
            </span>
            {entry.status === "failed" ? (
              <span className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => void formOutbox.retry(entry.id)}>
                  {t("common.tryAgain")}
                  <span className="sr-only">: {entry.label}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void formOutbox.discard(entry.id)}>
                  {t("loads.queue.discard")}
                  <span className="sr-only">: {entry.label}</span>
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
