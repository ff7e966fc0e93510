import { type CreateTruckInput, TruckSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { truckChange } from "./get-trucks";

export const createTruck = (input: CreateTruckInput) => api.post("/api/trucks", input, TruckSchema);

export function useCreateTruck() {
  return useMutation({ mutationFn: createTruck, meta: { invalidates: truckChange } });
}
