import { ArrivingPage } from "@/components/arriving-page";
import { PlanSummaryCard } from "@/features/subscription/components/plan-summary-card";

/** /contractor-dashboard: the company overview, composed from the features that fill it. */
export function ContractorDashboardRoute() {
  return (
    <ArrivingPage screen="contractor-dashboard">
      <PlanSummaryCard />
    </ArrivingPage>
  );
}
