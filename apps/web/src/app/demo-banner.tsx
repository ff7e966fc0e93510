import { type InstallInfo, installMessages } from "@haulwise/domain";
import { useEffect, useState } from "react";
import { getInstallInfo } from "@/api/get-install-info";
import { t, translateMessage } from "@/lib/i18n";

/** Demo mode says so on every screen: the company is made up, its drivers simulated. */
export function DemoBanner() {
  const [demo, setDemo] = useState<InstallInfo["demo"]>(null);
  useEffect(() => {
    let live = true;
    getInstallInfo()
      .then((info) => {
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
      aria-label={translateMessage(installMessages.demoLabel)}
      className="sticky top-0 z-50 bg-amber-300 px-4 py-1.5 text-center text-sm font-medium text-amber-950"
    >
      {translateMessage(installMessages.demoBanner)}
      {demo.speed !== 1 ? ` ${t("messages.install.demoBannerSpeed", { speed: demo.speed })}` : ""}
    </aside>
  );
}
