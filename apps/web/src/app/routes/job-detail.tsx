import { JobDetailRoute } from "@/features/jobs/routes/job-detail";
import { JobLiveMap } from "@/features/live-map/components/job-live-map";
import { JobLoadsTab } from "@/features/loads/components/job-loads-tab";

/**
 * /jobs/{jobId}: the job's screens, with its live map on the Active Drivers tab and the
 * loads feature's Metrics & Loads tab.
 */
export function JobDetailPage() {
  return (
    <JobDetailRoute
      liveMap={(job) => <JobLiveMap job={job} />}
      metricsTab={(job) => <JobLoadsTab job={job} />}
    />
  );
}
