import { Badge } from "@/components/ui/badge";
import { t } from "@/lib/i18n";

const variants = {
  draft: "muted",
  issued: "info",
  paid: "success",
  void: "destructive",
} as const;

const words = {
  draft: () => t("invoicing.status.draft"),
  issued: () => t("invoicing.status.issued"),
  paid: () => t("invoicing.status.paid"),
  void: () => t("invoicing.status.void"),
} as const satisfies Record<keyof typeof variants, () => string>;

/** An invoice's status, in words as well as colour. */
export function DocumentStatusBadge({ status }: { status: keyof typeof variants }) {
  return <Badge variant={variants[status]}>{words[status]()}</Badge>;
}
