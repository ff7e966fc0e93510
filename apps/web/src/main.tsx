import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "@/app/providers";
import { createAppRouter } from "@/app/router";
import { registerServiceWorker } from "@/app/service-worker";
import { createQueryClient } from "@/lib/query-client";
import { persistQueryCache, restoreQueryCache } from "@/lib/query-persistence";
import { forgetOtherPeople } from "@/lib/session";
import "./index.css";

/** Restoring the saved answers may take this long at most before the app shows anyway. */
const RESTORE_WAIT_MS = 1_500;

async function start() {
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  const queryClient = createQueryClient();
  // Saved answers come back before the first render, so an offline start shows the person
  // and their screens rather than a failure to load them.
  await Promise.race([
    restoreQueryCache(queryClient, { buster: __APP_BUILD_ID__ }),
    new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
  ]);
  forgetOtherPeople(queryClient);
  persistQueryCache(queryClient, { buster: __APP_BUILD_ID__ });
  const router = createAppRouter();
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
