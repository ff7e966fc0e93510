import type { Translator } from "../../i18n/translator.js";
import type { Logger } from "../../logger.js";
import type { Mailer } from "../../mail/mailer.js";
import type { ModuleCore, ServerModule } from "../../module.js";
import type { InvitationAllowance } from "../../throttles/invitation-allowance.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { CustomersService } from "../customers/customers.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { SitesService } from "../sites/sites.service.js";
import { registerJobChannels } from "./jobs.realtime.js";
import { jobsRoutes } from "./jobs.routes.js";
import { createJobsService } from "./jobs.service.js";

/** Jobs, the drivers on them and who else may view them; `job:{id}:status` for the viewers. */
export function createJobsModule(
  deps: ModuleCore & {
    companies: CompaniesService;
    profiles: ProfilesService;
    sites: Pick<SitesService, "requireUsableSite">;
    customers: CustomersService;
    /** View-access grants are mailed, drawing on the company's invitation allowance. */
    mailer: Mailer;
    translator: Translator;
    allowance: InvitationAllowance;
    publicUrl: string;
    logger: Pick<Logger, "error">;
  },
) {
  const jobs = createJobsService(deps);
  return {
    jobs,
    async routes(app) {
      await app.register(jobsRoutes, { jobs });
    },
    channels(hub) {
      registerJobChannels({ hub, events: deps.events, db: deps.db, jobs });
    },
  } satisfies ServerModule;
}
