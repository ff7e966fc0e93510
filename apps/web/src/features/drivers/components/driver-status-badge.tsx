import type { DriverStatus } from "@haulwise/domain";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { t } from "@/lib/i18n";

/** Spec part 2 §4: active and on duty green; off duty muted. */
const tones: Record<DriverStatus, BadgeVariant> = {
  active: "success",
  on_duty: "success",
  off_duty: "muted",
};

const words: Record<DriverStatus, () => string> = {
  active: () => t("drivers.status.active"),
  on_duty: () => t("drivers.status.on_duty"),
  off_duty: () => t("drivers.status.off_duty"),
};

export function DriverStatusBadge({ status }: { status: DriverStatus }) {
  return <Badge variant={tones[status] ?? "muted"}>{words[status]?.() ?? status}</Badge>;
}
