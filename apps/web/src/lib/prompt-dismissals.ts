import type { PermissionKind } from "@/hooks/use-permission";
import { clock } from "@/lib/clock";

const HOUR = 60 * 60 * 1000;

/**
 * How long "Not Now" keeps a prompt away on this device. Location matters to a driver's
 * contractor every working day, so it is offered again the next day; notifications are
 * offered again after a week. The GPS banner and Account Settings offer both meanwhile.
 */
export const NOT_NOW_DURATION_MS: Record<PermissionKind, number> = {
  geolocation: 24 * HOUR,
  notifications: 7 * 24 * HOUR,
};

const keyOf = (kind: PermissionKind, userId: string) => `haulwise.not-now.${kind}.${userId}`;

export function rememberNotNow(kind: PermissionKind, userId: string, now = clock.nowMs()) {
  try {
    localStorage.setItem(keyOf(kind, userId), String(now));
  } catch {
    // Storage blocked: the prompt simply comes back on the next visit.
  }
}

export function saidNotNowRecently(kind: PermissionKind, userId: string, now = clock.nowMs()) {
  try {
    const at = Number(localStorage.getItem(keyOf(kind, userId)));
    return Number.isFinite(at) && at > 0 && now - at < NOT_NOW_DURATION_MS[kind];
  } catch {
    return false;
  }
}
