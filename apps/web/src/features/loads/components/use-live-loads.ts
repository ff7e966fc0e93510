import { JobStatusChangedSchema, topics } from "@haulwise/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useMe } from "@/api/get-me";
import { useRealtimeTopic } from "@/lib/realtime/realtime-provider";
import { roleOf } from "@/lib/session";
import { dropMetricsOfClosedJob } from "../api/get-job-metrics";

/**
 * Follows the company's loads while a contractor's screen shows them: a load recorded,
 * completed, corrected or voided anywhere in the company refreshes the stat cards and every
 * summary shown, without a reload.
 */
export function useLiveCompanyLoads() {
  const me = useMe();
  const companyId = roleOf(me.data) === "contractor" ? me.data?.profile?.companyId : null;
  useRealtimeTopic(companyId ? topics.companyLoads(companyId) : null);
}

/**
 * Follows one job's loads (its metrics, Live Haul Updates and summaries) and its status: a
 * job moving to closed, completed or inactive drops the figures cached for it.
 */
export function useLiveJobLoads(jobId: string) {
  const queryClient = useQueryClient();
  useRealtimeTopic(topics.jobLoads(jobId));
  useRealtimeTopic(topics.jobStatus(jobId), {
    onUpdate: (data) => {
      const notice = JobStatusChangedSchema.safeParse(data);
      if (notice.success) dropMetricsOfClosedJob(queryClient, jobId, notice.data.status);
    },
  });
}
