import { ErrorBodySchema, PlaceMatchSchema, PlaceQuerySchema } from "@haulwise/domain";
import type { FastifyInstance } from "fastify";
import { actorOf } from "../../auth/actor.js";
import { signedInRoutes } from "../../http/routes.js";
import type { PlacesService } from "./places.service.js";

export async function placesRoutes(
  fastify: FastifyInstance,
  { places }: { places: PlacesService },
) {
  const app = signedInRoutes(fastify);

  app.get("/api/places", {
    schema: {
      tags: ["jobs"],
      summary: "Where an address is, by its ZIP code or town (for placing a job site)",
      querystring: PlaceQuerySchema,
      response: {
        200: PlaceMatchSchema,
        400: ErrorBodySchema,
        401: ErrorBodySchema,
        403: ErrorBodySchema,
        404: ErrorBodySchema,
      },
    },
    handler: (request) => places.find(actorOf(request), request.query.q),
  });
}
