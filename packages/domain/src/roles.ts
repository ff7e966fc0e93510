import { z } from "zod";

export const roles = ["contractor", "driver", "admin"] as const;
export const RoleSchema = z.enum(roles);
export type Role = z.infer<typeof RoleSchema>;

/** The two roles a person can choose for themselves; admin is never self-assigned. */
export const SelectableRoleSchema = z.enum(["contractor", "driver"]);
export type SelectableRole = z.infer<typeof SelectableRoleSchema>;

/** Where each role lands after signing in (spec part 1 §4, "Redirect target by role"). */
export function dashboardPathFor(role: Role | null | undefined): string {
  if (role === "contractor") return "/contractor-dashboard";
  if (role === "driver") return "/driver-dashboard";
  return "/dashboard";
}
