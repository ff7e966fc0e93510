import { LivePositionSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { trackingKeys } from "@/lib/query-keys";

export const getMyPosition = () => api.get("/api/me/position", LivePositionSchema.nullable());

/**
 * A driver's own position has no realtime topic: it is read again after each upload of theirs
 * reaches the server, and at the spec's 30 s polling pace.
 */
const MY_POSITION_REFRESH_MS = 30_000;

export const myPositionQueryOptions = queryOptions({
  queryKey: trackingKeys.mine(),
  queryFn: getMyPosition,
  refetchInterval: MY_POSITION_REFRESH_MS,
});

/** The signed-in driver's newest position as their contractor sees it, or null. */
export function useMyPosition() {
  return useQuery(myPositionQueryOptions);
}
