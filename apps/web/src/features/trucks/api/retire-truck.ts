import { TruckSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { truckChange } from "./get-trucks";

export const retireTruck = (truckId: string) =>
  api.post(`/api/trucks/${encodeURIComponent(truckId)}/retire`, undefined, TruckSchema);

export function useRetireTruck() {
  return useMutation({ mutationFn: retireTruck, meta: { invalidates: truckChange } });
}
