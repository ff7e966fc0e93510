import { RefreshCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Loads what failed to load once more; the query's own state shows the outcome. */
export function RetryButton({
  onRetry,
  size = "default",
}: {
  onRetry: () => unknown;
  size?: "default" | "sm";
}) {
  return (
    <Button variant="outline" size={size} onClick={() => void onRetry()}>
      <RefreshCwIcon aria-hidden="true" />
      Try again
    </Button>
  );
}
