import type { DeleteAccountInput } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const deleteAccount = (input: DeleteAccountInput) => api.delete("/api/me", input);

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
