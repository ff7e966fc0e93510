import type { Me } from "@haulwise/domain";
import type { QueryClient } from "@tanstack/react-query";

/**
 * What a signed-in screen's module may export as `prefetch`: starts the reads its first render
 * makes, for the address being entered and the person signed in. The router calls it as the
 * route is entered (app/screen-prefetch.ts), so the answers are on their way while the
 * screen's code runs and renders, instead of being asked for once it has rendered.
 */
export type ScreenPrefetch = (queryClient: QueryClient, url: URL, me: Me) => void;
