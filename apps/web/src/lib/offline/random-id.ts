/**
 * A random id of 32 hex digits. `crypto.getRandomValues` works on plain-http pages too, where
 * `crypto.randomUUID` does not exist (a self-hosted install tried over the local network).
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
