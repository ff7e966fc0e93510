import { LoadingScreen } from "@/components/loading-screen";
import { bellButton } from "@/features/notifications/components/notification-bell";
import { FRAME_ID } from "@/lib/html-frame";
import { GpsBanner, PromptCard } from "./permission-prompts";
import type { GpsBannerReason } from "./prompt-choice";
import { ShellLayout } from "./shell-layout";
import { accountButton, TopBar } from "./top-bar";

/** Where the server writes the signed-in person's id into the frame (apps/server/src/http/web.ts). */
export const FRAME_USER_ID_SLOT = "__HAULWISE_USER_ID__";

const nothing = () => {};
const bannerReasons: GpsBannerReason[] = ["off", "denied", "unsupported"];

/**
 * A signed-in page's shell as the page's HTML draws it, before any of the app's code has
 * arrived: the build renders one per role (src/prerender.tsx) and the server sends the one of
 * whoever is signed in, so a slow connection shows the bar and the prompts at once instead
 * of a loading screen. Every prompt the role can get is here, hidden; the page's inline
 * script shows the ones the app will (frame-script.ts). It is inert: nothing in it works
 * until the app's shell takes its place (lib/html-frame.ts). The person's avatar and the
 * sidebar's links arrive with the app.
 */
export function ShellFrame({ role }: { role: "contractor" | "driver" }) {
  return (
    <div id={FRAME_ID} data-role={role} data-user-id={FRAME_USER_ID_SLOT} data-deciding="" inert>
      <ShellLayout
        topBar={
          <TopBar
            role={role}
            bell={bellButton(0)}
            account={accountButton(<span className="block size-8 rounded-full bg-muted" />)}
          />
        }
        sidebar={null}
      >
        <div data-frame-main="">
          <div className="mb-6 grid gap-4" data-frame-prompts="" hidden>
            {role === "driver" ? (
              <div data-frame-prompt="geolocation" hidden>
                <PromptCard kind="geolocation" role={role} onAllow={nothing} onNotNow={nothing} />
              </div>
            ) : null}
            <div data-frame-prompt="notifications" hidden>
              <PromptCard kind="notifications" role={role} onAllow={nothing} onNotNow={nothing} />
            </div>
            {role === "driver"
              ? bannerReasons.map((reason) => (
                  <div key={reason} data-frame-banner={reason} hidden>
                    <GpsBanner reason={reason} asking={false} onEnable={nothing} />
                  </div>
                ))
              : null}
          </div>
          <LoadingScreen />
        </div>
      </ShellLayout>
    </div>
  );
}
