import { type DriverDetailsInput, MeSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { meKeys } from "@/lib/query-keys";

export const saveDriverDetails = (input: DriverDetailsInput) =>
  api.put("/api/me/driver-details", input, MeSchema);

export function useSaveDriverDetails() {
  return useMutation({ mutationFn: saveDriverDetails, meta: { updates: meKeys.all } });
}
