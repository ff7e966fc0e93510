import type { FastifyInstance } from "fastify";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { EventBus } from "../../events/bus.js";
import { sitesRoutes } from "./sites.routes.js";
import { createSitesService } from "./sites.service.js";

export type SitesModule = ReturnType<typeof createSitesModule>;

/** A company's fenced places: drawn, edited and archived by its contractor, read by its drivers. */
export function createSitesModule(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
}) {
  const sites = createSitesService(deps);
  return {
    sites,
    async routes(app: FastifyInstance) {
      await app.register(sitesRoutes, { sites });
    },
  };
}
