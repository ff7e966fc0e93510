import type { Job } from "@haulwise/domain";
import type { MapSite } from "../map/engine";

/** The job's site as a map pin, when it has coordinates. */
export function siteOf(
  job: Pick<Job, "id" | "latitude" | "longitude" | "locationAddress" | "location">,
): MapSite | null {
  if (job.latitude === null || job.longitude === null) return null;
  return {
    id: job.id,
    latitude: job.latitude,
    longitude: job.longitude,
    label: job.locationAddress ?? job.location,
  };
}
