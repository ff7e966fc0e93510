import { z } from "zod";

export const roles = ["contractor", "driver", "admin"] as const;
export const RoleSchema = z.enum(roles);
export type Role = z.infer<typeof RoleSchema>;

/** The two roles a person can choose for themselves; admin is never self-assigned. */
export const SelectableRoleSchema = z.enum(["contractor", "driver"]);
export type SelectableRole = z.infer<typeof SelectableRoleSchema>;
