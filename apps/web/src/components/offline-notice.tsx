import { messages } from "@haulwise/domain";
import { WifiOffIcon } from "lucide-react";
import { useOnline } from "@/lib/connection";
import { translateMessage } from "@/lib/i18n";

/**
 * Says plainly, at the top of every signed-in screen, that what shows is what the phone kept
 * and that what is recorded waits: nothing else on screen changes without a connection.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    // A live region without the status role: screens' own status lines (the shift's, a
    // loading skeleton's) stay the page's statuses, and this is still read out as it appears.
    <div aria-live="polite" aria-atomic="true">
      {online ? null : (
        <p className="mb-4 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <WifiOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {translateMessage(messages.offline.notice)}
        </p>
      )}
    </div>
  );
}
