import { MeSchema, type ProfileSetupInput } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { meKeys } from "@/lib/query-keys";

export const setupProfile = (input: ProfileSetupInput) =>
  api.post("/api/me/profile", input, MeSchema);

export function useSetupProfile() {
  return useMutation({ mutationFn: setupProfile, meta: { updates: meKeys.all } });
}
