import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { deviceTokenKeys } from "@/lib/query-keys";

export const revokeDeviceToken = (id: string) =>
  api.delete(`/api/me/device-tokens/${encodeURIComponent(id)}`);

export function useRevokeDeviceToken() {
  return useMutation({
    mutationFn: revokeDeviceToken,
    meta: { invalidates: [deviceTokenKeys.all] },
  });
}
