import { PlaceMatchSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Where an address is, by its ZIP code or town: a start for placing a job site on the map. */
export const findPlace = (address: string) =>
  api.get(`/api/places?q=${encodeURIComponent(address)}`, PlaceMatchSchema);

/** Asked for when the contractor presses Find on map; nothing is kept (addresses change as typed). */
export function useFindPlace() {
  return useMutation({ mutationFn: findPlace });
}
