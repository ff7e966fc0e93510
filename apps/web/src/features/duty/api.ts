import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { fleetKeys } from "@/lib/fleet-keys";

type Duty = { onDuty: boolean };

export function useDuty() {
  return useQuery({
    queryKey: fleetKeys.duty,
    queryFn: () => api.get<Duty>("/api/me/duty"),
  });
}

export function useSetDuty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onDuty: boolean) => api.put<Duty>("/api/me/duty", { onDuty }),
    onSuccess: (duty) => queryClient.setQueryData(fleetKeys.duty, duty),
  });
}
