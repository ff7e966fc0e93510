import { messages } from "@haulwise/domain";
import { useEffect, useRef } from "react";
import { splitMessage } from "@/lib/format";
import { translateMessage } from "@/lib/i18n";
import type { RealtimeTopic } from "@/lib/realtime/realtime-provider";
import { toast } from "@/lib/toast";

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
    const failed = splitMessage(translateMessage(messages.tracking.realtimeSetupFailed));
    toast.error(failed.title, { description: failed.description, id: "realtime-setup-failed" });
  }, [enabled, failedNow]);
}
