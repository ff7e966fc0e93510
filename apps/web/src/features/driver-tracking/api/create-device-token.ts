import { type CreateDeviceTokenInput, CreatedDeviceTokenSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { deviceTokenKeys } from "@/lib/query-keys";

/** The answer holds the token itself: the only time it is ever shown. */
export const createDeviceToken = (input: CreateDeviceTokenInput) =>
  api.post("/api/me/device-tokens", input, CreatedDeviceTokenSchema);

export function useCreateDeviceToken() {
  return useMutation({
    mutationFn: createDeviceToken,
    meta: { invalidates: [deviceTokenKeys.all] },
  });
}
