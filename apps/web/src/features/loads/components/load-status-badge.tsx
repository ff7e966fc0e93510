import type { LoadStatus } from "@haulwise/domain";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { t } from "@/lib/i18n";

const looks: Record<LoadStatus, { label: () => string; variant: BadgeVariant }> = {
  in_progress: { label: () => t("loads.status.in_progress"), variant: "warning" },
  completed: { label: () => t("loads.status.completed"), variant: "success" },
  voided: { label: () => t("loads.status.voided"), variant: "destructive" },
};

export function LoadStatusBadge({ status }: { status: LoadStatus }) {
  const { label, variant } = looks[status];
  return <Badge variant={variant}>{label()}</Badge>;
}
