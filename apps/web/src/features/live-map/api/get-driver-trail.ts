import { type LivePosition, type Trail, TrailSchema } from "@haulwise/domain";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "@/lib/api-client";
import { trackingKeys } from "@/lib/query-keys";

/**
 * A driver's trail for today in their company's calendar (the server knows which day that
 * is, wherever the viewer sits); with `after`, only the points recorded since then.
 */
export const getDriverTrail = (driverId: string, after?: string) =>
  api.get(
    `/api/drivers/${encodeURIComponent(driverId)}/trail${
      after ? `?after=${encodeURIComponent(after)}` : ""
    }`,
    TrailSchema,
  );

/**
 * Read again whole now and then: a day's trail is thinned on the server, and a new day
 * starts a new trail.
 */
const TRAIL_REFRESH_MS = 5 * 60_000;

export const driverTrailQueryOptions = (driverId: string) =>
  queryOptions({
    queryKey: trackingKeys.trail(driverId, "today"),
    queryFn: () => getDriverTrail(driverId),
    refetchInterval: TRAIL_REFRESH_MS,
  });

/** The points of `more` recorded after the trail's last one, added to its end. */
export function extendTrail(trail: Trail, more: Trail): Trail {
  // Past midnight the answer is a new day's: it starts the trail afresh.
  if (more.date !== trail.date) return more;
  const last = trail.points.at(-1);
  const after = last ? Date.parse(last.recordedAt) : Number.NEGATIVE_INFINITY;
  const newer = more.points.filter((point) => Date.parse(point.recordedAt) > after);
  return newer.length === 0 ? trail : { ...trail, points: [...trail.points, ...newer] };
}

/**
 * Where a driver went today, growing as they move: each time the driver's live position
 * (`latest`) is newer than the trail's end, only the points since then are read and added,
 * which also brings in fixes a phone kept while out of signal. Nothing is read until a
 * driver is chosen.
 */
export function useDriverTrail(
  driverId: string | null,
  latest?: Pick<LivePosition, "driverId" | "recordedAt"> | null,
) {
  const queryClient = useQueryClient();
  const trail = useQuery({
    ...driverTrailQueryOptions(driverId ?? ""),
    enabled: driverId !== null,
  });
  const latestAt = latest && latest.driverId === driverId ? latest.recordedAt : null;
  const end = trail.data?.points.at(-1)?.recordedAt ?? null;
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (driverId === null || latestAt === null || !trail.data || trail.isFetching) return;
    if (end !== null && Date.parse(latestAt) <= Date.parse(end)) return;
    // Once per new position: a fix the trail leaves out (flagged, another day) asks no more.
    const request = `${driverId}|${latestAt}`;
    if (asked.current === request) return;
    asked.current = request;
    getDriverTrail(driverId, end ?? undefined)
      .then((more) =>
        queryClient.setQueryData<Trail>(trackingKeys.trail(driverId, "today"), (current) =>
          current ? extendTrail(current, more) : current,
        ),
      )
      // The whole trail is read again later; a missed extension only shows late.
      .catch(() => {});
  }, [driverId, latestAt, end, trail.data, trail.isFetching, queryClient]);

  return trail;
}
