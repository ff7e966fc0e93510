import type { ModuleCore, ServerModule } from "../../module.js";
import { createBillingDocumentsService } from "./billing-documents.service.js";

/**
 * What invoicing and pay draft their documents with: per-company numbering, the approved work
 * no live document holds yet, and drafting it while others draft. No routes of its own.
 */
export function createBillingDocumentsModule(deps: ModuleCore) {
  const billingDocuments = createBillingDocumentsService(deps);
  return { billingDocuments } satisfies ServerModule;
}
