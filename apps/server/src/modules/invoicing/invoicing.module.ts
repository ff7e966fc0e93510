import type { Translator } from "../../i18n/translator.js";
import type { Mailer } from "../../mail/mailer.js";
import type { ModuleCore, ServerModule } from "../../module.js";
import type { BillingDocumentsService } from "../billing-documents/billing-documents.service.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { CustomersService } from "../customers/customers.service.js";
import type { TicketHolds } from "../loads/ticket-holds.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { RatesService } from "../rates/rates.service.js";
import type { Settlements } from "../rates/settlements.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import { invoicingRoutes } from "./invoicing.routes.js";
import { createInvoicingService } from "./invoicing.service.js";

/**
 * Invoices drafted from approved tickets, numbered per company, issued, sent, paid or voided.
 * It tells loads which tickets it holds and rates which days it has settled.
 */
export function createInvoicingModule(
  deps: ModuleCore & {
    mailer: Mailer;
    companies: CompaniesService;
    customers: CustomersService;
    rates: RatesService;
    trucks: TrucksService;
    billingDocuments: BillingDocumentsService;
    translator: Pick<Translator, "wordingFor">;
    profiles: Pick<ProfilesService, "languageOf">;
    holds: Pick<TicketHolds, "add">;
    settlements: Pick<Settlements, "add">;
  },
) {
  const invoicing = createInvoicingService(deps);
  deps.holds.add(invoicing.holderOf);
  deps.settlements.add(invoicing.lastIssuedDayOf);
  return {
    invoicing,
    async routes(app) {
      await app.register(invoicingRoutes, { invoicing });
    },
  } satisfies ServerModule;
}
