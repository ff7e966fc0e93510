import type { ModuleCore, ServerModule } from "../../module.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { LoadsService } from "../loads/loads.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { LiveService } from "../tracking/live.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import { sharingRoutes } from "./sharing.routes.js";
import { createSharingService } from "./sharing.service.js";

/**
 * A job shared with its customer: bearer links its contractors make, list and revoke, and the
 * one job each link opens without an account (record 088).
 */
export function createSharingModule(
  deps: ModuleCore & {
    jobs: Pick<JobsService, "requireContractorJob" | "jobById">;
    loads: Pick<LoadsService, "customerTicketsOf" | "customerPhotoOf" | "recordCustomerReview">;
    trucks: Pick<TrucksService, "trucksById">;
    live: Pick<LiveService, "jobSnapshot">;
    companies: Pick<CompaniesService, "timeZoneOf">;
    profiles: Pick<ProfilesService, "namesOf">;
    /** Links are absolute: the customer opens them from an e-mail or a text. */
    publicUrl: string;
  },
) {
  const sharing = createSharingService(deps);
  return {
    sharing,
    async routes(app) {
      await app.register(sharingRoutes, { sharing });
    },
  } satisfies ServerModule;
}
