import type { DriverDetailsInput, Me } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { meQueryKey } from "@/lib/session";

export function useSaveDriverDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DriverDetailsInput) => api.put<Me>("/api/me/driver-details", input),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
