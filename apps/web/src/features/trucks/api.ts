import type { CreateTruckInput, Truck, UpdateTruckInput } from "@haulwise/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { fleetKeys } from "@/lib/fleet-keys";

export function trucksQueryOptions(includeRetired: boolean) {
  return queryOptions({
    queryKey: fleetKeys.trucksList(includeRetired),
    queryFn: async () =>
      (
        await api.get<{ trucks: Truck[] }>(
          `/api/trucks${includeRetired ? "?includeRetired=true" : ""}`,
        )
      ).trucks,
  });
}

export function useTrucks(includeRetired = false) {
  return useQuery(trucksQueryOptions(includeRetired));
}

export function useTruck(truckId: string) {
  return useQuery({
    queryKey: [...fleetKeys.trucks, "one", truckId],
    queryFn: () => api.get<Truck>(`/api/trucks/${encodeURIComponent(truckId)}`),
  });
}

/**
 * A truck changed: the trucks lists, the drivers' cards ('Driving: …') and the dashboard's
 * counts all show it.
 */
function useInvalidateFleet() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: fleetKeys.trucks }),
      queryClient.invalidateQueries({ queryKey: fleetKeys.drivers }),
      queryClient.invalidateQueries({ queryKey: fleetKeys.dashboard }),
    ]);
}

export function useCreateTruck() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (input: CreateTruckInput) => api.post<Truck>("/api/trucks", input),
    onSuccess: invalidate,
  });
}

export function useUpdateTruck(truckId: string) {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (input: UpdateTruckInput) =>
      api.patch<Truck>(`/api/trucks/${encodeURIComponent(truckId)}`, input),
    onSuccess: invalidate,
  });
}

export function useRetireTruck() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: (truckId: string) =>
      api.post<Truck>(`/api/trucks/${encodeURIComponent(truckId)}/retire`),
    onSuccess: invalidate,
  });
}

export function useAssignTruck() {
  const invalidate = useInvalidateFleet();
  return useMutation({
    mutationFn: ({ truckId, driverId }: { truckId: string; driverId: string | null }) =>
      api.put<Truck>(`/api/trucks/${encodeURIComponent(truckId)}/assignment`, { driverId }),
    onSuccess: invalidate,
  });
}
