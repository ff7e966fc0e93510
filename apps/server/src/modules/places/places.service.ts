import { messages, type PlaceMatch } from "@haulwise/domain";
import { type Actor, requireContractor } from "../../auth/actor.js";
import { notFound } from "../../http/app-error.js";
import { findPlace, placeIndex } from "./place-index.js";

export type PlacesService = ReturnType<typeof createPlacesService>;

/** Where a job site's address is, to start placing its pin from; offline, town or ZIP level. */
export function createPlacesService() {
  return {
    async find(actor: Actor, address: string): Promise<PlaceMatch> {
      requireContractor(actor);
      const match = findPlace(await placeIndex(), address);
      if (!match) throw notFound(messages.jobs.placeNotFound);
      return match;
    },
  };
}
