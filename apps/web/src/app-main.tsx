import "@/lib/zod-jitless";
import { createRoot } from "react-dom/client";
import { meQueryOptions } from "@/api/get-me";
import { startApp } from "@/app/start-app";
import { readPermissionsEarly } from "@/hooks/use-permission";
import { ALL_PARTS, activateLanguage, startingLanguage } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { restoreQueryCache } from "@/lib/query-persistence";
import { forgetOtherPeople } from "@/lib/session";

/** Restoring the saved answers may take this long at most before the app shows anyway. */
const RESTORE_WAIT_MS = 1_500;

/** Runs the app in the page's #root, once main.tsx has let the loading screen paint. */
export async function main() {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  const queryClient = createQueryClient();
  // The browser's permissions (a few milliseconds) are known long before the session is, so
  // the shell's prompts are decided by its first render.
  void readPermissionsEarly();
  // Saved answers come back before the first render, so an offline start shows the person
  // and their screens rather than a failure to load them.
  await Promise.all([
    Promise.race([
      restoreQueryCache(queryClient, { buster: __APP_BUILD_ID__ }),
      new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
    ]),
    // The language the person chose last time, so an offline start speaks it at once.
    activateLanguage(startingLanguage(), ALL_PARTS),
  ]);
  forgetOtherPeople(queryClient);
  // Asked for while the screen's code loads, not once it has rendered.
  void queryClient.prefetchQuery(meQueryOptions);
  startApp(createRoot(container), queryClient);
}
