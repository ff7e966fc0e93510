import { LiveDriversSchema, type SetLiveDriversInput } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { trackingKeys } from "@/lib/query-keys";

/** An empty list hands the choice back to Haulwise's default order. */
export const setLiveDrivers = (input: SetLiveDriversInput) =>
  api.put("/api/tracking/live-drivers", input, LiveDriversSchema);

/**
 * The company map's subscribers get a fresh snapshot from the server; reading it again
 * covers a map whose live connection is down.
 */
export function useSetLiveDrivers() {
  return useMutation({
    mutationFn: setLiveDrivers,
    meta: { updates: trackingKeys.liveDrivers(), invalidates: [trackingKeys.company()] },
  });
}
