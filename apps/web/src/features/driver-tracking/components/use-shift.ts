import type { TrackingEvent } from "@haulwise/domain";
import { useQueryClient } from "@tanstack/react-query";
import { formOutbox } from "@/api/form-outbox";
import { usePermission } from "@/hooks/use-permission";
import { clock } from "@/lib/clock";
import { useOutboxEntries } from "@/lib/offline/use-outbox-entries";
import { announcePermissionResult } from "@/lib/permission-toasts";
import { useDuty } from "../api/get-duty";
import { queueTrackingEvent } from "../api/send-tracking-event";
import { queueDutyChange, unsentDutyOf } from "../api/set-duty";
import { driverTracker } from "../tracker/driver-tracker";

/**
 * The driver's shift: whether they are on duty (their latest choice, even before the server
 * has heard it), and the way to start or end it.
 */
export function useShift() {
  const queryClient = useQueryClient();
  const duty = useDuty();
  const entries = useOutboxEntries(formOutbox);
  const location = usePermission("geolocation");
  const unsent = unsentDutyOf(entries);
  const onDuty = unsent ?? duty.data?.onDuty ?? false;

  async function start() {
    // Going on duty is when sharing starts: ask for location now if the driver never decided.
    if (location.supported && location.state === "prompt") {
      announcePermissionResult("geolocation", await location.request());
    }
    await queueDutyChange(queryClient, true);
  }

  async function end() {
    const tracker = driverTracker();
    const stopped: TrackingEvent = {
      deviceId: await tracker.deviceId(),
      type: "stopped",
      at: clock.now().toISOString(),
    };
    // Queued before the duty change, so the contractor is told sharing stopped, in that order.
    await queueTrackingEvent(stopped);
    tracker.setSharing(false);
    await queueDutyChange(queryClient, false);
  }

  return {
    onDuty,
    /** When a tracker app of the driver's last reported, if one ever did. */
    trackerReportAt: duty.data?.trackerReportAt ?? null,
    /** The server has not heard the latest choice yet. */
    unsent: unsent !== null,
    /** The server's answer is on its way (offline with nothing cached, it is not). */
    loading: duty.isPending && duty.fetchStatus === "fetching" && unsent === null,
    location,
    setOnDuty: (next: boolean) => (next ? start() : end()),
  };
}
