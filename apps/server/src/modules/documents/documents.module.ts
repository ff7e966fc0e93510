import type { ModuleCore, ServerModule } from "../../module.js";
import type { Storage } from "../../storage/storage.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { JobsService } from "../jobs/jobs.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import { documentsRoutes } from "./documents.routes.js";
import { createDocumentsService } from "./documents.service.js";

/** Files a contractor sends to drivers of a job: one stored file, a document per driver. */
export function createDocumentsModule(
  deps: ModuleCore & {
    storage: Storage;
    jobs: JobsService;
    companies: CompaniesService;
    profiles: ProfilesService;
  },
) {
  const documents = createDocumentsService(deps);
  return {
    documents,
    async routes(app) {
      await app.register(documentsRoutes, { documents });
    },
  } satisfies ServerModule;
}
