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
  const update = registerSW({
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
}
