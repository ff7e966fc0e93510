import { type Destination, directionsUrlOf, geoUriOf } from "@haulwise/domain";
import { z } from "zod";

/**
 * A web page with directions, for phones whose browser cannot open `geo:` links (an iPhone)
 * and for desktops. Optional and set at build time: no maps provider is written into the code.
 */
const DirectionsTemplateSchema = z
  .string()
  .regex(/^https:\/\/[^\s]+$/, { error: "VITE_DIRECTIONS_URL must be an https:// URL" })
  .refine((url) => url.includes("{destination}"), {
    error: "VITE_DIRECTIONS_URL must contain {destination}",
  });

/** The configured template, or null. A bad setting is reported, not fatal. */
export function directionsTemplateFrom(env: Record<string, string | undefined>): string | null {
  if (!env.VITE_DIRECTIONS_URL) return null;
  const parsed = DirectionsTemplateSchema.safeParse(env.VITE_DIRECTIONS_URL);
  if (parsed.success) return parsed.data;
  console.error(`Web directions not offered: ${z.prettifyError(parsed.error)}`);
  return null;
}

const template = directionsTemplateFrom({
  VITE_DIRECTIONS_URL: import.meta.env.VITE_DIRECTIONS_URL,
});

/** Where a job site's links go: the phone's navigation app, and the configured web page. */
export function siteLinksOf(site: Destination): { geo: string; web: string | null } {
  return { geo: geoUriOf(site), web: template ? directionsUrlOf(template, site) : null };
}
