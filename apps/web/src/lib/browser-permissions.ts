// The browser's permission APIs, read without React: the hooks use them, and so does the
// small script that decides a signed-in page's prompts before the app has loaded.

/** The two browser permissions Haulwise asks for (spec part 1 §4, "Permission prompts"). */
export type PermissionKind = "geolocation" | "notifications";

/** "checking" until the browser has answered; a browser without the API counts as "denied". */
export type PermissionValue = "checking" | "prompt" | "granted" | "denied";

export type PermissionSnapshot = {
  state: PermissionValue;
  /** False when this browser has no such API at all (logged once, treated as denied). */
  supported: boolean;
};

export function isSupported(kind: PermissionKind): boolean {
  if (typeof window === "undefined") return false;
  return kind === "geolocation" ? "geolocation" in navigator : "Notification" in window;
}

export function fromNotificationPermission(permission: NotificationPermission): PermissionValue {
  return permission === "default" ? "prompt" : permission;
}

/** The browser's answer now, and its status object to follow when it has one. */
export async function readPermission(
  kind: PermissionKind,
): Promise<{ state: PermissionValue; status: PermissionStatus | null }> {
  let status: PermissionStatus | null = null;
  try {
    status = (await navigator.permissions?.query({ name: kind })) ?? null;
  } catch {
    // Some browsers know the API but not this permission name.
  }
  if (status) return { state: status.state, status };
  if (kind === "notifications") {
    return { state: fromNotificationPermission(Notification.permission), status: null };
  }
  // No way to read it without asking: treat it as undecided, so the prompt can offer it.
  return { state: "prompt", status: null };
}
