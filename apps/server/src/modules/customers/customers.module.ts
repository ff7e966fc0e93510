import type { ModuleCore, ServerModule } from "../../module.js";
import { customersRoutes } from "./customers.routes.js";
import { createCustomersService } from "./customers.service.js";

/** The general contractors and owners a company's jobs are for, and whom it bills. */
export function createCustomersModule(deps: ModuleCore) {
  const customers = createCustomersService(deps);
  return {
    customers,
    async routes(app) {
      await app.register(customersRoutes, { customers });
    },
  } satisfies ServerModule;
}
