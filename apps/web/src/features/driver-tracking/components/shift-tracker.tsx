import { messages } from "@haulwise/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { inNextTask } from "@/lib/next-task";
import { trackingKeys } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { followDutyAnswers } from "../api/set-duty";
import { driverTracker } from "../tracker/driver-tracker";
import { useShift } from "./use-shift";

/**
 * Runs the driver's tracker on every screen of the app: sharing while on duty with location
 * allowed, following the server's answers to duty changes. Renders nothing.
 */
export function ShiftTracker({ driverId }: { driverId: string }) {
  const queryClient = useQueryClient();
  const shift = useShift();
  const sharing = shift.onDuty && shift.location.state === "granted";

  useEffect(() => {
    const tracker = driverTracker();
    // Reading the queue and resuming the shift can wait for the page to have been shown.
    const cancel = inNextTask(() => tracker.setDriver(driverId));
    return () => {
      cancel();
      tracker.setDriver(null);
    };
  }, [driverId]);

  useEffect(() => {
    driverTracker().setSharing(sharing);
  }, [sharing]);

  // The driver's own map shows what the server holds: read it again once something got there.
  useEffect(() => {
    const tracker = driverTracker();
    let sentAt = tracker.state().lastSentAt;
    return tracker.subscribe(() => {
      const now = tracker.state().lastSentAt;
      if (now === sentAt) return;
      sentAt = now;
      void queryClient.invalidateQueries({ queryKey: trackingKeys.mine() });
    });
  }, [queryClient]);

  useEffect(
    () =>
      followDutyAnswers(queryClient, (entry) =>
        toast.error(entry.error || messages.drivers.dutyForDrivers, { id: "duty" }),
      ),
    [queryClient],
  );

  return null;
}
