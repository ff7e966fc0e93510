import { LiveMap } from "@/features/live-map/components/live-map";
import { SharedJobRoute } from "@/features/sharing/routes/shared-job";

/** /shared/{token}: a job shared with its customer, with its trucks on the live map. */
export function SharedJobPage() {
  return (
    <SharedJobRoute
      map={({ label, positions }) => <LiveMap label={label} positions={positions} embedded />}
    />
  );
}
