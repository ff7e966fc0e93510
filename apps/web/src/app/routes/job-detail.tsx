import { JobCyclesTab } from "@/features/cycles/components/job-cycles-tab";
import { JobBillingTab } from "@/features/invoicing/components/job-billing-tab";
import { JobDetailRoute } from "@/features/jobs/routes/job-detail";
import { JobLiveMap } from "@/features/live-map/components/job-live-map";
import { JobLoadsTab } from "@/features/loads/components/job-loads-tab";

/**
 * /jobs/{jobId}: the job's screens, with its live map on the Active Drivers tab, the loads
 * feature's Metrics & Loads tab, the cycles feature's Load Cycles tab and the invoicing
 * feature's Billing tab.
 */
export function JobDetailPage() {
  return (
    <JobDetailRoute
      liveMap={(job) => <JobLiveMap job={job} />}
      metricsTab={(job) => <JobLoadsTab job={job} />}
      cyclesTab={(job) => <JobCyclesTab job={job} />}
      billingTab={(job) => <JobBillingTab job={job} />}
    />
  );
}
