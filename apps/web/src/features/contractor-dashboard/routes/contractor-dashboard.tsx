import { ArrivingPage } from "@/components/arriving-page";

/** /contractor-dashboard: the company overview, not built yet. */
export function ContractorDashboardRoute() {
  return <ArrivingPage screen="contractor-dashboard" />;
}
