import { MeSchema, type UpdateProfileInput } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { meKeys } from "@/lib/query-keys";

export const updateProfile = (input: UpdateProfileInput) =>
  api.patch("/api/me/profile", input, MeSchema);

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, meta: { updates: meKeys.all } });
}
