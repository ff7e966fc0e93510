import { JobsRoute } from "@/features/jobs/routes/jobs-list";
import { JobsMapPanel } from "@/features/live-map/components/jobs-map-panel";

export { prefetchJobs as prefetch } from "@/features/jobs/routes/jobs-list";

/** /jobs: the job cards with the live map behind Show Map / Hide Map. */
export function JobsPage() {
  return <JobsRoute map={() => <JobsMapPanel />} />;
}
