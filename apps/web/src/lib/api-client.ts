import type { ErrorBody, ErrorIssue } from "@haulwise/domain";

/** A failed API call, carrying what the server's error body `{ error: { code, message } }` said. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ErrorIssue[] = [],
    /** From a 429's Retry-After: how long until the server takes requests again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type Body = FormData | object | undefined;

const isIssue = (value: unknown): value is ErrorIssue =>
  typeof (value as ErrorIssue | null)?.path === "string" &&
  typeof (value as ErrorIssue | null)?.message === "string";

/**
 * Reads the server's `ErrorBody` by hand rather than with ErrorBodySchema: this module is in
 * every page's first load, and the schema would bring zod with it. Anything missing falls
 * back (some endpoints answer `{ error: { code } }` with no message, e.g. EMAIL_NOT_VERIFIED;
 * a proxy may answer with HTML).
 */
async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // A proxy or gateway answered with HTML or plain text; fall through to a generic error.
  }
  const error = (parsed as Partial<ErrorBody> | null)?.error;
  const code = typeof error?.code === "string" ? error.code : `HTTP_${response.status}`;
  const message = typeof error?.message === "string" ? error.message : response.statusText;
  const issues = Array.isArray(error?.issues) ? error.issues.filter(isIssue) : [];
  return new ApiError(
    response.status,
    code,
    message || "Request failed",
    issues,
    retryAfterOf(response),
  );
}

async function request<T>(method: string, path: string, body?: Body): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", "Could not reach the server. Check your connection.");
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Same-origin JSON client; the session travels in the server's HTTP-only cookie. */
export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body: Body = {}) => request<T>("POST", path, body),
  put: <T>(path: string, body: Body = {}) => request<T>("PUT", path, body),
  patch: <T>(path: string, body: Body = {}) => request<T>("PATCH", path, body),
  delete: <T>(path: string, body?: Body) => request<T>("DELETE", path, body),
};

/** The server's message when it sent one a person can act on, otherwise the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message && error.status > 0 && error.status < 500) {
    return error.message;
  }
  if (isApiError(error) && error.status === 0) return error.message;
  return fallback;
}
