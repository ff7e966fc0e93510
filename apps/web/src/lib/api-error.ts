import type { ErrorBodyCode, ErrorIssue } from "@haulwise/domain";
import { translateMessage } from "@/lib/i18n";

/** What the client itself says when it has no answer from the server it can use. */
export const clientErrors = {
  network: "Could not reach the server. Check your connection.",
  // The usual cause is a page loaded before the server was updated: reloading fetches the
  // client that matches it.
  invalidResponse:
    "Haulwise received an answer this page cannot read. Reload the page; if it happens again, tell us.",
} as const;

/**
 * What a failed call's `code` may be: the server's (the codes of its error bodies, shared in
 * the domain), or the client's own: `NETWORK_ERROR` (no answer, status 0),
 * `INVALID_RESPONSE` (an answer that does not match its schema) or `HTTP_<status>` (an
 * answer with no error body, from a proxy say).
 */
export type ApiErrorCode = ErrorBodyCode | "NETWORK_ERROR" | "INVALID_RESPONSE" | `HTTP_${number}`;

/** A failed API call. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues: ErrorIssue[] = [],
    /** From a 429's Retry-After: how long until the server takes requests again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A failure the same request will meet again: the server refused it, or its answer was unreadable. */
export function isPermanentFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === "INVALID_RESPONSE" || (error.status >= 400 && error.status < 500);
}

/** The server's message when it sent one a person can act on, otherwise the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return translateMessage(untranslatedErrorMessage(error, fallback));
}

function untranslatedErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0 || error.code === "INVALID_RESPONSE") return error.message;
  if (error.message && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
