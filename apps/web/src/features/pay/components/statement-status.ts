import type { PayStatement } from "@haulwise/domain";
import { t } from "@/lib/i18n";

const words = {
  draft: () => t("pay.status.draft"),
  issued: () => t("pay.status.issued"),
  void: () => t("pay.status.void"),
} as const satisfies Record<PayStatement["status"], () => string>;

/** A pay statement's status in the language on screen (a statement is masculine in Spanish). */
export const statementStatusWord = (status: PayStatement["status"]) => words[status]();
