import { type InstallInfo, InstallInfoSchema } from "@haulwise/domain";
import { api } from "@/lib/api-client";
import { runClockAt } from "@/lib/clock";

let asked: Promise<InstallInfo> | null = null;

/**
 * What this install tells visitors (demo mode, where mail goes), asked once per page load;
 * in demo mode the page's clock runs on the demo's time from then on. Apart from any query,
 * so the public pages ask without the query library.
 */
export function getInstallInfo(): Promise<InstallInfo> {
  asked ??= api.get("/api/install", InstallInfoSchema).then((info) => {
    if (info.demo) runClockAt(Date.parse(info.demo.now), info.demo.speed);
    return info;
  });
  asked.catch(() => {
    asked = null;
  });
  return asked;
}
