import { messages, type TrackingAlert } from "@haulwise/domain";

/** 'Sam Ortiz may be inactive', 'Sam Ortiz has stopped sharing location' (spec part 2 §4). */
export function alertText(alert: TrackingAlert): string {
  return alert.kind === "idle"
    ? messages.tracking.mayBeInactive(alert.driverName)
    : messages.tracking.stoppedSharing(alert.driverName);
}
