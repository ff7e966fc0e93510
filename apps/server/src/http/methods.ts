const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The HTTP methods that only read (RFC 9110 §9.2.1); every other request may change state. */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}
