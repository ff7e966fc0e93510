import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const signOut = () => api.post("/api/auth/sign-out");

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
