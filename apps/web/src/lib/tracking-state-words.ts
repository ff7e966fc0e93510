import type { TrackingState } from "@haulwise/domain";
import { t } from "@/lib/i18n";

const words: Record<TrackingState, () => string> = {
  moving: () => t("map.state.moving"),
  idle: () => t("map.state.idle"),
  paused: () => t("map.state.paused"),
  stopped: () => t("map.state.stopped"),
  off_duty: () => t("map.state.off_duty"),
};

/** A driver's tracking state in the language on screen ('Moving', 'En movimiento'). */
export function trackingStateWord(state: TrackingState): string {
  return words[state]();
}
