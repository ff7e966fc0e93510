import { TruckSchema, type UpdateTruckInput } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateTruckChange } from "./get-trucks";

export const updateTruck = (truckId: string, input: UpdateTruckInput) =>
  api.patch(`/api/trucks/${encodeURIComponent(truckId)}`, input, TruckSchema);

export function useUpdateTruck(truckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTruckInput) => updateTruck(truckId, input),
    onSuccess: () => invalidateTruckChange(queryClient),
  });
}
