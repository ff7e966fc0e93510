import { JobDetailRoute } from "@/features/jobs/routes/job-detail";
import { JobLiveMap } from "@/features/live-map/components/job-live-map";

/** /jobs/{jobId}: the job's screens, with its live map on the Active Drivers tab. */
export function JobDetailPage() {
  return <JobDetailRoute liveMap={(job) => <JobLiveMap job={job} />} />;
}
