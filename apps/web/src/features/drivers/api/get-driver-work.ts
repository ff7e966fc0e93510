import { DriverWorkSchema } from "@haulwise/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { driverKeys } from "@/lib/query-keys";

/** The driver's jobs, loads and the documents the company sent them (the driver page). */
export function useDriverWork(driverId: string) {
  return useQuery({
    queryKey: driverKeys.work(driverId),
    queryFn: () => api.get(`/api/drivers/${encodeURIComponent(driverId)}/work`, DriverWorkSchema),
  });
}
