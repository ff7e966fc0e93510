import type { Role } from "./roles.js";

// Apart from roles.ts, whose schemas would bring zod into every bundle that needs this.
/** Where each role lands after signing in (spec part 1 §4, "Redirect target by role"). */
export function dashboardPathFor(role: Role | null | undefined): string {
  if (role === "contractor") return "/contractor-dashboard";
  if (role === "driver") return "/driver-dashboard";
  return "/dashboard";
}

/**
 * Where the verification e-mail's link lands once the server has checked its token: sign-up,
 * sign-in and resending all send it.
 */
export const VERIFIED_CALLBACK_URL = "/sign-in?verified=true";
