import { messages } from "@haulwise/domain";
import type { PermissionKind, PermissionValue } from "@/hooks/use-permission";
import { toast } from "@/lib/toast";

const m = messages.permissionsPrompt;

/** The toast after the browser's own dialog has answered (spec part 1 §8, permission prompts). */
export function announcePermissionResult(kind: PermissionKind, result: PermissionValue) {
  const granted = result === "granted";
  if (kind === "geolocation") {
    if (granted) toast.success(m.gpsGranted, { id: "permission:geolocation" });
    else toast.error(m.gpsDenied, { id: "permission:geolocation", description: m.gpsDeniedDetail });
    return;
  }
  if (granted) toast.success(m.notificationsEnabled, { id: "permission:notifications" });
  else
    toast.error(m.notificationsDisabled, {
      id: "permission:notifications",
      description: m.notificationsDisabledDetail,
    });
}

/** The toast after "Not Now" on one of our prompts. */
export function announceNotNow(kind: PermissionKind) {
  toast.info(kind === "geolocation" ? m.gpsTrackingDenied : m.notificationsDenied, {
    id: `permission:${kind}`,
    description: m.enableLater,
  });
}
