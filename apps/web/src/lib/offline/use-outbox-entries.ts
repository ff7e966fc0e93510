import { useSyncExternalStore } from "react";
import type { Outbox, OutboxEntry } from "./outbox";

/** The signed-in person's queued requests (waiting or refused), kept current. */
export function useOutboxEntries(outbox: Outbox): readonly OutboxEntry[] {
  return useSyncExternalStore(outbox.subscribe, outbox.entries, outbox.entries);
}
