import type { FastifyBaseLogger } from "fastify";
import type { MapSettings } from "../../config.js";
import type { ServerModule } from "../../module.js";
import { mapRoutes } from "./map.routes.js";
import { createMapService } from "./map.service.js";

/** How live maps are drawn: a tile server, a PMTiles file beside the data, or the outlines. */
export function createMapModule(deps: { settings: MapSettings; logger: FastifyBaseLogger }) {
  const map = createMapService(deps);
  return {
    map,
    async routes(app) {
      await app.register(mapRoutes, { map });
    },
  } satisfies ServerModule;
}
