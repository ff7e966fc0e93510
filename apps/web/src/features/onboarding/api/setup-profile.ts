import { MeSchema, type ProfileSetupInput } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { meKeys } from "@/lib/query-keys";

export const setupProfile = (input: ProfileSetupInput) =>
  api.post("/api/me/profile", input, MeSchema);

export function useSetupProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupProfile,
    onSuccess: (me) => queryClient.setQueryData(meKeys.all, me),
  });
}
