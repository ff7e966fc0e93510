import type { LoadStatus } from "@haulwise/domain";
import { Badge, type BadgeVariant } from "@/components/ui/badge";

const looks: Record<LoadStatus, { label: string; variant: BadgeVariant }> = {
  in_progress: { label: "In progress", variant: "warning" },
  completed: { label: "Completed", variant: "success" },
  voided: { label: "Voided", variant: "destructive" },
};

export function LoadStatusBadge({ status }: { status: LoadStatus }) {
  const { label, variant } = looks[status];
  return <Badge variant={variant}>{label}</Badge>;
}
