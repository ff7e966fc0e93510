import { CycleEvidenceSchema } from "@haulwise/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cycleKeys } from "@/lib/query-keys";

export const getCycleEvidence = (jobId: string, cycleId: string) =>
  api.get(
    `/api/jobs/${encodeURIComponent(jobId)}/cycles/${encodeURIComponent(cycleId)}`,
    CycleEvidenceSchema,
  );

/** One counted load's visits and the fixes that placed them, read when asked for. */
export function useCycleEvidence(jobId: string, cycleId: string | null) {
  return useQuery({
    queryKey: cycleKeys.evidence(jobId, cycleId ?? ""),
    queryFn: () => getCycleEvidence(jobId, cycleId ?? ""),
    enabled: cycleId !== null,
  });
}
