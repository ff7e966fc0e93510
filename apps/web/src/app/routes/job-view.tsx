import { DriverJobDetails } from "@/features/driver-work/components/driver-job-details";
import { JobViewRoute } from "@/features/job-access/routes/job-view";
import { DriverJobLoads } from "@/features/loads/components/driver-job-loads";

/**
 * /jobs/{jobId}/view: the read-only job. The driver working it gets their job page, with
 * recording a load on this job among its actions.
 */
export function JobViewPage() {
  return (
    <JobViewRoute
      driverPage={(job) => <DriverJobDetails job={job} actions={<DriverJobLoads job={job} />} />}
    />
  );
}
