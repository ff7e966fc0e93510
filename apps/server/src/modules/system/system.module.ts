import type { Db } from "../../db/database.js";
import type { ServerModule } from "../../module.js";
import { systemRoutes } from "./system.routes.js";

/** Liveness and readiness answers, outside the API. */
export function createSystemModule(deps: { db: Db }) {
  return {
    async routes(app) {
      await app.register(systemRoutes, { db: deps.db });
    },
  } satisfies ServerModule;
}
