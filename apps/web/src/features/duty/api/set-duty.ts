import { DutySchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dutyKeys } from "@/lib/query-keys";

export const setDuty = (onDuty: boolean) => api.put("/api/me/duty", { onDuty }, DutySchema);

export function useSetDuty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDuty,
    onSuccess: (duty) => queryClient.setQueryData(dutyKeys.all, duty),
  });
}
