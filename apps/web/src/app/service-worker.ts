import { registerSW } from "virtual:pwa-register";
import { t } from "@/lib/i18n";
import { toast } from "@/lib/toast";

/**
 * Registers the service worker that keeps the app shell for offline use. A new version waits
 * until the person chooses to reload: reloading on its own could interrupt a driver's form
 * or break their shift's sharing for a moment.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  let scriptUrl: string | null = null;
  const update = registerSW({
    onRegisteredSW(url) {
      scriptUrl = url;
    },
    onNeedRefresh() {
      toast.info(t("app.update.ready"), {
        id: "app-update",
        duration: Number.POSITIVE_INFINITY,
        action: { label: t("app.update.reload"), onClick: () => void update(true) },
      });
    },
    onRegisterError(error) {
      console.error("The offline app could not be installed", error);
    },
  });
  // The first install fetches the whole app; on one bar of signal it can fail halfway, and the
  // browser would not try again before the app is next opened: the phone would then have no
  // offline app at the pit. Back in signal, an app not yet installed installs again.
  window.addEventListener("online", () => {
    if (navigator.serviceWorker.controller || scriptUrl === null) return;
    navigator.serviceWorker.register(scriptUrl).catch((error: unknown) => {
      console.error("The offline app could not be installed", error);
    });
  });
}
