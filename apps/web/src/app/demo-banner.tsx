import type { InstallInfo } from "@haulwise/domain";
import { useEffect, useState } from "react";
import { getInstallInfo } from "@/api/get-install-info";
import { t } from "@/lib/i18n";

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
      aria-label={t("app.demo.label")}
      className="sticky top-0 z-50 bg-amber-300 px-4 py-1.5 text-center text-sm font-medium text-amber-950"
    >
      {t("app.demo.banner")}
      {demo.speed !== 1 ? ` ${t("app.demo.speed", { speed: demo.speed })}` : ""}
    </aside>
  );
}
