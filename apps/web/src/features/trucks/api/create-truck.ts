import { type CreateTruckInput, TruckSchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateTruckChange } from "./get-trucks";

export const createTruck = (input: CreateTruckInput) => api.post("/api/trucks", input, TruckSchema);

export function useCreateTruck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTruck,
    onSuccess: () => invalidateTruckChange(queryClient),
  });
}
