import { RefreshCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";

/** Loads what failed to load once more; the query's own state shows the outcome. */
export function RetryButton({
  onRetry,
  size = "default",
  label,
}: {
  onRetry: () => unknown;
  size?: "default" | "sm";
  /** Where the specification names the button (the contractor dashboard's 'Retry'). */
  label?: string;
}) {
  return (
    <Button variant="outline" size={size} onClick={() => void onRetry()}>
      <RefreshCwIcon aria-hidden="true" />
      {label ?? t("common.tryAgain")}
    </Button>
  );
}
