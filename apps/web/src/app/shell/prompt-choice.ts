import type { Role } from "@haulwise/domain";
import type { PermissionKind, PermissionValue } from "@/lib/browser-permissions";

export type PromptInput = {
  role: Role | null;
  geolocation: PermissionValue;
  notifications: PermissionValue;
  /** Prompts the person turned down with "Not Now" recently. */
  notNow: Record<PermissionKind, boolean>;
  /** A browser permission dialog we opened and that has not answered yet. */
  asking: PermissionKind | null;
};

/**
 * Which prompt to show, if any (spec part 1 §4): GPS for drivers while location is undecided;
 * notifications for drivers and contractors while undecided, never while the GPS prompt (ours
 * or the browser's) is open. Nothing shows until the browser has said what is decided.
 */
export function choosePrompt(input: PromptInput): PermissionKind | null {
  const { role, geolocation, notifications, notNow, asking } = input;
  if (asking) return null;
  if (role === "driver") {
    if (geolocation === "checking") return null;
    if (geolocation === "prompt" && !notNow.geolocation) return "geolocation";
  }
  if (role !== "driver" && role !== "contractor") return null;
  if (notifications === "prompt" && !notNow.notifications) return "notifications";
  return null;
}

/** Why a driver's location is off, which the GPS banner explains. */
export type GpsBannerReason = "unsupported" | "denied" | "off";

/**
 * The GPS banner a driver sees below the prompts while location is not shared, or null once
 * it is granted. It shows beside the GPS prompt too (spec part 1 §4: every driver without the
 * permission sees it): the prompt asks once, the banner says what is off until it is on.
 */
export function gpsBannerReason(
  role: Role | null,
  geolocation: { state: PermissionValue; supported: boolean },
): GpsBannerReason | null {
  if (role !== "driver") return null;
  if (geolocation.state === "checking" || geolocation.state === "granted") return null;
  if (!geolocation.supported) return "unsupported";
  return geolocation.state === "denied" ? "denied" : "off";
}
