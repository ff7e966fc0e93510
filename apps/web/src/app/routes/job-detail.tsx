import { useCompany } from "@/features/company/api/get-company";
import { JobCyclesTab } from "@/features/cycles/components/job-cycles-tab";
import { JobBillingTab } from "@/features/invoicing/components/job-billing-tab";
import { JobDetailRoute } from "@/features/jobs/routes/job-detail";
import { CycleEvidenceMap } from "@/features/live-map/components/cycle-evidence-map";
import { JobLiveMap } from "@/features/live-map/components/job-live-map";
import { JobLoadsTab } from "@/features/loads/components/job-loads-tab";
import { CustomerReviewsCard } from "@/features/sharing/components/customer-reviews-card";
import { ShareJobDialog } from "@/features/sharing/components/share-job-dialog";

/**
 * /jobs/{jobId}: the job's screens, with the sharing feature's "Share with customer" (and the
 * customer's sign-off above the loads), its live map on the Active Drivers tab, the loads
 * feature's Metrics & Loads tab, the cycles feature's Load Cycles tab (days of the company's
 * zone; a counted load's evidence drawn on the live map) and the invoicing feature's Billing tab.
 */
export function JobDetailPage() {
  const company = useCompany();
  return (
    <JobDetailRoute
      shareControl={(job) => <ShareJobDialog job={job} />}
      liveMap={(job) => <JobLiveMap job={job} />}
      metricsTab={(job) => (
        <div className="grid gap-6">
          <CustomerReviewsCard job={job} />
          <JobLoadsTab job={job} />
        </div>
      )}
      cyclesTab={(job) => (
        <JobCyclesTab
          job={job}
          timeZone={company.data?.timeZone}
          evidenceMap={(evidence) => <CycleEvidenceMap evidence={evidence} />}
        />
      )}
      billingTab={(job) => <JobBillingTab job={job} />}
    />
  );
}
