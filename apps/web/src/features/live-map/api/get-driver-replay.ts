import { ReplayDaySchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { trackingKeys } from "@/lib/query-keys";

/** Which day: a date of the company's calendar, or the day holding an instant (a load's start). */
export type ReplayDayChoice = { date?: string; at?: string };

export const getDriverReplay = (driverId: string, day: ReplayDayChoice) => {
  const query = new URLSearchParams();
  if (day.date) query.set("date", day.date);
  else if (day.at) query.set("at", day.at);
  const search = query.size > 0 ? `?${query}` : "";
  return api.get(`/api/drivers/${encodeURIComponent(driverId)}/replay${search}`, ReplayDaySchema);
};

export const driverReplayQueryOptions = (driverId: string, day: ReplayDayChoice) =>
  queryOptions({
    queryKey: trackingKeys.replay(driverId, day.date ?? day.at ?? "today"),
    queryFn: () => getDriverReplay(driverId, day),
    staleTime: 60_000,
    // Never saved for offline use: a day is thousands of fixes, and copying them into the
    // saved cache would take the page's time just as the replay opens.
    meta: { persistForMs: 0 },
  });

/**
 * A driver's whole day, read once: playing, seeking and the totals all work from it in the
 * browser. A past day never changes; today's is read again when the screen is opened again.
 */
export function useDriverReplay(driverId: string, day: ReplayDayChoice) {
  return useQuery(driverReplayQueryOptions(driverId, day));
}
