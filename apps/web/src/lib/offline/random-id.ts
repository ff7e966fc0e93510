/**
 * A random id of 32 hex digits. `crypto.getRandomValues` works on plain-http pages too, where
 * `crypto.randomUUID` does not exist (a self-hosted install tried over the local network).
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A random (version 4) UUID, for ids the server checks as UUIDs, made the same way. */
export function randomUuid(): string {
  const hex = randomId();
  const variant = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}
