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

/** A job's pin on the company's maps, named for the job: 'Pad 4 (#12)'. */
export function jobPinOf(
  job: Pick<
    Job,
    "id" | "title" | "jobNumber" | "latitude" | "longitude" | "locationAddress" | "location"
  >,
): MapSite | null {
  const site = siteOf(job);
  return site ? { ...site, label: `${job.title} (#${job.jobNumber})` } : null;
}
