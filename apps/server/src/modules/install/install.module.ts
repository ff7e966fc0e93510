import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import type { ServerModule } from "../../module.js";
import { installRoutes } from "./install.routes.js";
import { createInstallService, type DemoSignIns } from "./install.service.js";

/** Facts about this install for signed-out visitors: demo mode and where mail goes. */
export function createInstallModule(deps: {
  db: Db;
  clock: Clock;
  demo: { speed: number; signIns: DemoSignIns } | null;
  mailToOutbox: boolean;
}) {
  const install = createInstallService(deps);
  return {
    install,
    async routes(app) {
      await app.register(installRoutes, { install });
    },
  } satisfies ServerModule;
}
