import { MeSchema, type SelectableRole } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { meKeys } from "@/lib/query-keys";

export const updateRole = (role: SelectableRole) => api.put("/api/me/role", { role }, MeSchema);

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: (me) => queryClient.setQueryData(meKeys.all, me),
  });
}
