import { CircleAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";

/** A failed load: what went wrong and a way to try again, in place of the missing content. */
export function QueryError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/50 p-4 text-sm sm:flex-row sm:items-center"
    >
      <CircleAlertIcon aria-hidden="true" className="size-5 shrink-0 text-destructive" />
      <p className="flex-1 font-medium text-destructive">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t("common.tryAgain")}
        </Button>
      ) : null}
    </div>
  );
}
