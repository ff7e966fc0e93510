import { jobStatusLabel, jobStatusTone } from "@haulwise/domain";
import { Badge, type BadgeVariant } from "@/components/ui/badge";

/** Spec part 2 §4: active green, completed blue, pending yellow, others grey. */
const variantOf: Record<ReturnType<typeof jobStatusTone>, BadgeVariant> = {
  green: "success",
  blue: "info",
  yellow: "warning",
  grey: "muted",
};

export function JobStatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = jobStatusTone(status);
  return (
    <Badge variant={variantOf[tone]} data-tone={tone} className={className}>
      {jobStatusLabel(status)}
    </Badge>
  );
}
