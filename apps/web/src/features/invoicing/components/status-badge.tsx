import { messages } from "@haulwise/domain";
import { Badge } from "@/components/ui/badge";

const variants = {
  draft: "muted",
  issued: "info",
  paid: "success",
  void: "destructive",
} as const;

/** An invoice's or a pay statement's status, in words as well as colour. */
export function DocumentStatusBadge({ status }: { status: keyof typeof variants }) {
  return <Badge variant={variants[status]}>{messages.invoices.statuses[status] ?? status}</Badge>;
}
