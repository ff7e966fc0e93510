import { TruckSchema, type UpdateTruckInput } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { truckChange } from "./get-trucks";

export const updateTruck = (truckId: string, input: UpdateTruckInput) =>
  api.patch(`/api/trucks/${encodeURIComponent(truckId)}`, input, TruckSchema);

export function useUpdateTruck(truckId: string) {
  return useMutation({
    mutationFn: (input: UpdateTruckInput) => updateTruck(truckId, input),
    meta: { invalidates: truckChange },
  });
}
