import { TruckSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { truckChange } from "./get-trucks";

/** `driverId: null` takes the truck off whoever drives it. */
export type AssignTruckInput = { truckId: string; driverId: string | null };

export const assignTruck = ({ truckId, driverId }: AssignTruckInput) =>
  api.put(`/api/trucks/${encodeURIComponent(truckId)}/assignment`, { driverId }, TruckSchema);

export function useAssignTruck() {
  return useMutation({ mutationFn: assignTruck, meta: { invalidates: truckChange } });
}
