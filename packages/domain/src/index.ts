export * from "./accounts.js";
export * from "./avatars.js";
export * from "./errors.js";
export * from "./messages.js";
export * from "./profiles.js";
export * from "./roles.js";
export * from "./uploads.js";
export * from "./vehicles.js";
