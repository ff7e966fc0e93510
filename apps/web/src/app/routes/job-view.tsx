import { DriverJobDetails } from "@/features/driver-work/components/driver-job-details";
import { JobViewRoute } from "@/features/job-access/routes/job-view";

/**
 * /jobs/{jobId}/view: the read-only job. The driver working it gets their job page, whose
 * `actions` slot is where recording a load on this job goes.
 */
export function JobViewPage() {
  return <JobViewRoute driverPage={(job) => <DriverJobDetails job={job} />} />;
}
