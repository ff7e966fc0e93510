import { messages } from "@haulwise/domain";
import { Loader2Icon } from "lucide-react";
import { translateMessage } from "@/lib/i18n";

/** The guard's and the router's waiting state: spec part 1 §4 says 'Loading...'. */
export function LoadingScreen({
  label = translateMessage(messages.guard.loading),
}: {
  label?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] flex-1 flex-col items-center justify-center gap-3 text-muted-foreground"
    >
      <Loader2Icon aria-hidden="true" className="size-6 animate-spin" />
      <p>{label}</p>
    </div>
  );
}
