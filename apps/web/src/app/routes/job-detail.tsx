import { JobDetailRoute as JobDetailScreen } from "@/features/jobs/routes/job-detail";
import { JobLoadsTab } from "@/features/loads/components/job-loads-tab";

/** /jobs/{jobId}: the jobs feature's page with the loads feature's Metrics & Loads tab. */
export function JobDetailRoute() {
  return <JobDetailScreen metricsTab={(job) => <JobLoadsTab job={job} />} />;
}
