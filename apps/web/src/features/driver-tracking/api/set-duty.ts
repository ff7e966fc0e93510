import { DutySchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dutyKeys } from "@/lib/query-keys";

export const setDuty = (onDuty: boolean) => api.put("/api/me/duty", { onDuty }, DutySchema);

export function useSetDuty() {
  return useMutation({ mutationFn: setDuty, meta: { updates: dutyKeys.all } });
}
