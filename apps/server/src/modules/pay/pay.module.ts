import type { Translator } from "../../i18n/translator.js";
import type { ModuleCore, ServerModule } from "../../module.js";
import type { BillingDocumentsService } from "../billing-documents/billing-documents.service.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { TicketHolds } from "../loads/ticket-holds.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { RatesService } from "../rates/rates.service.js";
import type { Settlements } from "../rates/settlements.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import { payRoutes } from "./pay.routes.js";
import { createPayService } from "./pay.service.js";

/**
 * Pay statements for drivers and hired trucks from approved tickets and hours, with
 * deductions. It tells loads which tickets it holds and rates which days it has settled.
 */
export function createPayModule(
  deps: ModuleCore & {
    companies: CompaniesService;
    profiles: ProfilesService;
    translator: Pick<Translator, "wordingFor">;
    trucks: TrucksService;
    rates: RatesService;
    billingDocuments: BillingDocumentsService;
    holds: Pick<TicketHolds, "add">;
    settlements: Pick<Settlements, "add">;
  },
) {
  const pay = createPayService(deps);
  deps.holds.add(pay.holderOf);
  deps.settlements.add(pay.lastIssuedDayOf);
  return {
    pay,
    async routes(app) {
      await app.register(payRoutes, { pay });
    },
  } satisfies ServerModule;
}
