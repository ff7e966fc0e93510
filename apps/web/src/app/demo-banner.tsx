import { demoMessages, type InstallInfo } from "@haulwise/domain";
import { useEffect, useState } from "react";
import { getInstallInfo } from "@/api/get-install-info";
import { ALL_PARTS, activateLanguage, currentLanguage, t, translateMessage } from "@/lib/i18n";

/** Demo mode says so on every screen: the company is made up, its drivers simulated. */
export function DemoBanner() {
  const [demo, setDemo] = useState<InstallInfo["demo"]>(null);
  useEffect(() => {
    let live = true;
    getInstallInfo()
      .then(async (info) => {
        // A public page carries only its own words; a demo's are the app's, read here alone.
        if (info.demo) await activateLanguage(currentLanguage(), ALL_PARTS);
        if (live) setDemo(info.demo);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!demo) return null;
  return (
    <aside
      aria-label={translateMessage(demoMessages.demoLabel)}
      className="sticky top-0 z-50 bg-amber-300 px-4 py-1.5 text-center text-sm font-medium text-amber-950"
    >
      {translateMessage(demoMessages.demoBanner)}
      {demo.speed !== 1 ? ` ${t("messages.demo.demoBannerSpeed", { speed: demo.speed })}` : ""}
    </aside>
  );
}
