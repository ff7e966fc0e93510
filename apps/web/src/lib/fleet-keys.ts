/**
 * Query keys of the fleet's data. They live here, not in one feature, because one change
 * shows on several screens: assigning a truck changes the trucks list, the driver's card and
 * the dashboard, so each of those features invalidates the others' keys.
 */
export const fleetKeys = {
  all: ["fleet"] as const,
  company: ["fleet", "company"] as const,
  drivers: ["fleet", "drivers"] as const,
  trucks: ["fleet", "trucks"] as const,
  trucksList: (includeRetired: boolean) => ["fleet", "trucks", { includeRetired }] as const,
  invitations: ["fleet", "invitations"] as const,
  invitationPreview: (token: string) => ["fleet", "invitation-preview", token] as const,
  dashboard: ["fleet", "dashboard"] as const,
  duty: ["fleet", "duty"] as const,
};
