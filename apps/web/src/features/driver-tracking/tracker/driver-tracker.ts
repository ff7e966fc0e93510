import { useSyncExternalStore } from "react";
import {
  beaconTrackingEvent,
  deferTrackingEvent,
  sendTrackingEvent,
} from "../api/send-tracking-event";
import { uploadPositions } from "../api/upload-positions";
import { createPositionQueue } from "./position-queue";
import { createPositionSender } from "./position-sender";
import { createTracker, type Tracker, type TrackerState } from "./tracker";

let instance: Tracker | null = null;

/** This tab's one tracker, on the browser's own GPS, screen wake lock and the API. */
export function driverTracker(): Tracker {
  if (!instance) {
    const queue = createPositionQueue();
    instance = createTracker({
      queue,
      sender: createPositionSender({ queue, upload: uploadPositions }),
      geolocation: "geolocation" in navigator ? navigator.geolocation : undefined,
      wakeLock: "wakeLock" in navigator ? navigator.wakeLock : undefined,
      sendEvent: sendTrackingEvent,
      beaconEvent: beaconTrackingEvent,
      deferEvent: deferTrackingEvent,
    });
  }
  return instance;
}

/** What the tracker is doing now, kept current. */
export function useTrackerState(): TrackerState {
  const tracker = driverTracker();
  return useSyncExternalStore(tracker.subscribe, tracker.state, tracker.state);
}
