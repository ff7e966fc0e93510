import type { ServerModule } from "../../module.js";
import { placesRoutes } from "./places.routes.js";
import { createPlacesService } from "./places.service.js";

/** Where a job site's address is, to start placing its pin from; offline, town or ZIP level. */
export function createPlacesModule() {
  const places = createPlacesService();
  return {
    places,
    async routes(app) {
      await app.register(placesRoutes, { places });
    },
  } satisfies ServerModule;
}
