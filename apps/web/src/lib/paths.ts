/** A driver's page (/drivers/{driverId}), linked from the drivers list and every company map. */
export const driverPagePath = (driverId: string) => `/drivers/${encodeURIComponent(driverId)}`;
