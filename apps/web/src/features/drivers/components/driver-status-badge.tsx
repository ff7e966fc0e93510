import { type DriverStatus, statusLabel } from "@haulwise/domain";
import { Badge, type BadgeVariant } from "@/components/ui/badge";

/** Spec part 2 §4: active and on duty green; off duty muted. */
const tones: Record<DriverStatus, BadgeVariant> = {
  active: "success",
  on_duty: "success",
  off_duty: "muted",
};

export function DriverStatusBadge({ status }: { status: DriverStatus }) {
  return <Badge variant={tones[status] ?? "muted"}>{statusLabel(status)}</Badge>;
}
