import type { ServerModule } from "../../module.js";
import type { InvoicingService } from "../invoicing/invoicing.service.js";
import type { PayService } from "../pay/pay.service.js";
import { accountingExportsRoutes } from "./accounting-exports.routes.js";
import { createAccountingExportsService } from "./accounting-exports.service.js";

/** Invoices and pay as the CSV files an accountant imports. */
export function createAccountingExportsModule(deps: {
  invoicing: InvoicingService;
  pay: PayService;
}) {
  const accountingExports = createAccountingExportsService(deps);
  return {
    accountingExports,
    async routes(app) {
      await app.register(accountingExportsRoutes, { exports: accountingExports });
    },
  } satisfies ServerModule;
}
