import { isApiError } from "@/lib/api-error";

/**
 * How a queue treats a failed send:
 * - `retry`: it may work later (no connection, a timeout, too many requests, a server error);
 * - `blocked`: nothing will work until the person signs in again (401);
 * - `refused`: the server read the request and said no; sending it again changes nothing.
 */
export type FailureKind = "retry" | "blocked" | "refused";

const PASSING_STATUSES = new Set([408, 425, 429]);

export function failureKindOf(error: unknown): FailureKind {
  if (!isApiError(error)) return "retry";
  if (error.status === 0 || error.status >= 500 || PASSING_STATUSES.has(error.status)) {
    return "retry";
  }
  if (error.status === 401) return "blocked";
  return "refused";
}
