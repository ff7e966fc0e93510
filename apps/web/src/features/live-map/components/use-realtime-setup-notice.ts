import { messages } from "@haulwise/domain";
import { useEffect, useRef } from "react";
import { splitMessage } from "@/lib/format";
import type { RealtimeTopic } from "@/lib/realtime/realtime-provider";
import { toast } from "@/lib/toast";

const failed = splitMessage(messages.tracking.realtimeSetupFailed);

/**
 * Says once, when a map is first shown, that live updates could not be set up: the topic
 * was refused, or the connection never opened. The map still works, read every 30 s.
 */
export function useRealtimeSetupNotice(live: RealtimeTopic, enabled: boolean) {
  const said = useRef(false);
  const failedNow =
    live.status.state === "denied" ||
    (live.connection.state === "down" && !live.connection.everOpened);
  useEffect(() => {
    if (!enabled || !failedNow || said.current) return;
    said.current = true;
    toast.error(failed.title, { description: failed.description, id: "realtime-setup-failed" });
  }, [enabled, failedNow]);
}
