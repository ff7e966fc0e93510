import { type DriverDetailsInput, MeSchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { meKeys } from "@/lib/query-keys";

export const saveDriverDetails = (input: DriverDetailsInput) =>
  api.put("/api/me/driver-details", input, MeSchema);

export function useSaveDriverDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDriverDetails,
    onSuccess: (me) => queryClient.setQueryData(meKeys.all, me),
  });
}
