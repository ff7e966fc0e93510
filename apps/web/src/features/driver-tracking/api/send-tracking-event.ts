import type { TrackingEvent } from "@haulwise/domain";
import { formOutbox } from "@/api/form-outbox";
import { api } from "@/lib/api-client";
import { beacon, later } from "@/lib/beacon";

const path = "/api/positions/events";

/** A report sent while the page stays open ("resumed"). */
export const sendTrackingEvent = (event: TrackingEvent) => api.post(path, event);

/** A report that must leave while the page is being hidden or closed ("paused", "stopped"). */
export const beaconTrackingEvent = (event: TrackingEvent) => beacon(path, event);

/** A report the browser sends once the page is gone ("stopped"); answers how to take it back. */
export const deferTrackingEvent = (event: TrackingEvent) => later(path, event);

/**
 * A report that must arrive even without signal, in order with what follows it: the end of a
 * shift ("stopped" before the duty change, so the contractor hears the driver stopped sharing).
 */
export const queueTrackingEvent = (event: TrackingEvent) =>
  formOutbox.enqueue({
    method: "POST",
    path,
    body: event,
    kind: "tracking-event",
    label: `Tracking ${event.type}`,
  });
