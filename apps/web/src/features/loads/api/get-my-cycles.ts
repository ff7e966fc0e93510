import { DriverCycleListSchema } from "@haulwise/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cycleKeys } from "@/lib/query-keys";

export const getMyCycles = () => api.get("/api/me/cycles", DriverCycleListSchema);

/** A minute: a dump is over by the time the driver looks at the phone. */
const CYCLES_REFRESH_MS = 60_000;

/** The signed-in driver's counted loads of the last day, newest first. */
export function useMyCycles() {
  return useQuery({
    queryKey: cycleKeys.mine(),
    queryFn: getMyCycles,
    refetchInterval: CYCLES_REFRESH_MS,
  });
}
