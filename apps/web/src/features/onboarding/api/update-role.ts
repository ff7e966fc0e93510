import { MeSchema, type SelectableRole } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { meKeys } from "@/lib/query-keys";

export const updateRole = (role: SelectableRole) => api.put("/api/me/role", { role }, MeSchema);

export function useUpdateRole() {
  return useMutation({ mutationFn: updateRole, meta: { updates: meKeys.all } });
}
