import { LiveDriversSchema, type SetLiveDriversInput } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { trackingKeys } from "@/lib/query-keys";

export const setLiveDrivers = (input: SetLiveDriversInput) =>
  api.put("/api/tracking/live-drivers", input, LiveDriversSchema);

/** Chooses who stays on the map; an empty list goes back to the default choice. */
export function useSetLiveDrivers() {
  return useMutation({
    mutationFn: setLiveDrivers,
    meta: { updates: trackingKeys.liveDrivers(), invalidates: [trackingKeys.company()] },
  });
}
