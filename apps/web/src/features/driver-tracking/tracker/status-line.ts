import { messages, TRACKING } from "@haulwise/domain";
import type { PermissionValue } from "@/hooks/use-permission";
import { t, translateMessage } from "@/lib/i18n";
import type { TrackerState } from "./tracker";

/** How the status line looks: calm, working, waiting, paused, or needing the driver. */
export type StatusTone = "off" | "starting" | "sharing" | "waiting" | "paused" | "problem";

export type StatusLine = {
  tone: StatusTone;
  /** What the line shows, counting seconds. */
  text: string;
  /** What a screen reader is told when the line changes kind, without the ticking seconds. */
  announcement: string;
};

export type StatusInput = {
  onDuty: boolean;
  permission: PermissionValue;
  /** False when the browser has no Geolocation API at all. */
  supported: boolean;
  tracker: TrackerState;
  now: number;
};

const m = messages.tracking;

function line(tone: StatusTone, text: string, announcement = text): StatusLine {
  return { tone, text, announcement };
}

/**
 * The one line a driver reads to know whether their position is getting through. It never
 * claims more than is true: "sent" counts from the server's answer, a hidden page is called
 * paused, and positions recorded without signal are counted until they are delivered.
 */
export function statusLineOf({ onDuty, permission, supported, tracker, now }: StatusInput) {
  const stuck = tracker.waiting > 0 && (!tracker.online || tracker.failing);
  if (stuck) return line("waiting", t("messages.tracking.waiting", { count: tracker.waiting }));
  if (!onDuty) return line("off", translateMessage(m.offDuty));
  if (!supported) return line("problem", translateMessage(m.noGeolocation));
  if (permission === "checking") return line("starting", translateMessage(m.findingPosition));
  if (permission !== "granted" || tracker.gps === "denied") {
    return line("problem", translateMessage(m.locationNotAllowed));
  }
  if (tracker.paused) return line("paused", translateMessage(m.paused));
  const silentFor = now - (tracker.lastFixAt ?? tracker.since ?? now);
  if (tracker.gps === "unavailable" || silentFor > TRACKING.pausedAfterMs) {
    return line("problem", translateMessage(m.noGpsSignal));
  }
  const sent = tracker.lastSentAt;
  if (sent !== null && tracker.since !== null && sent >= tracker.since) {
    const seconds = Math.max(0, Math.round((now - sent) / 1000));
    return line(
      "sharing",
      t("messages.tracking.sharing", { secondsAgo: seconds }),
      t("driver.tracking.sharingAnnouncement"),
    );
  }
  return line("starting", translateMessage(m.findingPosition));
}
