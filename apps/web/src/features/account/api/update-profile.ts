import { MeSchema, type UpdateProfileInput } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { meKeys } from "@/lib/query-keys";

export const updateProfile = (input: UpdateProfileInput) =>
  api.patch("/api/me/profile", input, MeSchema);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(meKeys.all, me),
  });
}
