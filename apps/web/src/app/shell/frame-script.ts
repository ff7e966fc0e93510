// Runs inline in the page's HTML, before the app's code has arrived (scripts/build.mjs
// bundles it): shows the prompts of a signed-in page's frame (shell-frame.tsx) that the app
// will show, by the same rules, so the app's shell replaces the frame without anything moving.
import type { Role } from "@haulwise/domain";
import {
  fromNotificationPermission,
  isSupported,
  type PermissionSnapshot,
  readPermission,
} from "@/lib/browser-permissions";
import { FRAME_ID } from "@/lib/html-frame";
import { saidNotNowRecently } from "@/lib/prompt-dismissals";
import { choosePrompt, gpsBannerReason } from "./prompt-choice";

function showPrompts(frame: HTMLElement, role: Role | null, geolocation: PermissionSnapshot) {
  const userId = frame.dataset.userId ?? "";
  // Read at once rather than through the Permissions API, which answers a moment later: a
  // contractor's prompt is then in the page's very first paint.
  const notifications = isSupported("notifications")
    ? fromNotificationPermission(Notification.permission)
    : "denied";
  const prompt = choosePrompt({
    role,
    geolocation: geolocation.state,
    notifications,
    notNow: {
      geolocation: saidNotNowRecently("geolocation", userId),
      notifications: saidNotNowRecently("notifications", userId),
    },
    asking: null,
  });
  const banner = gpsBannerReason(role, geolocation);
  const show = (selector: string) => frame.querySelector(selector)?.removeAttribute("hidden");
  if (prompt) show(`[data-frame-prompt="${prompt}"]`);
  if (banner) show(`[data-frame-banner="${banner}"]`);
  if (prompt || banner) show("[data-frame-prompts]");
}

/** Location has no synchronous reading: a driver's prompts wait the moment it takes. */
async function driverGeolocation(): Promise<PermissionSnapshot> {
  if (!isSupported("geolocation")) return { state: "denied", supported: false };
  return { state: (await readPermission("geolocation")).state, supported: true };
}

const frame = document.getElementById(FRAME_ID);
if (frame) {
  const role = (frame.dataset.role ?? null) as Role | null;
  const decided = () => frame.removeAttribute("data-deciding");
  if (role === "driver") {
    // Whatever the browser answers, the frame shows: at worst without its prompts.
    void driverGeolocation()
      .then((geolocation) => showPrompts(frame, role, geolocation))
      .finally(decided);
  } else {
    showPrompts(frame, role, { state: "checking", supported: true });
    decided();
  }
}
