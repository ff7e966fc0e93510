import type { Me, ProfileSetupInput, SelectableRole } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { meQueryKey } from "@/lib/session";

export function useSetupProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileSetupInput) => api.post<Me>("/api/me/profile", input),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: SelectableRole) => api.put<Me>("/api/me/role", { role }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
