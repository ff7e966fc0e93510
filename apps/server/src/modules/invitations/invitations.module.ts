import type { Translator } from "../../i18n/translator.js";
import type { Logger } from "../../logger.js";
import type { Mailer } from "../../mail/mailer.js";
import type { ModuleCore, ServerModule } from "../../module.js";
import type { InvitationAllowance } from "../../throttles/invitation-allowance.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import { invitationsRoutes } from "./invitations.routes.js";
import { createInvitationsService } from "./invitations.service.js";

/** Drivers join a company by an e-mailed link; contractors send, re-send and withdraw them. */
export function createInvitationsModule(
  deps: ModuleCore & {
    mailer: Mailer;
    translator: Translator;
    /** How many invitation e-mails the company may still send (shared with view grants). */
    allowance: InvitationAllowance;
    companies: CompaniesService;
    profiles: ProfilesService;
    publicUrl: string;
    logger: Pick<Logger, "error">;
  },
) {
  const invitations = createInvitationsService(deps);
  return {
    invitations,
    async routes(app) {
      await app.register(invitationsRoutes, { invitations });
    },
  } satisfies ServerModule;
}
